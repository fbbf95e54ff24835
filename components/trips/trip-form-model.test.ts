import { describe, expect, it } from 'vitest';
import type { TripView } from '@/server/trips/trip.schemas';
import {
  formFromTrip,
  partnerBodyFor,
  type TripForm,
  tripBodyFromForm,
  validateTripForm,
} from './trip-form-model';

const zone = 'America/Chicago';
const filled: TripForm = {
  originAddress: '12 Elm St',
  destinationAddress: 'Service drive',
  time: '2027-03-04T08:15',
  primaryDriverUuid: 'da-1',
  secondaryDriverUuid: '',
  loaner: '',
  notes: '',
};

describe('trip form', () => {
  it('asks for addresses and the time in plain words', () => {
    const errors = validateTripForm(
      { ...filled, originAddress: ' ', destinationAddress: '', time: '' },
      'dropoff',
      zone,
    );
    expect(errors).toEqual({
      originAddress: 'Enter where the vehicle leaves from.',
      destinationAddress: 'Enter where to deliver the vehicle.',
      time: 'Choose when to deliver the vehicle.',
    });
  });

  it('refuses one driver twice, a second driver without a first, and a time skipped by DST', () => {
    expect(
      validateTripForm({ ...filled, secondaryDriverUuid: 'da-1' }, 'pickup', zone).secondaryDriverUuid,
    ).toMatch(/two different drivers/);
    expect(
      validateTripForm({ ...filled, primaryDriverUuid: '', secondaryDriverUuid: 'da-2' }, 'pickup', zone)
        .primaryDriverUuid,
    ).toMatch(/main driver/);
    expect(validateTripForm({ ...filled, time: '2027-03-14T02:30' }, 'pickup', zone).time).toMatch(
      /does not exist/,
    );
    expect(validateTripForm(filled, 'pickup', zone)).toEqual({});
  });

  it('sends the time with the dealer offset and clears empty optional fields', () => {
    expect(tripBodyFromForm(filled, 'pickup', zone)).toEqual({
      rideType: 'PICKUP_VEHICLE',
      originAddress: '12 Elm St',
      destinationAddress: 'Service drive',
      mustStartBy: '2027-03-04T08:15:00-0600',
      primaryDriverUUID: 'da-1',
      secondaryDriverUUID: null,
      loaner: null,
      notes: null,
    });
    expect(tripBodyFromForm({ ...filled, time: '2027-07-04T16:00' }, 'dropoff', zone).rideTime).toBe(
      '2027-07-04T16:00:00-0500',
    );
  });

  it('reads a stored trip back into the form in the dealer zone; a new dropoff reverses the pickup', () => {
    const trip = {
      originAddress: '12 Elm St',
      destinationAddress: 'Service drive',
      mustStartBy: '2027-03-04T09:15:00.000-0500',
      rideTime: null,
      primaryDriverUUID: null,
      secondaryDriverUUID: null,
      loaner: 'L-12',
      notes: null,
    } as TripView;
    expect(formFromTrip(trip, 'pickup', zone)).toMatchObject({ time: '2027-03-04T08:15', loaner: 'L-12' });
    expect(formFromTrip(null, 'dropoff', zone, trip)).toMatchObject({
      originAddress: 'Service drive',
      destinationAddress: '12 Elm St',
    });
  });

  it('builds the partner body of a web change: source WEB, the appointment unchanged', () => {
    const appointment = {
      appointmentUuid: 'a-1',
      departmentUuid: 'd-1',
      customerUuid: 'c-1',
      appointmentStartDateTime: '2027-03-04T10:00:00',
      timeZone: zone,
    };
    expect(partnerBodyFor(appointment, { kind: 'pickup', action: 'delete', eventUuid: 'p-1' })).toEqual({
      customerUUID: 'c-1',
      appointmentDateTime: '2027-03-04T10:00:00-0600',
      dealerDepartmentUUID: 'd-1',
      appointmentInformation: { appointmentStartDateTime: '2027-03-04T10:00:00' },
      source: 'WEB',
      pickupTripInformation: { eventUUID: 'p-1' },
    });
  });
});

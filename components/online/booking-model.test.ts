import { describe, expect, it } from 'vitest';
import {
  bookingRequestOf,
  type Details,
  detailsErrors,
  emptyChoice,
  emptyDetails,
  toggled,
} from './booking-model';

const base = {
  session: 's.t',
  startDateTime: '2030-01-07T10:00:00',
  dealerName: 'Test Motors',
  page: '/book-online/test',
};

describe('the online booking model', () => {
  it('asks a new customer for names and a vehicle, a returning one with a vehicle on file for nothing', () => {
    expect(Object.keys(detailsErrors(emptyDetails, true)).sort()).toEqual([
      'firstName',
      'lastName',
      'make',
      'model',
      'year',
    ]);
    expect(detailsErrors({ ...emptyDetails, vehicleUuid: 'v1' }, false)).toEqual({});
  });

  it('takes a VIN instead of year, make and model, and checks its shape', () => {
    const withVin: Details = { ...emptyDetails, firstName: 'A', lastName: 'B', vin: '1M8GDM9AXKP042788' };
    expect(detailsErrors(withVin, true)).toEqual({});
    expect(detailsErrors({ ...withVin, vin: '1M8GDM9AXKP04278O' }, true).vin).toBeDefined();
  });

  it('builds the request: a new vehicle by VIN or by year, make and model; consent with its words', () => {
    const details: Details = {
      ...emptyDetails,
      firstName: ' Ana ',
      lastName: 'Ruiz',
      year: '2021',
      make: 'Honda',
      model: 'Fit',
      consent: true,
    };
    const request = bookingRequestOf({
      ...base,
      choice: { ...emptyChoice, operationUuids: toggled([], 'op1') },
      details,
      isNew: true,
    });
    expect(request.vehicle).toEqual({ year: 2021, make: 'Honda', model: 'Fit' });
    expect(request.customer).toEqual({ firstName: 'Ana', lastName: 'Ruiz', email: null });
    expect(request.operationUuids).toEqual(['op1']);
    expect(request.textConsent?.given).toBe(true);
    expect(request.textConsent?.wording).toContain('Test Motors');
    const onFile = bookingRequestOf({
      ...base,
      choice: emptyChoice,
      details: { ...details, vehicleUuid: 'v1' },
      isNew: false,
    });
    expect(onFile.vehicle).toBeNull();
    expect(onFile.customer).toBeNull();
  });

  it('toggles a service on and off', () => {
    expect(toggled(toggled([], 'a'), 'a')).toEqual([]);
  });
});

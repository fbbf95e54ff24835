import { instantToOffsetDateTime, instantToWallClock, wallClockToInstant } from '@/server/time/wall-clock';
import type { PartnerAppointmentRequest, TripInformation, TripView } from '@/server/trips/trip.schemas';

export type TripKind = 'pickup' | 'dropoff';

/** What the advisor edits; every value a string as the inputs hold it. Times are the dealer's wall clock. */
export type TripForm = {
  originAddress: string;
  destinationAddress: string;
  /** Pickup: "pick up by" (mustStartBy). Dropoff: "deliver at" (rideTime). `yyyy-MM-ddTHH:mm`. */
  time: string;
  primaryDriverUuid: string;
  secondaryDriverUuid: string;
  loaner: string;
  notes: string;
};

export type TripFormErrors = Partial<Record<keyof TripForm, string>>;

export const tripLabels: Record<TripKind, { title: string; time: string }> = {
  pickup: { title: 'Pickup', time: 'Pick up by' },
  dropoff: { title: 'Dropoff', time: 'Deliver at' },
};

const toInputTime = (offsetDateTime: string | null, timeZone: string) =>
  offsetDateTime
    ? instantToWallClock(new Date(offsetDateTime.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')), timeZone).slice(
        0,
        16,
      )
    : '';

/** The form for a stored trip, or an empty one (a new dropoff starts where the pickup ended). */
export function formFromTrip(
  trip: TripView | null,
  kind: TripKind,
  timeZone: string,
  pickup: TripView | null = null,
): TripForm {
  if (!trip) {
    return {
      originAddress: kind === 'dropoff' ? (pickup?.destinationAddress ?? '') : '',
      destinationAddress: kind === 'dropoff' ? (pickup?.originAddress ?? '') : '',
      time: '',
      primaryDriverUuid: '',
      secondaryDriverUuid: '',
      loaner: '',
      notes: '',
    };
  }
  return {
    originAddress: trip.originAddress ?? '',
    destinationAddress: trip.destinationAddress ?? '',
    time: toInputTime(kind === 'pickup' ? trip.mustStartBy : trip.rideTime, timeZone),
    primaryDriverUuid: trip.primaryDriverUUID ?? '',
    secondaryDriverUuid: trip.secondaryDriverUUID ?? '',
    loaner: trip.loaner ?? '',
    notes: trip.notes ?? '',
  };
}

/** The same rules the service applies, said in plain words before anything is sent. */
export function validateTripForm(form: TripForm, kind: TripKind, timeZone: string): TripFormErrors {
  const errors: TripFormErrors = {};
  if (!form.originAddress.trim()) {
    errors.originAddress =
      kind === 'pickup' ? 'Enter where to pick the vehicle up.' : 'Enter where the vehicle leaves from.';
  }
  if (!form.destinationAddress.trim()) {
    errors.destinationAddress =
      kind === 'pickup' ? 'Enter where to bring the vehicle.' : 'Enter where to deliver the vehicle.';
  }
  if (!form.time) {
    errors.time =
      kind === 'pickup' ? 'Choose when to pick the vehicle up.' : 'Choose when to deliver the vehicle.';
  } else if (!wallClockToInstant(`${form.time}:00`, timeZone).ok) {
    errors.time = 'That time does not exist on this day (the clocks change). Choose another time.';
  }
  if (form.secondaryDriverUuid && !form.primaryDriverUuid) {
    errors.primaryDriverUuid = 'Choose the main driver before a second driver.';
  }
  if (form.primaryDriverUuid && form.primaryDriverUuid === form.secondaryDriverUuid) {
    errors.secondaryDriverUuid = 'Choose two different drivers, or leave the second driver empty.';
  }
  return errors;
}

const offsetTime = (wallClock: string, timeZone: string): string => {
  const result = wallClockToInstant(wallClock, timeZone);
  if (!result.ok) throw new Error(`${wallClock} does not exist in ${timeZone}`);
  return instantToOffsetDateTime(result.instant, timeZone).replace(/\.\d{3}/, '');
};

/** The trip object of the partner body; optional fields left empty are cleared (null). */
export function tripBodyFromForm(form: TripForm, kind: TripKind, timeZone: string): TripInformation {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  const time = offsetTime(`${form.time}:00`, timeZone);
  return {
    rideType: kind === 'pickup' ? 'PICKUP_VEHICLE' : 'DROPOFF_VEHICLE',
    originAddress: form.originAddress.trim(),
    destinationAddress: form.destinationAddress.trim(),
    ...(kind === 'pickup' ? { mustStartBy: time } : { rideTime: time }),
    primaryDriverUUID: orNull(form.primaryDriverUuid),
    secondaryDriverUUID: orNull(form.secondaryDriverUuid),
    loaner: orNull(form.loaner),
    notes: orNull(form.notes),
  };
}

export type AppointmentForTrips = {
  appointmentUuid: string;
  departmentUuid: string;
  customerUuid: string;
  /** The appointment's start, the dealer's wall clock (yyyy-MM-ddTHH:mm:ss). */
  appointmentStartDateTime: string;
  timeZone: string;
};

export type TripChange =
  | { kind: TripKind; action: 'create'; body: TripInformation }
  | { kind: TripKind; action: 'update'; eventUuid: string; body: TripInformation }
  | { kind: TripKind; action: 'delete'; eventUuid: string };

/**
 * The partner update body for one trip change from the dealership's web app (source WEB). The
 * appointment itself stays as it is: its own start time is sent back unchanged.
 */
export function partnerBodyFor(
  appointment: AppointmentForTrips,
  change: TripChange,
): PartnerAppointmentRequest {
  const trip: TripInformation =
    change.action === 'create'
      ? change.body
      : change.action === 'update'
        ? { eventUUID: change.eventUuid, ...change.body }
        : { eventUUID: change.eventUuid };
  return {
    customerUUID: appointment.customerUuid,
    appointmentDateTime: offsetTime(appointment.appointmentStartDateTime, appointment.timeZone),
    dealerDepartmentUUID: appointment.departmentUuid,
    appointmentInformation: { appointmentStartDateTime: appointment.appointmentStartDateTime },
    source: 'WEB',
    ...(change.kind === 'pickup' ? { pickupTripInformation: trip } : { dropTripInformation: trip }),
  };
}

/** Plain words for the codes the trip operations answer with; anything else keeps the service's text. */
export function tripErrorMessage(code: string, description: string): string {
  const messages: Record<string, string> = {
    TRIP_ALREADY_EXISTS: 'This appointment already has a pickup. Reload the page to see it.',
    DROPOFF_ALREADY_EXISTS: 'This pickup already has a dropoff. Reload the page to see it.',
    PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT:
      'That pickup no longer belongs to this appointment. Reload the page.',
    DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT:
      'That dropoff no longer belongs to this appointment, or there is no pickup to deliver from. Reload the page.',
    TRIP_NOT_EDITABLE: 'The driver has already started this trip, so it can no longer be changed here.',
    TRIP_DRIVER_NOT_FOUND:
      'One of the chosen drivers no longer works in this department. Choose another driver.',
    PRIMARY_AND_SECONDARY_DRIVER_CANNOT_BE_SAME: 'Choose two different drivers.',
    DROPOFF_RIDE_TIME_REQUIRED: 'Choose when to deliver the vehicle.',
    TRANSPORT_OPTION_INVALID:
      'This department does not offer pickup and delivery yet. Ask a manager to add the Pickup and Delivery transport option.',
    INCORRECT_APPOINTMENT: 'This appointment is closed (cancelled or completed), so its trips cannot change.',
    PAST_DATE: 'This appointment is in the past, so its trips cannot change.',
    UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK:
      'Someone else is changing this appointment right now. Try again.',
    FORBIDDEN: 'You are not allowed to change trips of this department.',
    NETWORK_ERROR: 'The server could not be reached. Check your connection and try again.',
  };
  return messages[code] ?? description;
}

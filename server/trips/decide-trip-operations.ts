import { DomainError } from '../core/errors';
import type { TripInformation } from './trip.schemas';

/** A trip object of the request reduced to what decides the operation: its eventUUID and its body. */
export type TripInstruction = { eventUuid: string | null; body: TripInformation | null };

export type PickupIntent =
  | { kind: 'none' }
  | { kind: 'create'; body: TripInformation }
  | { kind: 'update'; eventUuid: string; body: TripInformation }
  | { kind: 'delete'; eventUuid: string };

export type DropoffIntent =
  | { kind: 'none' }
  | { kind: 'create'; body: TripInformation }
  | { kind: 'update'; eventUuid: string; body: TripInformation }
  | { kind: 'delete'; eventUuid: string }
  /** Goes with the deleted pickup; eventUUID, when sent, must be the linked dropoff. */
  | { kind: 'deleteWithPickup'; eventUuid: string | null };

export type TripIntent = { tripCase: number; pickup: PickupIntent; dropoff: DropoffIntent };

/** The trips an appointment has now: its mapped pickup and the dropoff linked to it. */
export type MappedTrips = { pickupUuid: string | null; dropoffUuid: string | null };

export type TripStep =
  | { op: 'createPickup'; body: TripInformation }
  | { op: 'updatePickup'; eventUuid: string; body: TripInformation }
  | { op: 'deletePickup'; eventUuid: string; linkedDropoffUuid: string | null }
  | { op: 'createDropoff'; body: TripInformation }
  | { op: 'updateDropoff'; eventUuid: string; body: TripInformation }
  | { op: 'deleteDropoff'; eventUuid: string };

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** Splits a trip object into eventUUID and body; a body is any other field that carries a value. */
export function toInstruction(info: TripInformation | null | undefined): TripInstruction {
  if (!info) return { eventUuid: null, body: null };
  const { eventUUID, ...rest } = info;
  const hasBody = Object.values(rest).some((v) => v !== null && v !== undefined && v !== '');
  return { eventUuid: blank(eventUUID) ? null : (eventUUID as string).trim(), body: hasBody ? info : null };
}

/**
 * The spec's 16 cases (P/D × eventUUID × body), decided from the request alone. Rows 1, 11 and 12
 * are refused here; the rest are checked against the stored trips by `planTripSteps`.
 */
export function decideTripOperations(pickup: TripInstruction, dropoff: TripInstruction): TripIntent {
  const tripCase = 1 + caseIndex(pickup, dropoff);
  const p = pickup;
  const d = dropoff;
  if (!p.eventUuid && !p.body && !d.eventUuid && !d.body) {
    throw new DomainError(
      'NO_OPERATION_SPECIFIED',
      'Send pickupTripInformation or dropTripInformation: this operation always changes a trip',
    );
  }
  // A pickup with eventUUID and no body is a delete: whatever the dropoff says, it goes too (rows 5–8).
  if (p.eventUuid && !p.body) {
    return {
      tripCase,
      pickup: { kind: 'delete', eventUuid: p.eventUuid },
      dropoff: { kind: 'deleteWithPickup', eventUuid: d.eventUuid },
    };
  }
  if (!p.eventUuid && p.body && d.eventUuid) {
    throw new DomainError(
      'INVALID_DROPOFF_WITH_NEW_PICKUP',
      'A new pickup cannot take an existing dropoff: leave dropTripInformation.eventUUID out to create its dropoff',
    );
  }
  const pickupIntent: PickupIntent = !p.body
    ? { kind: 'none' }
    : p.eventUuid
      ? { kind: 'update', eventUuid: p.eventUuid, body: p.body }
      : { kind: 'create', body: p.body };
  const dropoffIntent: DropoffIntent = d.eventUuid
    ? d.body
      ? { kind: 'update', eventUuid: d.eventUuid, body: d.body }
      : { kind: 'delete', eventUuid: d.eventUuid }
    : d.body
      ? { kind: 'create', body: d.body }
      : { kind: 'none' };
  return { tripCase, pickup: pickupIntent, dropoff: dropoffIntent };
}

/** Row number of the spec's case table minus one (its rows run P Body, P UUID, D UUID, D Body as bits). */
function caseIndex(p: TripInstruction, d: TripInstruction): number {
  return (p.body ? 8 : 0) + (p.eventUuid ? 4 : 0) + (d.eventUuid ? 2 : 0) + (d.body ? 1 : 0);
}

/**
 * Checks an intent against the appointment's trips (the spec's validation rules) and orders the
 * steps to run. Pure: the caller loads `mapped` under the appointment's row lock.
 */
export function planTripSteps(intent: TripIntent, mapped: MappedTrips): TripStep[] {
  const { pickup, dropoff } = intent;
  const steps: TripStep[] = [];
  const requireMappedPickup = (eventUuid: string) => {
    if (eventUuid !== mapped.pickupUuid) {
      throw new DomainError(
        'PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT',
        mapped.pickupUuid
          ? `Pickup trip ${eventUuid} is not the pickup of this appointment`
          : `The appointment has no pickup trip; ${eventUuid} is not linked to it`,
      );
    }
  };
  const requireLinkedDropoff = (eventUuid: string) => {
    if (!mapped.pickupUuid || eventUuid !== mapped.dropoffUuid) {
      throw new DomainError(
        'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
        `Dropoff trip ${eventUuid} is not linked to the pickup of this appointment`,
      );
    }
  };

  if (pickup.kind === 'delete') {
    requireMappedPickup(pickup.eventUuid);
    if (dropoff.kind === 'deleteWithPickup' && dropoff.eventUuid) requireLinkedDropoff(dropoff.eventUuid);
    return [{ op: 'deletePickup', eventUuid: pickup.eventUuid, linkedDropoffUuid: mapped.dropoffUuid }];
  }
  if (pickup.kind === 'create') {
    if (mapped.pickupUuid) {
      throw new DomainError(
        'TRIP_ALREADY_EXISTS',
        `The appointment already has pickup trip ${mapped.pickupUuid}; send its eventUUID to change it`,
      );
    }
    steps.push({ op: 'createPickup', body: pickup.body });
  }
  if (pickup.kind === 'update') {
    requireMappedPickup(pickup.eventUuid);
    steps.push({ op: 'updatePickup', eventUuid: pickup.eventUuid, body: pickup.body });
  }

  switch (dropoff.kind) {
    case 'create':
      if (pickup.kind !== 'create' && !mapped.pickupUuid) {
        throw new DomainError(
          'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
          'The appointment has no pickup trip to link a dropoff to; create the pickup first (or in the same request)',
        );
      }
      if (pickup.kind !== 'create' && mapped.dropoffUuid) {
        throw new DomainError(
          'DROPOFF_ALREADY_EXISTS',
          `The pickup already has dropoff trip ${mapped.dropoffUuid}; send its eventUUID to change it`,
        );
      }
      steps.push({ op: 'createDropoff', body: dropoff.body });
      break;
    case 'update':
      requireLinkedDropoff(dropoff.eventUuid);
      steps.push({ op: 'updateDropoff', eventUuid: dropoff.eventUuid, body: dropoff.body });
      break;
    case 'delete':
      requireLinkedDropoff(dropoff.eventUuid);
      steps.push({ op: 'deleteDropoff', eventUuid: dropoff.eventUuid });
      break;
    default:
      break;
  }
  return steps;
}

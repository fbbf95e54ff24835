import type { Warning } from '../core/errors';
import type { Trip, TripHistoryEntry } from '../db/schema';
import { instantToOffsetDateTime } from '../time/wall-clock';
import type { TripOutcome } from './apply-trip-steps';
import type { SaveAppointmentWithTripResponse, TripView } from './trip.schemas';

/** The one place stored trips become wire objects: times in the dealer's zone with their offset. */
export function toTripView(trip: Trip, timeZone: string, driverNames: Map<string, string>): TripView {
  const at = (instant: Date | null) => (instant ? instantToOffsetDateTime(instant, timeZone) : null);
  return {
    eventUuid: trip.uuid,
    version: trip.version,
    rideType: trip.rideType,
    tripStatus: trip.status,
    parentEventUuid: trip.parentTripUuid,
    appointmentUuid: trip.appointmentUuid,
    appointmentTime: instantToOffsetDateTime(trip.appointmentTime, timeZone),
    mustStartBy: at(trip.mustStartBy),
    rideTime: at(trip.rideTime),
    originAddress: trip.originAddress,
    originLocationLat: trip.originLat,
    originLocationLon: trip.originLon,
    destinationAddress: trip.destinationAddress,
    destLocationLat: trip.destLat,
    destLocationLon: trip.destLon,
    optionalFields: trip.optionalFields,
    primaryDriverUUID: trip.primaryDriverUuid,
    primaryDriverName: trip.primaryDriverUuid ? (driverNames.get(trip.primaryDriverUuid) ?? null) : null,
    secondaryDriverUUID: trip.secondaryDriverUuid,
    secondaryDriverName: trip.secondaryDriverUuid
      ? (driverNames.get(trip.secondaryDriverUuid) ?? null)
      : null,
    loaner: trip.loaner,
    notes: trip.notes,
    createdDateTime: trip.createdAt.toISOString(),
    updatedDateTime: trip.updatedAt.toISOString(),
  };
}

export const toTripHistoryView = (entry: TripHistoryEntry) => ({
  eventUuid: entry.tripUuid,
  rideType: entry.rideType,
  event: entry.event,
  fromStatus: entry.fromStatus,
  toStatus: entry.toStatus,
  changes: entry.changes,
  actorKind: entry.actorKind,
  actorName: entry.actorName,
  occurredAt: entry.createdAt.toISOString(),
});

/** The answer of a create, save or delete with trips: the trips touched and the appointment's warnings. */
export function tripAnswer(
  appointmentUuid: string,
  outcome: TripOutcome,
  warnings: Warning[],
): SaveAppointmentWithTripResponse {
  return {
    eventUUID: outcome.pickupUuid,
    pickupEventUUID: outcome.pickupUuid,
    dropoffEventUUID: outcome.dropoffUuid,
    appointmentUUID: appointmentUuid,
    statusCode: 200,
    errors: null,
    warnings,
  };
}

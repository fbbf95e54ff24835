import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { transportOptionInputSchema } from '../appointments/appointment.schemas';
import { type Actor, historyColumns } from '../appointments/record-history';
import { resolveDealerAssociate } from '../appointments/resolve-advisor';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import {
  type Appointment,
  appointments,
  type DealerAssociate,
  dealerAssociates,
  dealers,
  type Trip,
  type TripEvent,
  type TripStatus,
  transportOptions,
  tripHistory,
  trips,
} from '../db/schema';
import { displayNameOf, selectDealerAssociatesWithUser } from '../users/dealer-associate-records';
import type { MappedTrips } from './decide-trip-operations';

export type TransportOptionInput = z.output<typeof transportOptionInputSchema>;

/** The appointment's trips (pickup first), always filtered by the dealer. */
export async function findTripsOfAppointment(
  tx: Tx,
  input: { dealerUuid: string; appointmentUuid: string },
): Promise<Trip[]> {
  const rows = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.dealerUuid, input.dealerUuid), eq(trips.appointmentUuid, input.appointmentUuid)))
    .orderBy(asc(trips.createdAt));
  const rank = (t: Trip) => (t.rideType === 'PICKUP_VEHICLE' ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** The mapped pickup and the dropoff linked to it, as the decision table sees them. */
export function mappedTripsOf(rows: Trip[]): MappedTrips {
  const pickup = rows.find((t) => t.rideType === 'PICKUP_VEHICLE') ?? null;
  const dropoff = pickup
    ? (rows.find((t) => t.rideType === 'DROPOFF_VEHICLE' && t.parentTripUuid === pickup.uuid) ?? null)
    : null;
  return { pickupUuid: pickup?.uuid ?? null, dropoffUuid: dropoff?.uuid ?? null };
}

/** Dealer associates of the department named by their own uuid or their user's uuid. */
export async function findDepartmentAssociates(
  tx: Tx,
  input: { departmentUuid: string; uuids: string[] },
): Promise<DealerAssociate[]> {
  if (input.uuids.length === 0) return [];
  return tx
    .select()
    .from(dealerAssociates)
    .where(
      and(
        eq(dealerAssociates.departmentUuid, input.departmentUuid),
        eq(dealerAssociates.isValid, true),
        or(inArray(dealerAssociates.uuid, input.uuids), inArray(dealerAssociates.userUuid, input.uuids)),
      ),
    );
}

/** Display names of dealer associates (for the drivers of a trip). */
export async function findAssociateNames(tx: Tx, uuids: string[]): Promise<Map<string, string>> {
  if (uuids.length === 0) return new Map();
  const rows = await selectDealerAssociatesWithUser(tx, {}).where(inArray(dealerAssociates.uuid, uuids));
  return new Map(rows.map((r) => [r.uuid, displayNameOf(r)]));
}

export async function recordTripHistory(
  tx: Tx,
  entry: {
    trip: Pick<Trip, 'uuid' | 'appointmentUuid' | 'rideType'>;
    event: TripEvent;
    fromStatus: TripStatus | null;
    toStatus: TripStatus | null;
    changes?: Record<string, { from: unknown; to: unknown }>;
    actor: Actor;
  },
): Promise<void> {
  await tx.insert(tripHistory).values({
    ...historyColumns(entry),
    appointmentUuid: entry.trip.appointmentUuid,
    tripUuid: entry.trip.uuid,
    rideType: entry.trip.rideType,
  });
}

/**
 * Locks the appointment row for the whole trip operation. Waiting (not NOWAIT) on purpose: two
 * simultaneous pickup creates are serialised, and the second one then sees the first pickup.
 */
export async function lockAppointmentForTrips(
  tx: Tx,
  input: { dealerUuid: string; appointmentUuid: string },
): Promise<Appointment | undefined> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.uuid, input.appointmentUuid), eq(appointments.dealerUuid, input.dealerUuid)))
    .for('update');
  return row;
}

/**
 * The department's Pickup and Delivery option as the appointment's transport option. The spec: with
 * trip data the option must be Pickup and Delivery; an omitted one is normalised to it.
 */
export async function pickupAndDeliveryTransport(
  tx: Tx,
  input: { departmentUuid: string; option: TransportOptionInput | null | undefined },
): Promise<TransportOptionInput> {
  const [option] = await tx
    .select()
    .from(transportOptions)
    .where(
      and(
        eq(transportOptions.departmentUuid, input.departmentUuid),
        eq(transportOptions.isPickupAndDelivery, true),
      ),
    )
    .limit(1);
  const sent = input.option;
  const name = sent?.transportation?.trim().toLowerCase();
  const names = ['pickup_and_delivery', option?.optionName.toLowerCase(), option?.customName.toLowerCase()];
  const other =
    (sent?.transportOptionUuid && sent.transportOptionUuid !== option?.uuid) ||
    (name && !names.includes(name));
  if (other) {
    throw new DomainError(
      'PICKUP_AND_DELIVERY_TRANSPORT_OPTION_REQUIRED',
      'An appointment with pickup or dropoff trips must use the Pickup and Delivery transport option; send it or leave transportOption out',
    );
  }
  if (!option) {
    throw new DomainError(
      'TRANSPORT_OPTION_INVALID',
      'This department offers no Pickup and Delivery transport option',
    );
  }
  return { ...sent, transportOptionUuid: option.uuid, transportation: option.optionName };
}

/** The dealer associate who assigns the trips (creatorUser.uuid): one of the department's. */
export async function resolveTripAssigner(
  tx: Tx,
  input: { departmentUuid: string; uuid: string | null },
): Promise<string | null> {
  if (!input.uuid) return null;
  const associate = await resolveDealerAssociate(tx, {
    departmentUuid: input.departmentUuid,
    uuid: input.uuid,
    role: 'creator',
  });
  return associate.uuid;
}

/** The appointment's trip, locked until the transaction ends, if it is the dealer's. */
export async function lockTripOfAppointment(
  tx: Tx,
  input: { uuid: string; dealerUuid: string; appointmentUuid: string },
): Promise<Trip | undefined> {
  const [row] = await tx
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.uuid, input.uuid),
        eq(trips.dealerUuid, input.dealerUuid),
        eq(trips.appointmentUuid, input.appointmentUuid),
      ),
    )
    .for('update');
  return row;
}

/** Stores a new trip inside a savepoint, so a unique violation leaves the transaction usable. */
export async function insertTrip(tx: Tx, trip: typeof trips.$inferInsert): Promise<void> {
  await tx.transaction(async (sp) => {
    await sp.insert(trips).values(trip);
  });
}

/** Writes the dealer's trip's changed fields as a new version. */
export async function updateTripFields(
  tx: Tx,
  input: { uuid: string; dealerUuid: string; fields: Partial<typeof trips.$inferInsert> },
): Promise<void> {
  await tx
    .update(trips)
    .set({ ...input.fields, version: sql`${trips.version} + 1` })
    .where(and(eq(trips.uuid, input.uuid), eq(trips.dealerUuid, input.dealerUuid)));
}

/** Deletes the dealer's trip. */
export async function deleteTripRow(tx: Tx, input: { uuid: string; dealerUuid: string }): Promise<void> {
  await tx.delete(trips).where(and(eq(trips.uuid, input.uuid), eq(trips.dealerUuid, input.dealerUuid)));
}

/** The dealer's appointment's department and the dealer's time zone, if the dealer has it. */
export async function selectAppointmentWithZone(
  tx: Tx,
  input: { appointmentUuid: string; dealerUuid: string },
): Promise<{ departmentUuid: string; timeZone: string } | undefined> {
  const [row] = await tx
    .select({ departmentUuid: appointments.departmentUuid, timeZone: dealers.timeZone })
    .from(appointments)
    .innerJoin(dealers, eq(dealers.uuid, appointments.dealerUuid))
    .where(and(eq(appointments.uuid, input.appointmentUuid), eq(appointments.dealerUuid, input.dealerUuid)));
  return row;
}

/** The history of an appointment's trips, oldest first. */
export function selectTripHistory(tx: Tx, appointmentUuid: string) {
  return tx
    .select()
    .from(tripHistory)
    .where(eq(tripHistory.appointmentUuid, appointmentUuid))
    .orderBy(asc(tripHistory.createdAt));
}

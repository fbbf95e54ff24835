import type { Actor } from '../appointments/record-history';
import { DomainError, isUniqueViolation } from '../core/errors';
import type { Tx } from '../db/client';
import type { Trip, TripStatus, trips } from '../db/schema';
import { newUuid } from '../ids';
import type { TripStep } from './decide-trip-operations';
import { dropoffRideType, pickupRideType, type TripInformation } from './trip.schemas';
import {
  deleteTripRow,
  findDepartmentAssociates,
  insertTrip,
  lockTripOfAppointment,
  recordTripHistory,
  updateTripFields,
} from './trip-records';
import { parseOffsetDateTime } from './validate-partner-request';

export type TripContext = {
  appointment: { uuid: string; dealerUuid: string; departmentUuid: string };
  /** appointmentDateTime of the request: the timing every trip it touches is planned around. */
  appointmentAt: Date;
  creatorUuid: string | null;
  requesterUserUuid: string | null;
  source: string | null;
  actor: Actor;
};

export type TripOutcome = { pickupUuid: string | null; dropoffUuid: string | null };

/** The steps a trip request decided on, for an appointment, with the pickup it is mapped to now. */
export type TripStepsRequest = TripContext & { steps: TripStep[]; mappedPickupUuid: string | null };

/** Statuses in which a trip has not started: only these may still be changed or deleted. */
const editableStatuses: ReadonlySet<TripStatus> = new Set(['DRAFT', 'AUTO_DRAFT', 'ASSIGNED', 'UNASSIGNED']);

type TripFields = Partial<typeof trips.$inferInsert>;

function parseTripTime(value: string | null | undefined, field: string): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const instant = parseOffsetDateTime(value.trim());
  if (!instant) {
    throw new DomainError(
      'INVALID_TRIP_TIME',
      `${field} "${value}" is not ISO-8601 with an offset, e.g. 2027-03-04T09:15:00-0600`,
    );
  }
  return instant;
}

function checkCoordinate(value: number | null | undefined, limit: number, field: string) {
  if (value === null || value === undefined) return;
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw new DomainError('INVALID_TRIP_LOCATION', `${field} ${value} is outside ±${limit}`);
  }
}

/** Turns a trip body into column values; a field left out stays as it is, null clears it. */
async function tripFieldsOf(
  tx: Tx,
  ctx: TripContext,
  body: TripInformation,
  which: 'pickup' | 'dropoff',
): Promise<TripFields> {
  const prefix = which === 'pickup' ? 'pickupTripInformation' : 'dropTripInformation';
  checkCoordinate(body.originLocationLat, 90, `${prefix}.originLocationLat`);
  checkCoordinate(body.originLocationLon, 180, `${prefix}.originLocationLon`);
  checkCoordinate(body.destLocationLat, 90, `${prefix}.destLocationLat`);
  checkCoordinate(body.destLocationLon, 180, `${prefix}.destLocationLon`);
  const driverUuids = [body.primaryDriverUUID, body.secondaryDriverUUID].filter(
    (u): u is string => typeof u === 'string' && u.trim() !== '',
  );
  const drivers = await findDepartmentAssociates(tx, {
    departmentUuid: ctx.appointment.departmentUuid,
    uuids: driverUuids,
  });
  const driver = (uuid: string | null | undefined, field: string): string | null | undefined => {
    if (uuid === undefined) return undefined;
    if (uuid === null || uuid.trim() === '') return null;
    const found = drivers.find((d) => d.uuid === uuid || d.userUuid === uuid);
    if (!found) {
      throw new DomainError(
        'TRIP_DRIVER_NOT_FOUND',
        `${prefix}.${field} ${uuid} is not a dealer associate of this department`,
      );
    }
    return found.uuid;
  };
  const fields: TripFields = {
    mustStartBy: parseTripTime(body.mustStartBy, `${prefix}.mustStartBy`),
    rideTime: parseTripTime(body.rideTime, `${prefix}.rideTime`),
    originAddress: body.originAddress,
    originLat: body.originLocationLat,
    originLon: body.originLocationLon,
    destinationAddress: body.destinationAddress,
    destLat: body.destLocationLat,
    destLon: body.destLocationLon,
    optionalFields: body.optionalFields === null ? {} : body.optionalFields,
    primaryDriverUuid: driver(body.primaryDriverUUID, 'primaryDriverUUID'),
    secondaryDriverUuid: driver(body.secondaryDriverUUID, 'secondaryDriverUUID'),
    loaner: body.loaner,
    notes: body.notes,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as TripFields;
}

/** DRAFT until someone drives it; ASSIGNED once a primary driver is set. */
const statusFor = (primaryDriverUuid: string | null | undefined): TripStatus =>
  primaryDriverUuid ? 'ASSIGNED' : 'DRAFT';

async function lockTrip(tx: Tx, ctx: TripContext, uuid: string): Promise<Trip> {
  const row = await lockTripOfAppointment(tx, {
    uuid,
    dealerUuid: ctx.appointment.dealerUuid,
    appointmentUuid: ctx.appointment.uuid,
  });
  // planTripSteps checked the linkage under the appointment lock, so the row is there.
  if (!row) throw new Error(`trip ${uuid} vanished under the appointment lock`);
  return row;
}

function requireEditable(trip: Trip, verb: string) {
  if (!editableStatuses.has(trip.status)) {
    throw new DomainError(
      'TRIP_NOT_EDITABLE',
      `The ${trip.rideType === pickupRideType ? 'pickup' : 'dropoff'} trip is ${trip.status} and can no longer be ${verb}`,
    );
  }
}

async function createTrip(
  tx: Tx,
  ctx: TripContext,
  input: { rideType: Trip['rideType']; parentTripUuid: string | null; body: TripInformation },
): Promise<string> {
  const fields = await tripFieldsOf(
    tx,
    ctx,
    input.body,
    input.rideType === pickupRideType ? 'pickup' : 'dropoff',
  );
  const uuid = newUuid();
  const status = statusFor(fields.primaryDriverUuid);
  try {
    // A savepoint, so a lost race surfaces as the spec's code rather than an aborted transaction.
    await insertTrip(tx, {
      ...fields,
      uuid,
      dealerUuid: ctx.appointment.dealerUuid,
      departmentUuid: ctx.appointment.departmentUuid,
      appointmentUuid: ctx.appointment.uuid,
      parentTripUuid: input.parentTripUuid,
      rideType: input.rideType,
      status,
      appointmentTime: ctx.appointmentAt,
      assignedByDealerAssociateUuid: ctx.creatorUuid,
      requesterUserUuid: ctx.requesterUserUuid,
      source: ctx.source,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw input.rideType === pickupRideType
      ? new DomainError('TRIP_ALREADY_EXISTS', 'The appointment already has a pickup trip', { cause: error })
      : new DomainError('DROPOFF_ALREADY_EXISTS', 'The pickup already has a dropoff trip', { cause: error });
  }
  await recordTripHistory(tx, {
    trip: { uuid, appointmentUuid: ctx.appointment.uuid, rideType: input.rideType },
    event: 'CREATED',
    fromStatus: null,
    toStatus: status,
    actor: ctx.actor,
  });
  return uuid;
}

async function updateTrip(tx: Tx, ctx: TripContext, uuid: string, body: TripInformation): Promise<void> {
  const current = await lockTrip(tx, ctx, uuid);
  requireEditable(current, 'changed');
  const fields: TripFields = {
    ...(await tripFieldsOf(tx, ctx, body, current.rideType === pickupRideType ? 'pickup' : 'dropoff')),
    appointmentTime: ctx.appointmentAt,
  };
  if (ctx.creatorUuid) fields.assignedByDealerAssociateUuid = ctx.creatorUuid;
  const primary =
    fields.primaryDriverUuid !== undefined ? fields.primaryDriverUuid : current.primaryDriverUuid;
  const status = statusFor(primary);
  if (status !== current.status) fields.status = status;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(fields)) {
    const before = current[key as keyof Trip];
    const show = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));
    if (JSON.stringify(show(before)) !== JSON.stringify(show(value))) {
      changes[key] = { from: show(before), to: show(value) };
    }
  }
  if (Object.keys(changes).length === 0) return;
  await updateTripFields(tx, { uuid, dealerUuid: ctx.appointment.dealerUuid, fields });
  await recordTripHistory(tx, {
    trip: current,
    event: fields.status ? 'STATUS_CHANGED' : 'UPDATED',
    fromStatus: current.status,
    toStatus: fields.status ?? current.status,
    changes,
    actor: ctx.actor,
  });
}

async function deleteTrip(tx: Tx, ctx: TripContext, uuid: string): Promise<void> {
  const current = await lockTrip(tx, ctx, uuid);
  requireEditable(current, 'deleted');
  await deleteTripRow(tx, { uuid, dealerUuid: ctx.appointment.dealerUuid });
  await recordTripHistory(tx, {
    trip: current,
    event: 'DELETED',
    fromStatus: current.status,
    toStatus: null,
    actor: ctx.actor,
  });
}

/**
 * Runs the planned trip steps inside the caller's transaction (the one that also changes the
 * appointment), so the appointment and its trips commit together or not at all.
 */
export async function applyTripSteps(tx: Tx, request: TripStepsRequest): Promise<TripOutcome> {
  const { steps, mappedPickupUuid, ...ctx } = request;
  let pickupUuid = mappedPickupUuid;
  let dropoffUuid: string | null = null;
  for (const step of steps) {
    switch (step.op) {
      case 'createPickup':
        pickupUuid = await createTrip(tx, ctx, {
          rideType: pickupRideType,
          parentTripUuid: null,
          body: step.body,
        });
        break;
      case 'updatePickup':
        await updateTrip(tx, ctx, step.eventUuid, step.body);
        pickupUuid = step.eventUuid;
        break;
      case 'deletePickup':
        // The dropoff goes first, in the same transaction: the spec's cascade, with its own history entry.
        if (step.linkedDropoffUuid) await deleteTrip(tx, ctx, step.linkedDropoffUuid);
        await deleteTrip(tx, ctx, step.eventUuid);
        pickupUuid = step.eventUuid;
        dropoffUuid = step.linkedDropoffUuid;
        break;
      case 'createDropoff':
        dropoffUuid = await createTrip(tx, ctx, {
          rideType: dropoffRideType,
          parentTripUuid: pickupUuid,
          body: step.body,
        });
        break;
      case 'updateDropoff':
        await updateTrip(tx, ctx, step.eventUuid, step.body);
        dropoffUuid = step.eventUuid;
        break;
      case 'deleteDropoff':
        await deleteTrip(tx, ctx, step.eventUuid);
        dropoffUuid = step.eventUuid;
        break;
    }
  }
  return { pickupUuid, dropoffUuid };
}

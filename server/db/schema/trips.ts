import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { timestamps } from './columns';
import { dealerAssociates } from './people';
import { dealers, departments } from './tenancy';

/** Ride types of the pickup-and-delivery service (wire-facts §9); partner trips use the two vehicle rides. */
export type RideType = 'PICKUP_VEHICLE' | 'DROPOFF_VEHICLE';

/** Trip statuses of the pickup-and-delivery service (wire-facts §9). */
export const tripStatuses = [
  'DRAFT',
  'AUTO_DRAFT',
  'ASSIGNED',
  'UNASSIGNED',
  'OUTBOUND',
  'INBOUND',
  'READY_TO_DRIVE',
  'AT_DESTINATION',
  'AT_DEALERSHIP',
  'COMPLETED',
  'CANCELLED',
] as const;
export type TripStatus = (typeof tripStatuses)[number];

/**
 * A pickup or dropoff of a customer's vehicle. An appointment maps at most one pickup; a dropoff
 * hangs off that pickup (parent_trip_uuid) and goes when the pickup goes.
 */
export const trips = pgTable(
  'trips',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    appointmentUuid: text('appointment_uuid').notNull(),
    parentTripUuid: text('parent_trip_uuid'),
    rideType: text('ride_type').$type<RideType>().notNull(),
    status: text('status').$type<TripStatus>().notNull(),
    appointmentTime: timestamp('appointment_time', { withTimezone: true }).notNull(),
    mustStartBy: timestamp('must_start_by', { withTimezone: true }),
    rideTime: timestamp('ride_time', { withTimezone: true }),
    originAddress: text('origin_address'),
    originLat: doublePrecision('origin_lat'),
    originLon: doublePrecision('origin_lon'),
    destinationAddress: text('destination_address'),
    destLat: doublePrecision('dest_lat'),
    destLon: doublePrecision('dest_lon'),
    optionalFields: jsonb('optional_fields').$type<Record<string, string>>().notNull().default({}),
    primaryDriverUuid: text('primary_driver_uuid'),
    secondaryDriverUuid: text('secondary_driver_uuid'),
    loaner: text('loaner'),
    notes: text('notes'),
    /** The dealer associate who assigned (created or last changed) the trip: creatorUser.uuid. */
    assignedByDealerAssociateUuid: text('assigned_by_dealer_associate_uuid'),
    /** requesterUserUUID of the request, passed on to the pickup-and-delivery service. */
    requesterUserUuid: text('requester_user_uuid'),
    source: text('source'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('trips_appointment_idx').on(t.appointmentUuid),
    index('trips_department_idx').on(t.departmentUuid),
    // The spec's linkage as constraints: two concurrent creates cannot both succeed.
    uniqueIndex('trips_one_pickup_per_appointment')
      .on(t.appointmentUuid)
      .where(sql`${t.rideType} = 'PICKUP_VEHICLE'`),
    uniqueIndex('trips_one_dropoff_per_pickup')
      .on(t.parentTripUuid)
      .where(sql`${t.rideType} = 'DROPOFF_VEHICLE'`),
    foreignKey({
      name: 'trips_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trips_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trips_appointment_uuid_fk',
      columns: [t.appointmentUuid],
      foreignColumns: [appointments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trips_parent_trip_uuid_fk',
      columns: [t.parentTripUuid],
      foreignColumns: [t.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trips_primary_driver_uuid_fk',
      columns: [t.primaryDriverUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'trips_secondary_driver_uuid_fk',
      columns: [t.secondaryDriverUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'trips_assigned_by_dealer_associate_uuid_fk',
      columns: [t.assignedByDealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('set null'),
  ],
);

export type Trip = typeof trips.$inferSelect;

export type TripEvent = 'CREATED' | 'UPDATED' | 'DELETED' | 'STATUS_CHANGED';

/**
 * What happened to each trip. Kept by appointment (not by trip) so the entries of a deleted trip
 * remain readable.
 */
export const tripHistory = pgTable(
  'trip_history',
  {
    uuid: text('uuid').primaryKey(),
    appointmentUuid: text('appointment_uuid').notNull(),
    tripUuid: text('trip_uuid').notNull(),
    rideType: text('ride_type').$type<RideType>().notNull(),
    event: text('event').$type<TripEvent>().notNull(),
    fromStatus: text('from_status').$type<TripStatus>(),
    toStatus: text('to_status').$type<TripStatus>(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    ...timestamps,
  },
  (t) => [
    index('trip_history_appointment_idx').on(t.appointmentUuid),
    index('trip_history_trip_idx').on(t.tripUuid),
    foreignKey({
      name: 'trip_history_appointment_uuid_fk',
      columns: [t.appointmentUuid],
      foreignColumns: [appointments.uuid],
    }).onDelete('cascade'),
  ],
);

export type TripHistoryEntry = typeof tripHistory.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers, vehicles } from './customers';
import { dealerAssociates, teams } from './people';
import { transportOptions } from './scheduling';
import { dealers, departments } from './tenancy';

/** Where a change came from (the spec's createdBy values). */
export type AppointmentPlatform = 'dealerapp' | 'online' | 'DMS' | 'API';

export type AppointmentPreferences = {
  emailConfirmation?: boolean;
  textConfirmation?: boolean;
  emailReminder?: boolean;
  textReminder?: boolean;
  notifyCustomer?: boolean;
  sendCommunicationToDA?: boolean;
  confirmationEmail?: string | null;
  confirmationPhoneNumber?: string | null;
};

export const appointments = pgTable(
  'appointments',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    vehicleUuid: text('vehicle_uuid'),
    appointmentKey: text('appointment_key'),
    status: text('status').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The calendar day in the dealer's time zone: the key of schedule and by-date look-ups. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    assignedDealerAssociateUuid: text('assigned_dealer_associate_uuid'),
    creatorDealerAssociateUuid: text('creator_dealer_associate_uuid'),
    teamUuid: text('team_uuid'),
    transportOptionUuid: text('transport_option_uuid'),
    altTransportation: text('alt_transportation'),
    bookingId: text('booking_id'),
    bookInThirdParty: boolean('book_in_third_party').notNull().default(false),
    comments: text('comments'),
    internalNotes: text('internal_notes'),
    mileageText: text('mileage_text'),
    recall: boolean('recall').notNull().default(false),
    pushToDms: boolean('push_to_dms').notNull().default(false),
    reminderCount: integer('reminder_count').notNull().default(0),
    isOverridden: boolean('is_overridden').notNull().default(false),
    overrideFutureNoPrefAppointment: boolean('override_future_no_pref_appointment').notNull().default(false),
    draftUuid: text('draft_uuid'),
    sdSessionId: text('sd_session_id'),
    pdrToOpcodes: jsonb('pdr_to_opcodes').$type<unknown>(),
    deferredRecallList: jsonb('deferred_recall_list').$type<unknown[]>(),
    pickupDeliveryTripEvent: jsonb('pickup_delivery_trip_event').$type<unknown>(),
    metaData: jsonb('meta_data').$type<Record<string, unknown>>(),
    preferences: jsonb('preferences').$type<AppointmentPreferences>(),
    platform: text('platform').$type<AppointmentPlatform>().notNull(),
    /** How the appointment was booked: 'ADVISOR', 'API', 'ONLINE' (the public booking page); null before it was kept. */
    source: text('booking_source'),
    createdByPrincipal: text('created_by_principal'),
    version: integer('version').notNull().default(1),
    /**
     * What the scheduling rules count of the service lines, kept by triggers on
     * appointment_services (migration 0008), so availability reads a day's bookings without them.
     */
    laborMinutes: integer('labor_minutes').notNull().default(0),
    opcodeUuids: text('opcode_uuids').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    // With the uuid, a page of the list is sorted and cut from the index alone (see narrowPageOf).
    index('appointments_department_date_idx').on(t.departmentUuid, t.localDate, t.startAt, t.uuid),
    index('appointments_department_created_idx').on(t.departmentUuid, t.createdAt),
    index('appointments_customer_idx').on(t.customerUuid, t.startAt),
    index('appointments_advisor_date_idx').on(t.assignedDealerAssociateUuid, t.localDate),
    uniqueIndex('appointments_dealer_key_unique')
      .on(t.dealerUuid, t.appointmentKey)
      .where(sql`${t.appointmentKey} is not null`),
    foreignKey({
      name: 'appointments_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointments_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointments_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('restrict'),
    foreignKey({
      name: 'appointments_vehicle_uuid_fk',
      columns: [t.vehicleUuid],
      foreignColumns: [vehicles.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'appointments_assigned_dealer_associate_uuid_fk',
      columns: [t.assignedDealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'appointments_creator_dealer_associate_uuid_fk',
      columns: [t.creatorDealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'appointments_team_uuid_fk',
      columns: [t.teamUuid],
      foreignColumns: [teams.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'appointments_transport_option_uuid_fk',
      columns: [t.transportOptionUuid],
      foreignColumns: [transportOptions.uuid],
    }).onDelete('set null'),
  ],
);

/** One service line of an appointment: an opcode, a menu item or a customer concern. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    uuid: text('uuid').primaryKey(),
    appointmentUuid: text('appointment_uuid').notNull(),
    sortOrder: integer('sort_order').notNull(),
    title: text('title'),
    laborOpCode: text('labor_op_code'),
    description: text('description'),
    opCodeName: text('op_code_name'),
    operationType: text('operation_type').notNull().default('OPCODE'),
    operationUuid: text('operation_uuid'),
    menuUuid: text('menu_uuid'),
    parentTitle: text('parent_title'),
    parentOpcodeUuid: text('parent_opcode_uuid'),
    price: numeric('price', { precision: 12, scale: 2 }),
    laborTotal: numeric('labor_total', { precision: 12, scale: 2 }),
    partsTotal: numeric('parts_total', { precision: 12, scale: 2 }),
    shopFees: numeric('shop_fees', { precision: 12, scale: 2 }),
    taxes: numeric('taxes', { precision: 12, scale: 2 }),
    payType: text('pay_type'),
    recallId: text('recall_id'),
    isCustomConcern: boolean('is_custom_concern').notNull().default(false),
    durationMinutes: integer('duration_minutes'),
    ...timestamps,
  },
  (t) => [
    index('appointment_services_appointment_idx').on(t.appointmentUuid, t.sortOrder),
    // The look-ups read each appointment's lines by its uuid (see customers_uuid_hash_idx).
    index('appointment_services_appointment_hash_idx').using('hash', t.appointmentUuid),
    foreignKey({
      name: 'appointment_services_appointment_uuid_fk',
      columns: [t.appointmentUuid],
      foreignColumns: [appointments.uuid],
    }).onDelete('cascade'),
  ],
);

/** Every change of an appointment: who, when, what, and through which platform. */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    uuid: text('uuid').primaryKey(),
    appointmentUuid: text('appointment_uuid').notNull(),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    platform: text('platform').$type<AppointmentPlatform>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('appointment_history_appointment_idx').on(t.appointmentUuid, t.occurredAt),
    foreignKey({
      name: 'appointment_history_appointment_uuid_fk',
      columns: [t.appointmentUuid],
      foreignColumns: [appointments.uuid],
    }).onDelete('cascade'),
  ],
);

/** Repair orders opened in the DMS; one linked to an appointment freezes it. */
export const repairOrders = pgTable(
  'repair_orders',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    orderNumber: text('order_number').notNull(),
    orderType: text('order_type').notNull().default('RO'),
    status: text('status').notNull().default('OPEN'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    customerUuid: text('customer_uuid'),
    vehicleUuid: text('vehicle_uuid'),
    appointmentUuid: text('appointment_uuid'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('repair_orders_department_number_unique').on(t.departmentUuid, t.orderNumber),
    uniqueIndex('repair_orders_appointment_unique')
      .on(t.appointmentUuid)
      .where(sql`${t.appointmentUuid} is not null`),
    foreignKey({
      name: 'repair_orders_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'repair_orders_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'repair_orders_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'repair_orders_vehicle_uuid_fk',
      columns: [t.vehicleUuid],
      foreignColumns: [vehicles.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'repair_orders_appointment_uuid_fk',
      columns: [t.appointmentUuid],
      foreignColumns: [appointments.uuid],
    }).onDelete('set null'),
  ],
);

export type DraftStatus = 'OPEN' | 'CONFIRMED' | 'EXPIRED';

/** A proposed visit sent to a customer as a deep link; confirming it books the appointment. */
export const appointmentDrafts = pgTable(
  'appointment_drafts',
  {
    uuid: text('uuid').primaryKey(),
    token: text('token').notNull(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<DraftStatus>().notNull().default('OPEN'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appointmentUuid: text('appointment_uuid'),
    createdByPrincipal: text('created_by_principal'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('appointment_drafts_token_unique').on(t.token),
    foreignKey({
      name: 'appointment_drafts_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_drafts_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_drafts_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_drafts_appointment_uuid_fk',
      columns: [t.appointmentUuid],
      foreignColumns: [appointments.uuid],
    }).onDelete('set null'),
  ],
);

/** Results of create calls sent with an Idempotency-Key, replayed for retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    uuid: text('uuid').primaryKey(),
    principalId: text('principal_id').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('idempotency_keys_principal_operation_key_unique').on(t.principalId, t.operation, t.key),
    // The daily pruning finds old keys by age.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export type Appointment = typeof appointments.$inferSelect;
export type AppointmentService = typeof appointmentServices.$inferSelect;
export type AppointmentHistoryEntry = typeof appointmentHistory.$inferSelect;
export type RepairOrder = typeof repairOrders.$inferSelect;

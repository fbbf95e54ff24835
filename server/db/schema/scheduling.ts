import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { dealers, departments } from './tenancy';

/** Opening hours per weekday (0 = Sunday), in the dealer's time zone, with the booking slot size. */
export const hoursOfOperation = pgTable(
  'hours_of_operation',
  {
    uuid: text('uuid').primaryKey(),
    departmentUuid: text('department_uuid').notNull(),
    weekday: integer('weekday').notNull(),
    /** HH:mm */
    opensAt: text('opens_at').notNull(),
    /** HH:mm */
    closesAt: text('closes_at').notNull(),
    slotSizeMinutes: integer('slot_size_minutes').notNull().default(30),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('hours_of_operation_department_weekday_unique').on(t.departmentUuid, t.weekday),
    foreignKey({
      name: 'hours_of_operation_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
  ],
);

export const transportOptions = pgTable(
  'transport_options',
  {
    uuid: text('uuid').primaryKey(),
    departmentUuid: text('department_uuid').notNull(),
    /** Canonical option name, e.g. WAITER, DROP_OFF, LOANER, SHUTTLE, PICKUP_AND_DELIVERY */
    optionName: text('option_name').notNull(),
    customName: text('custom_name').notNull(),
    icon: text('icon'),
    showOnDealerApp: boolean('show_on_dealer_app').notNull().default(true),
    showOnline: boolean('show_online').notNull().default(true),
    isPickupAndDelivery: boolean('is_pickup_and_delivery').notNull().default(false),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('transport_options_department_idx').on(t.departmentUuid),
    uniqueIndex('transport_options_department_name_unique').on(t.departmentUuid, t.optionName),
    foreignKey({
      name: 'transport_options_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
  ],
);

export type HoursOfOperation = typeof hoursOfOperation.$inferSelect;
export type TransportOption = typeof transportOptions.$inferSelect;

/** Brands a dealer services and the model years it takes in (inclusive). */
export const dealerBrandYears = pgTable(
  'dealer_brand_years',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    brand: text('brand').notNull(),
    fromYear: integer('from_year').notNull(),
    toYear: integer('to_year').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dealer_brand_years_dealer_brand_unique').on(t.dealerUuid, t.brand),
    foreignKey({
      name: 'dealer_brand_years_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

export type DealerBrandYears = typeof dealerBrandYears.$inferSelect;

/**
 * A department's scheduling rules as one validated document (`server/scheduling/rules.ts`): read
 * whole by the engine, edited whole in settings. `version` increases with every save so two
 * editors cannot overwrite each other unnoticed.
 */
export const schedulingRules = pgTable(
  'scheduling_rules',
  {
    departmentUuid: text('department_uuid').primaryKey(),
    // The document as stored; scheduling parses it (defaults added since it was saved included).
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'scheduling_rules_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
  ],
);

export type SchedulingRulesRow = typeof schedulingRules.$inferSelect;

/**
 * A stamp per department and local date that changes whenever any appointment of that day (or one
 * of its services) is written; database triggers keep it (migration 0006), so no write path can
 * forget. Availability keeps each day's bookings in memory under its stamp and reloads only the
 * days whose stamp moved.
 */
export const bookingDayStamps = pgTable(
  'booking_day_stamps',
  {
    // No foreign key: the triggers also run while a department's appointments are deleted with it.
    departmentUuid: text('department_uuid').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    stamp: uuid('stamp').notNull().defaultRandom(),
  },
  (t) => [primaryKey({ columns: [t.departmentUuid, t.localDate] })],
);

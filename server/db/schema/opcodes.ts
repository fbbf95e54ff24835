import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { departments } from './tenancy';

/** Mileage range an opcode applies to (inclusive). */
export type VehicleMileageConfig = { fromMileage: number; toMileage: number | null };
/** Most bookings of the opcode per weekday (0 = Sunday). */
export type DailyLimitConfig = { dayOfWeek: number; limit: number };

/** A labor operation code of a department's catalog. Prices are exact decimals. */
export const opcodes = pgTable(
  'opcodes',
  {
    uuid: text('uuid').primaryKey(),
    departmentUuid: text('department_uuid')
      .notNull()
      .references(() => departments.uuid, { onDelete: 'cascade' }),
    laborOpCode: text('labor_op_code').notNull(),
    opCodeName: text('op_code_name'),
    description: text('description'),
    durationMinutes: integer('duration_minutes'),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }),
    laborPrice: numeric('labor_price', { precision: 12, scale: 2 }),
    partsPrice: numeric('parts_price', { precision: 12, scale: 2 }),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }),
    miscPrice: numeric('misc_price', { precision: 12, scale: 2 }),
    dmsLaborPrice: numeric('dms_labor_price', { precision: 12, scale: 2 }),
    dmsPartsPrice: numeric('dms_parts_price', { precision: 12, scale: 2 }),
    dmsTaxAmount: numeric('dms_tax_amount', { precision: 12, scale: 2 }),
    dmsTotalPrice: numeric('dms_total_price', { precision: 12, scale: 2 }),
    isValid: boolean('is_valid').notNull().default(true),
    inMobileService: boolean('in_mobile_service').notNull().default(false),
    inOnlineScheduler: boolean('in_online_scheduler').notNull().default(true),
    inServiceCart: boolean('in_service_cart').notNull().default(false),
    inDealerAppScheduler: boolean('in_dealer_app_scheduler').notNull().default(true),
    comebackFlag: boolean('comeback_flag').notNull().default(false),
    isIndexed: boolean('is_indexed').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    pullEstimateInSC: boolean('pull_estimate_in_sc').notNull().default(false),
    useDmsPrice: boolean('use_dms_price').notNull().default(false),
    showDmsPriceMismatchWarning: boolean('show_dms_price_mismatch_warning').notNull().default(false),
    communicationCode: text('communication_code'),
    payType: text('pay_type'),
    dmsDescription: text('dms_description'),
    serviceType: text('service_type'),
    sortOrder: integer('sort_order'),
    correction: text('correction'),
    cause: text('cause'),
    soldHours: numeric('sold_hours', { precision: 8, scale: 2 }),
    dispatchCode: text('dispatch_code'),
    usagePercentile: numeric('usage_percentile', { precision: 6, scale: 2 }),
    position: integer('position'),
    leadTimeMinutes: integer('lead_time_minutes'),
    notes: text('notes'),
    recallId: text('recall_id'),
    vehicleMileageConfigList: jsonb('vehicle_mileage_config_list')
      .$type<VehicleMileageConfig[]>()
      .notNull()
      .default([]),
    dailyLimitConfigList: jsonb('daily_limit_config_list').$type<DailyLimitConfig[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('opcodes_department_labor_code_unique').on(t.departmentUuid, sql`lower(${t.laborOpCode})`),
    index('opcodes_department_idx').on(t.departmentUuid),
  ],
);

export type Opcode = typeof opcodes.$inferSelect;

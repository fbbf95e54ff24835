import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { dealerAssociates } from './people';
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
    departmentUuid: text('department_uuid').notNull(),
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
    foreignKey({
      name: 'opcodes_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
  ],
);

export type Opcode = typeof opcodes.$inferSelect;

/** What happened to an opcode: saved through the API or the admin, or its communication code migrated. */
export type OpcodeHistoryEvent = 'CREATED' | 'UPDATED' | 'COMMUNICATION_CODE_MIGRATED';
/** Field name (wire spelling) → value before and after, as wire strings/numbers/booleans. */
export type OpcodeFieldChanges = Record<string, { from: unknown; to: unknown }>;

/** One entry per change of an opcode, with who made it (spec: eventDealerAssociateUuid). */
export const opcodeHistory = pgTable(
  'opcode_history',
  {
    uuid: text('uuid').primaryKey(),
    opcodeUuid: text('opcode_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    event: text('event').$type<OpcodeHistoryEvent>().notNull(),
    changes: jsonb('changes').$type<OpcodeFieldChanges>().notNull().default({}),
    eventDealerAssociateUuid: text('event_dealer_associate_uuid'),
    /** apiClient or advisor, and its uuid: who called, whatever dealer associate they named. */
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    requestId: text('request_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('opcode_history_opcode_idx').on(t.opcodeUuid, t.occurredAt),
    foreignKey({
      name: 'opcode_history_opcode_uuid_fk',
      columns: [t.opcodeUuid],
      foreignColumns: [opcodes.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'opcode_history_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'opcode_history_event_dealer_associate_uuid_fk',
      columns: [t.eventDealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('set null'),
  ],
);

/** Menu kinds of the spec's operationType: dealer menus and factory maintenance menus by mileage. */
export type ServiceMenuType = 'SERVICEMENU' | 'SERVICEMOTORSMAINTENANCEMENU';
/** Line kinds inside a menu: one of the department's opcodes, or a factory line item or indicator. */
export type ServiceMenuItemType = 'OPCODE' | 'SERVICEMOTORSLINEITEM' | 'SERVICEMOTORSINDICATOR';

/** A service menu groups opcodes that are booked together under one title. */
export const serviceMenus = pgTable(
  'service_menus',
  {
    uuid: text('uuid').primaryKey(),
    departmentUuid: text('department_uuid').notNull(),
    menuType: text('menu_type').$type<ServiceMenuType>().notNull(),
    /** The menu's code, sent as a service item's parentTitle. */
    menuCode: text('menu_code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Factory maintenance menus: the mileage the service is due at. */
    mileage: integer('mileage'),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }),
    durationMinutes: integer('duration_minutes'),
    inOnlineScheduler: boolean('in_online_scheduler').notNull().default(true),
    inDealerAppScheduler: boolean('in_dealer_app_scheduler').notNull().default(true),
    isValid: boolean('is_valid').notNull().default(true),
    sortOrder: integer('sort_order'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('service_menus_department_code_unique').on(t.departmentUuid, sql`lower(${t.menuCode})`),
    index('service_menus_department_type_idx').on(t.departmentUuid, t.menuType),
    foreignKey({
      name: 'service_menus_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
  ],
);

export const serviceMenuItems = pgTable(
  'service_menu_items',
  {
    uuid: text('uuid').primaryKey(),
    menuUuid: text('menu_uuid').notNull(),
    itemType: text('item_type').$type<ServiceMenuItemType>().notNull().default('OPCODE'),
    /** The department opcode this line books; null for factory lines without a dealer opcode. */
    opcodeUuid: text('opcode_uuid'),
    laborOpCode: text('labor_op_code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 12, scale: 2 }),
    durationMinutes: integer('duration_minutes'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('service_menu_items_menu_idx').on(t.menuUuid, t.sortOrder),
    index('service_menu_items_opcode_idx').on(t.opcodeUuid),
    foreignKey({
      name: 'service_menu_items_menu_uuid_fk',
      columns: [t.menuUuid],
      foreignColumns: [serviceMenus.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'service_menu_items_opcode_uuid_fk',
      columns: [t.opcodeUuid],
      foreignColumns: [opcodes.uuid],
    }).onDelete('set null'),
  ],
);

export type OpcodeHistoryEntry = typeof opcodeHistory.$inferSelect;
export type ServiceMenu = typeof serviceMenus.$inferSelect;
export type ServiceMenuItem = typeof serviceMenuItems.$inferSelect;

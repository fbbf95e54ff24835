import { z } from 'zod';
import { text as storableText } from '../core/text';

/*
 * Wire shapes of the labor opcode catalog (spec "Opcode save request", wire-facts §5). Free of
 * server imports: the admin forms validate with the same schemas the API does.
 *
 * Requests are lenient the way partner clients are: unknown keys are dropped, nulls are accepted
 * wherever a value is optional, and numbers may arrive as numbers or as numeric strings. Prices are
 * exact decimals with at most two decimals and are answered as strings ("85.00"); durations are
 * whole minutes (opCodeDurationInMinutes is a string on the wire, "30").
 */

/** Every operationType of the spec; a service item names one. */
export const operationTypes = [
  'OPCODE',
  'SERVICEMENU',
  'SERVICEMOTORSMAINTENANCEMENU',
  'SERVICEMOTORSLINEITEM',
  'SERVICEMOTORSINDICATOR',
] as const;
export type OperationType = (typeof operationTypes)[number];
/** The types the create-appointment description lists as supported for a service item. */
export const bookableOperationTypes = ['OPCODE', 'SERVICEMENU', 'SERVICEMOTORSMAINTENANCEMENU'] as const;
/** Menu kinds: dealer menus and factory maintenance menus by mileage. */
export const menuTypes = ['SERVICEMENU', 'SERVICEMOTORSMAINTENANCEMENU'] as const;
export type MenuType = (typeof menuTypes)[number];
/** Line kinds inside a menu. */
export const menuItemTypes = ['OPCODE', 'SERVICEMOTORSLINEITEM', 'SERVICEMOTORSINDICATOR'] as const;

export const maxPrice = 9_999_999_999.99;
export const maxDurationMinutes = 10_080;

const priceText = /^\d{1,10}(\.\d{1,2})?$/;
/** A price: "85", "85.5", "85.00" or 85.5; non-negative, at most two decimals. */
export const priceInputSchema = z
  .union([storableText({ max: 50, trim: true }), z.number()])
  .refine(
    (v) =>
      typeof v === 'number' ? Number.isFinite(v) && priceText.test(String(v)) : v === '' || priceText.test(v),
    {
      message: 'a non-negative amount with at most two decimals, such as 85.00',
    },
  )
  .nullish();

const wholeNumber = (max: number, what: string) =>
  z
    .union([storableText({ max: 50, trim: true }), z.number()])
    .refine(
      (v) => v === '' || (/^\d+$/.test(String(v)) && Number(v) <= max),
      `${what}: a whole number from 0 to ${max}`,
    )
    .nullish();

const decimalNumber = (max: number, what: string) =>
  z
    .union([storableText({ max: 50, trim: true }), z.number()])
    .refine(
      (v) => v === '' || (/^\d{1,8}(\.\d{1,2})?$/.test(String(v)) && Number(v) <= max),
      `${what}: a number from 0 to ${max} with at most two decimals`,
    )
    .nullish();

// Long fields (descriptions, notes, correction, cause) are prose and may span lines.
const text = (max: number) => storableText({ max, multiline: max >= 2000 }).nullish();

/**
 * A mileage range the opcode applies to, inclusive; toMileage null means "and above". The booking
 * wizard offers the opcode for a vehicle whose mileage falls in any range (every vehicle when the
 * list is empty).
 */
export const vehicleMileageConfigSchema = z
  .object({
    fromMileage: z.number().int().min(0).max(9_999_999).describe('Lowest mileage, inclusive'),
    toMileage: z
      .number()
      .int()
      .min(0)
      .max(9_999_999)
      .nullable()
      .describe('Highest mileage, inclusive; null for no upper bound'),
  })
  .refine((m) => m.toMileage === null || m.toMileage >= m.fromMileage, {
    message: 'toMileage must not be below fromMileage',
    path: ['toMileage'],
  });

/**
 * The most appointments per weekday that may include the opcode (dayOfWeek 0 = Sunday … 6 =
 * Saturday, in the dealer's time zone). A weekday without an entry has no limit; limit 0 means the
 * opcode cannot be booked that day. Scheduling reports APPT_RULE_WARN_OPCODES_DAILY_LIMIT_EXCEEDED.
 */
export const dailyLimitConfigSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6).describe('0 = Sunday … 6 = Saturday'),
  limit: z.number().int().min(0).max(10_000).describe('Most appointments with this opcode that weekday'),
});

const flag = z.boolean().nullish();

export const opcodeInputSchema = z.object({
  uuid: text(100).describe('Leave out or null to create; the opcode to update otherwise'),
  laborOpCode: text(50).describe(
    'Required: the labor operation code, unique per department (case-insensitive)',
  ),
  opCodeName: text(200),
  description: text(2000),
  totalPrice: priceInputSchema.describe('Price the customer sees, e.g. "85.00"'),
  opCodeDurationInMinutes: wholeNumber(maxDurationMinutes, 'opCodeDurationInMinutes').describe(
    'Whole minutes, e.g. "30"',
  ),
  isValid: flag.describe('false retires the opcode: kept, not offered (default true)'),
  inMobileService: flag.describe('Offered for mobile service (default false)'),
  inOnlineScheduler: flag.describe('Offered in the online scheduler (default true)'),
  inServiceCart: flag.describe('Offered in the service cart (default false)'),
  inDealerAppScheduler: flag.describe("Offered in the advisors' booking (default true)"),
  comebackFlag: flag,
  isIndexed: flag,
  isDefault: flag,
  pullEstimateInSC: flag,
  useDmsPrice: flag,
  showDmsPriceMismatchWarning: flag,
  communicationCode: text(50).describe('Customer-facing code used in messages and by the DMS'),
  payType: text(50).describe('e.g. Customer, Warranty, Internal'),
  dmsDescription: text(2000),
  serviceType: text(100),
  laborPrice: priceInputSchema,
  dmsLaborPrice: priceInputSchema,
  partsPrice: priceInputSchema,
  dmsPartsPrice: priceInputSchema,
  taxAmount: priceInputSchema,
  dmsTaxAmount: priceInputSchema,
  dmsTotalPrice: priceInputSchema,
  miscPrice: priceInputSchema,
  sortOrder: wholeNumber(1_000_000, 'sortOrder'),
  correction: text(2000),
  cause: text(2000),
  soldHours: decimalNumber(999_999, 'soldHours'),
  dispatchCode: text(50),
  usagePercentile: decimalNumber(100, 'usagePercentile'),
  position: wholeNumber(1_000_000, 'position'),
  leadTimeInMinutes: wholeNumber(525_600, 'leadTimeInMinutes').describe(
    'Least time between booking and the appointment; scheduling reports APPT_RULE_WARN_OPCODES_LEAD_TIME',
  ),
  notes: text(4000),
  recallId: text(100),
  vehicleMileageConfigList: z.array(vehicleMileageConfigSchema).max(50).nullish(),
  dailyLimitConfigList: z
    .array(dailyLimitConfigSchema)
    .max(7)
    .refine((list) => new Set(list.map((d) => d.dayOfWeek)).size === list.length, 'one entry per dayOfWeek')
    .nullish(),
});
export type OpcodeInput = z.output<typeof opcodeInputSchema>;

export const saveOpcodeRequestSchema = z.object({
  opcode: opcodeInputSchema
    .nullish()
    .describe('Required; laborOpCode required inside; include uuid to update'),
  errorOnDuplicate: z
    .boolean()
    .nullish()
    .describe(
      'true: OPCODE_ALREADY_EXISTS when the labor code exists in the department (default false: that opcode is updated)',
    ),
  eventDealerAssociateUuid: text(100).describe(
    "Dealer associate recorded in the opcode's history; must belong to the department's dealer",
  ),
});
export type SaveOpcodeRequest = z.output<typeof saveOpcodeRequestSchema>;

/** An opcode as answered: every field of the save request, prices as strings. */
export const opcodeSchema = z.object({
  uuid: z.string(),
  dealerDepartmentUuid: z.string(),
  laborOpCode: z.string(),
  opCodeName: z.string().nullable(),
  description: z.string().nullable(),
  totalPrice: z.string().nullable(),
  opCodeDurationInMinutes: z.string().nullable(),
  isValid: z.boolean(),
  inMobileService: z.boolean(),
  inOnlineScheduler: z.boolean(),
  inServiceCart: z.boolean(),
  inDealerAppScheduler: z.boolean(),
  comebackFlag: z.boolean(),
  isIndexed: z.boolean(),
  isDefault: z.boolean(),
  pullEstimateInSC: z.boolean(),
  useDmsPrice: z.boolean(),
  showDmsPriceMismatchWarning: z.boolean(),
  communicationCode: z.string().nullable(),
  payType: z.string().nullable(),
  dmsDescription: z.string().nullable(),
  serviceType: z.string().nullable(),
  laborPrice: z.string().nullable(),
  dmsLaborPrice: z.string().nullable(),
  partsPrice: z.string().nullable(),
  dmsPartsPrice: z.string().nullable(),
  taxAmount: z.string().nullable(),
  dmsTaxAmount: z.string().nullable(),
  dmsTotalPrice: z.string().nullable(),
  miscPrice: z.string().nullable(),
  sortOrder: z.number().int().nullable(),
  correction: z.string().nullable(),
  cause: z.string().nullable(),
  soldHours: z.number().nullable(),
  dispatchCode: z.string().nullable(),
  usagePercentile: z.number().nullable(),
  position: z.number().int().nullable(),
  leadTimeInMinutes: z.number().int().nullable(),
  notes: z.string().nullable(),
  recallId: z.string().nullable(),
  vehicleMileageConfigList: z.array(
    z.object({ fromMileage: z.number().int(), toMileage: z.number().int().nullable() }),
  ),
  dailyLimitConfigList: z.array(z.object({ dayOfWeek: z.number().int(), limit: z.number().int() })),
  createdAt: z.string().describe('ISO 8601, UTC'),
  updatedAt: z.string().describe('ISO 8601, UTC'),
});
export type OpcodeDto = z.infer<typeof opcodeSchema>;

export const appointmentWarningSchema = z.object({ warningCode: z.string(), warningDescription: z.string() });

export const saveOpcodeResultSchema = {
  opcode: opcodeSchema,
  isNew: z.boolean().describe('true when this call created the opcode'),
};

/* ---------- reads (opcodes service envelope) ---------- */

const visibility = z.boolean().nullish();

export const opcodeSortKeys = [
  'laborOpCode',
  'opCodeName',
  'opCodeDurationInMinutes',
  'totalPrice',
  'sortOrder',
  'updatedAt',
] as const;
export type OpcodeSortKey = (typeof opcodeSortKeys)[number];

export const maxResultSize = 50;

export const searchOpcodesRequestSchema = z.object({
  requesterUserUUID: text(100).describe('Accepted for compatibility; not used'),
  dealerDepartmentUuid: text(100).describe("Only this department's opcodes (it must belong to the dealer)"),
  searchTerm: text(100).describe('Case-insensitive part of laborOpCode, opCodeName or communicationCode'),
  laborOpCodes: z
    .array(storableText({ max: 50 }))
    .max(100)
    .nullish()
    .describe('Exact labor codes, case-insensitive'),
  onlineSchedulerVisibility: visibility.describe('Only opcodes with inOnlineScheduler equal to this'),
  mobileServiceVisibility: visibility.describe('Only opcodes with inMobileService equal to this'),
  serviceCartVisibility: visibility.describe('Only opcodes with inServiceCart equal to this'),
  dealerAppSchedulerVisibility: visibility.describe('Only opcodes with inDealerAppScheduler equal to this'),
  isValid: visibility.describe('Only valid (true) or retired (false) opcodes; both when left out'),
  vehicleMileage: z
    .number()
    .int()
    .min(0)
    .nullish()
    .describe(
      'Only opcodes that apply at this mileage: no vehicleMileageConfigList, or a range containing it',
    ),
  resultSize: z
    .number()
    .int()
    .min(1)
    .max(maxResultSize)
    .nullish()
    .describe(`1..${maxResultSize}, default ${maxResultSize}`),
  startPosition: z.number().int().min(0).nullish().describe('Offset of the first result, default 0'),
  sortBy: z.enum(opcodeSortKeys).nullish().describe('Default sortOrder, then laborOpCode'),
  sortAscending: z.boolean().nullish().describe('Default true'),
});
export type SearchOpcodesRequest = z.output<typeof searchOpcodesRequestSchema>;

export const searchOpcodesResultSchema = {
  totalCount: z.number().int().describe('Opcodes matching in total; operations holds one page'),
  startPosition: z.number().int(),
  operations: z.array(opcodeSchema),
};

export const opcodeHistoryEntrySchema = z.object({
  uuid: z.string(),
  event: z.enum(['CREATED', 'UPDATED', 'COMMUNICATION_CODE_MIGRATED']),
  changes: z
    .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
    .describe('Wire field name → value before and after'),
  eventDealerAssociateUuid: z.string().nullable(),
  actorKind: z.string().describe('apiClient or advisor'),
  occurredAt: z.string(),
});
export type OpcodeHistoryEntryDto = z.infer<typeof opcodeHistoryEntrySchema>;

export const getOpcodeResultSchema = {
  operation: opcodeSchema,
  history: z.array(opcodeHistoryEntrySchema).describe('Newest first, at most 100 entries'),
};

export const menuItemSchema = z.object({
  uuid: z.string(),
  operationType: z.enum(menuItemTypes),
  operationUuid: z
    .string()
    .nullable()
    .describe('The department opcode this line books (null for factory lines without one)'),
  laborOpCode: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string().nullable(),
  durationInMins: z.number().int().nullable(),
  sortOrder: z.number().int(),
});

export const menuSchema = z.object({
  menuUuid: z.string(),
  dealerDepartmentUuid: z.string(),
  operationType: z.enum(menuTypes),
  menuCode: z.string().describe("Sent as a service item's parentTitle"),
  name: z.string(),
  description: z.string().nullable(),
  mileage: z
    .number()
    .int()
    .nullable()
    .describe('Factory maintenance menus: the mileage the service is due at'),
  totalPrice: z.string().nullable(),
  durationInMins: z.number().int().nullable(),
  inOnlineScheduler: z.boolean(),
  inDealerAppScheduler: z.boolean(),
  isValid: z.boolean(),
  items: z.array(menuItemSchema),
});
export type MenuDto = z.infer<typeof menuSchema>;

export const searchMenusRequestSchema = z.object({
  requesterUserUUID: text(100).describe('Accepted for compatibility; not used'),
  dealerDepartmentUuid: text(100).describe("Only this department's menus (it must belong to the dealer)"),
  searchTerm: text(100).describe('Case-insensitive part of the menu code or name'),
  onlineSchedulerVisibility: visibility,
  dealerAppSchedulerVisibility: visibility,
  isValid: visibility,
  currentMileage: z
    .number()
    .int()
    .min(0)
    .nullish()
    .describe('Factory menus only: menus due at or after this mileage, the next one first'),
  resultSize: z.number().int().min(1).max(maxResultSize).nullish(),
  startPosition: z.number().int().min(0).nullish(),
});
export type SearchMenusRequest = z.output<typeof searchMenusRequestSchema>;

export const searchMenusResultSchema = {
  totalCount: z.number().int(),
  startPosition: z.number().int(),
  menus: z.array(menuSchema),
};

/* ---------- communication-code migration ---------- */

export const communicationCodeMappingSchema = z.object({
  from: storableText({ max: 50, min: 1, trim: true }).describe(
    'Communication code to replace (case-insensitive)',
  ),
  to: storableText({ max: 50, min: 1, trim: true }).describe('New communication code, stored as given'),
});

export const migrateCommunicationCodesRequestSchema = z.object({
  dealerUuid: text(100).describe('Migrate every department of this dealer (or name dealerDepartmentUuid)'),
  dealerDepartmentUuid: text(100).describe('Migrate only this department'),
  mappings: z
    .array(communicationCodeMappingSchema)
    .max(500)
    .nullish()
    .describe(
      'Rewrites: every opcode whose communicationCode equals from gets to. A code may not be both a from and a to, so applying twice changes nothing more.',
    ),
  fillMissingFromLaborCode: z
    .boolean()
    .nullish()
    .describe('true: an opcode without a communication code gets its laborOpCode (default false)'),
  dryRun: z.boolean().nullish().describe('true: report what would change and change nothing (default false)'),
  eventDealerAssociateUuid: text(100).describe("Dealer associate recorded in each changed opcode's history"),
});
export type MigrateCommunicationCodesRequest = z.output<typeof migrateCommunicationCodesRequestSchema>;

export const communicationCodeChangeSchema = z.object({
  operationUuid: z.string(),
  dealerDepartmentUuid: z.string(),
  laborOpCode: z.string(),
  fromCommunicationCode: z.string().nullable(),
  toCommunicationCode: z.string(),
  reason: z.enum(['MAPPING', 'FILLED_FROM_LABOR_CODE']),
});
export type CommunicationCodeChange = z.infer<typeof communicationCodeChangeSchema>;

export const migrateCommunicationCodesResultSchema = {
  dryRun: z.boolean(),
  opcodesExamined: z.number().int(),
  opcodesChanged: z.number().int().describe('With dryRun: how many would change'),
  mappedCount: z.number().int(),
  filledCount: z.number().int(),
  changes: z.array(communicationCodeChangeSchema),
};

import type { Opcode, opcodes } from '../db/schema';
import type { OpcodeDto, OpcodeInput } from './opcode.schemas';

/*
 * The one place where wire field names meet columns. Wire → columns normalises values (trimmed
 * text, prices as exact two-decimal strings, whole minutes); columns → wire renders prices as
 * strings and durations as the spec's string minutes.
 */

type OpcodeColumns = Omit<typeof opcodes.$inferInsert, 'uuid' | 'departmentUuid' | 'createdAt' | 'updatedAt'>;

const textFields = [
  'laborOpCode',
  'opCodeName',
  'description',
  'communicationCode',
  'payType',
  'dmsDescription',
  'serviceType',
  'correction',
  'cause',
  'dispatchCode',
  'notes',
  'recallId',
] as const;
const priceFields = [
  'totalPrice',
  'laborPrice',
  'dmsLaborPrice',
  'partsPrice',
  'dmsPartsPrice',
  'taxAmount',
  'dmsTaxAmount',
  'dmsTotalPrice',
  'miscPrice',
] as const;
const flagFields = [
  'isValid',
  'inMobileService',
  'inOnlineScheduler',
  'inServiceCart',
  'inDealerAppScheduler',
  'comebackFlag',
  'isIndexed',
  'isDefault',
  'pullEstimateInSC',
  'useDmsPrice',
  'showDmsPriceMismatchWarning',
] as const;
/** Wire name → column for whole numbers whose names differ. */
const wholeFields = [
  ['opCodeDurationInMinutes', 'durationMinutes'],
  ['leadTimeInMinutes', 'leadTimeMinutes'],
  ['sortOrder', 'sortOrder'],
  ['position', 'position'],
] as const;
const decimalFields = ['soldHours', 'usagePercentile'] as const;

const cleanText = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** "85" → "85.00", 85.5 → "85.50"; exact: the digits are reformatted, never passed through a float sum. */
export function normalizePrice(value: string | number | null): string | null {
  if (value === null || value === '') return null;
  const [whole = '0', fraction = ''] = String(value).trim().split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

const toWhole = (value: string | number | null): number | null =>
  value === null || value === '' ? null : Number(value);

const toDecimalText = (value: string | number | null): string | null =>
  value === null || value === '' ? null : String(Number(value));

/**
 * Column values for the fields present in the request. A field left out is not in the result (the
 * stored value is kept); null clears it, except that flags keep their value and lists become empty.
 */
export function opcodeColumnsFromInput(input: OpcodeInput): Partial<OpcodeColumns> {
  const columns: Partial<OpcodeColumns> = {};
  const set = <K extends keyof OpcodeColumns>(key: K, value: OpcodeColumns[K]) => {
    columns[key] = value;
  };
  for (const field of textFields) {
    const value = input[field];
    if (value !== undefined) set(field, cleanText(value));
  }
  for (const field of priceFields) {
    const value = input[field];
    if (value !== undefined) set(field, normalizePrice(value));
  }
  for (const field of flagFields) {
    const value = input[field];
    if (value !== undefined && value !== null) set(field, value);
  }
  for (const [wire, column] of wholeFields) {
    const value = input[wire];
    if (value !== undefined) set(column, toWhole(value));
  }
  for (const field of decimalFields) {
    const value = input[field];
    if (value !== undefined) set(field, toDecimalText(value));
  }
  if (input.vehicleMileageConfigList !== undefined) {
    set(
      'vehicleMileageConfigList',
      (input.vehicleMileageConfigList ?? []).map((m) => ({
        fromMileage: m.fromMileage,
        toMileage: m.toMileage,
      })),
    );
  }
  if (input.dailyLimitConfigList !== undefined) {
    set(
      'dailyLimitConfigList',
      [...(input.dailyLimitConfigList ?? [])]
        .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
        .map((d) => ({ dayOfWeek: d.dayOfWeek, limit: d.limit })),
    );
  }
  return columns;
}

const decimalToNumber = (value: string | null): number | null => (value === null ? null : Number(value));

export function toOpcodeDto(row: Opcode): OpcodeDto {
  return {
    uuid: row.uuid,
    dealerDepartmentUuid: row.departmentUuid,
    laborOpCode: row.laborOpCode,
    opCodeName: row.opCodeName,
    description: row.description,
    totalPrice: row.totalPrice,
    opCodeDurationInMinutes: row.durationMinutes === null ? null : String(row.durationMinutes),
    isValid: row.isValid,
    inMobileService: row.inMobileService,
    inOnlineScheduler: row.inOnlineScheduler,
    inServiceCart: row.inServiceCart,
    inDealerAppScheduler: row.inDealerAppScheduler,
    comebackFlag: row.comebackFlag,
    isIndexed: row.isIndexed,
    isDefault: row.isDefault,
    pullEstimateInSC: row.pullEstimateInSC,
    useDmsPrice: row.useDmsPrice,
    showDmsPriceMismatchWarning: row.showDmsPriceMismatchWarning,
    communicationCode: row.communicationCode,
    payType: row.payType,
    dmsDescription: row.dmsDescription,
    serviceType: row.serviceType,
    laborPrice: row.laborPrice,
    dmsLaborPrice: row.dmsLaborPrice,
    partsPrice: row.partsPrice,
    dmsPartsPrice: row.dmsPartsPrice,
    taxAmount: row.taxAmount,
    dmsTaxAmount: row.dmsTaxAmount,
    dmsTotalPrice: row.dmsTotalPrice,
    miscPrice: row.miscPrice,
    sortOrder: row.sortOrder,
    correction: row.correction,
    cause: row.cause,
    soldHours: decimalToNumber(row.soldHours),
    dispatchCode: row.dispatchCode,
    usagePercentile: decimalToNumber(row.usagePercentile),
    position: row.position,
    leadTimeInMinutes: row.leadTimeMinutes,
    notes: row.notes,
    recallId: row.recallId,
    vehicleMileageConfigList: row.vehicleMileageConfigList,
    dailyLimitConfigList: row.dailyLimitConfigList,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Wire fields whose value differs between two versions of an opcode, for the history. */
export function opcodeChanges(
  before: OpcodeDto | null,
  after: OpcodeDto,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof OpcodeDto>) {
    if (key === 'createdAt' || key === 'updatedAt' || key === 'uuid' || key === 'dealerDepartmentUuid')
      continue;
    const from = before ? before[key] : null;
    const to = after[key];
    // A creation lists only what was set: blanks, false flags and empty lists say nothing.
    if (!before && (to === null || to === false || (Array.isArray(to) && to.length === 0))) continue;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

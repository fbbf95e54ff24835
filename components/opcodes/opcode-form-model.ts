import { type OpcodeDto, type OpcodeInput, opcodeInputSchema } from '@/server/opcodes/opcode.schemas';

/*
 * The opcode form as plain data: which fields, how they are grouped, and the conversion between
 * what the advisor typed and the API's opcode object. Validation is the API's own schema.
 */

type TextKey =
  | 'laborOpCode'
  | 'opCodeName'
  | 'description'
  | 'communicationCode'
  | 'payType'
  | 'serviceType'
  | 'dmsDescription'
  | 'correction'
  | 'cause'
  | 'dispatchCode'
  | 'notes'
  | 'recallId'
  | 'totalPrice'
  | 'laborPrice'
  | 'partsPrice'
  | 'taxAmount'
  | 'miscPrice'
  | 'dmsLaborPrice'
  | 'dmsPartsPrice'
  | 'dmsTaxAmount'
  | 'dmsTotalPrice'
  | 'opCodeDurationInMinutes'
  | 'leadTimeInMinutes'
  | 'soldHours'
  | 'sortOrder'
  | 'position'
  | 'usagePercentile';

export type FlagKey =
  | 'isValid'
  | 'inOnlineScheduler'
  | 'inDealerAppScheduler'
  | 'inMobileService'
  | 'inServiceCart'
  | 'comebackFlag'
  | 'isIndexed'
  | 'isDefault'
  | 'pullEstimateInSC'
  | 'useDmsPrice'
  | 'showDmsPriceMismatchWarning';

export type TextField = {
  key: TextKey;
  label: string;
  kind: 'text' | 'textarea' | 'money' | 'whole' | 'decimal';
  hint?: string;
  required?: boolean;
};
export type FlagField = { key: FlagKey; label: string; hint?: string };
export type FieldGroup = { title: string; description?: string; fields: TextField[]; flags?: FlagField[] };

export const fieldGroups: FieldGroup[] = [
  {
    title: 'Basics',
    fields: [
      {
        key: 'laborOpCode',
        label: 'Labor code',
        kind: 'text',
        required: true,
        hint: 'Unique in this department, e.g. OIL',
      },
      { key: 'opCodeName', label: 'Name', kind: 'text', hint: 'What the customer and advisor see' },
      { key: 'description', label: 'Description', kind: 'textarea' },
      {
        key: 'communicationCode',
        label: 'Communication code',
        kind: 'text',
        hint: 'Code used in customer messages and by the DMS',
      },
      { key: 'payType', label: 'Pay type', kind: 'text', hint: 'e.g. Customer, Warranty, Internal' },
      { key: 'serviceType', label: 'Service type', kind: 'text' },
    ],
  },
  {
    title: 'Time and price',
    description: 'Prices in dollars with up to two decimals; times in whole minutes.',
    fields: [
      { key: 'opCodeDurationInMinutes', label: 'Duration (minutes)', kind: 'whole' },
      {
        key: 'leadTimeInMinutes',
        label: 'Lead time (minutes)',
        kind: 'whole',
        hint: 'Least notice needed before the appointment',
      },
      { key: 'totalPrice', label: 'Total price', kind: 'money' },
      { key: 'laborPrice', label: 'Labor price', kind: 'money' },
      { key: 'partsPrice', label: 'Parts price', kind: 'money' },
      { key: 'taxAmount', label: 'Tax', kind: 'money' },
      { key: 'miscPrice', label: 'Miscellaneous', kind: 'money' },
      { key: 'soldHours', label: 'Sold hours', kind: 'decimal' },
    ],
  },
  {
    title: 'Where it is offered',
    fields: [],
    flags: [
      { key: 'isValid', label: 'Valid', hint: 'Clear to retire the opcode without deleting it' },
      { key: 'inOnlineScheduler', label: 'Online scheduler' },
      { key: 'inDealerAppScheduler', label: 'Advisor booking' },
      { key: 'inMobileService', label: 'Mobile service' },
      { key: 'inServiceCart', label: 'Service cart' },
    ],
  },
  {
    title: 'DMS',
    fields: [
      { key: 'dmsDescription', label: 'DMS description', kind: 'textarea' },
      { key: 'dmsLaborPrice', label: 'DMS labor price', kind: 'money' },
      { key: 'dmsPartsPrice', label: 'DMS parts price', kind: 'money' },
      { key: 'dmsTaxAmount', label: 'DMS tax', kind: 'money' },
      { key: 'dmsTotalPrice', label: 'DMS total price', kind: 'money' },
    ],
    flags: [
      { key: 'useDmsPrice', label: 'Use the DMS price' },
      { key: 'showDmsPriceMismatchWarning', label: 'Warn when prices differ from the DMS' },
      { key: 'pullEstimateInSC', label: 'Pull the estimate into the service cart' },
    ],
  },
  {
    title: 'Repair order',
    fields: [
      { key: 'cause', label: 'Cause', kind: 'textarea' },
      { key: 'correction', label: 'Correction', kind: 'textarea' },
      { key: 'dispatchCode', label: 'Dispatch code', kind: 'text' },
      { key: 'recallId', label: 'Recall ID', kind: 'text' },
      { key: 'notes', label: 'Notes', kind: 'textarea' },
    ],
    flags: [{ key: 'comebackFlag', label: 'Comeback' }],
  },
  {
    title: 'Ordering',
    fields: [
      { key: 'sortOrder', label: 'Sort order', kind: 'whole' },
      { key: 'position', label: 'Position', kind: 'whole' },
      { key: 'usagePercentile', label: 'Usage percentile', kind: 'decimal' },
    ],
    flags: [
      { key: 'isDefault', label: 'Default opcode' },
      { key: 'isIndexed', label: 'Indexed' },
    ],
  },
];

const textKeys = fieldGroups.flatMap((g) => g.fields.map((f) => f.key));
const flagKeys = fieldGroups.flatMap((g) => (g.flags ?? []).map((f) => f.key));

export const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type MileageRow = { fromMileage: string; toMileage: string };
export type FormValues = {
  uuid: string | null;
  text: Record<TextKey, string>;
  flags: Record<FlagKey, boolean>;
  mileage: MileageRow[];
  /** One entry per weekday (0 = Sunday); blank = no limit. */
  dailyLimits: string[];
};

const defaultFlags: Record<FlagKey, boolean> = {
  isValid: true,
  inOnlineScheduler: true,
  inDealerAppScheduler: true,
  inMobileService: false,
  inServiceCart: false,
  comebackFlag: false,
  isIndexed: false,
  isDefault: false,
  pullEstimateInSC: false,
  useDmsPrice: false,
  showDmsPriceMismatchWarning: false,
};

export function emptyFormValues(): FormValues {
  return {
    uuid: null,
    text: Object.fromEntries(textKeys.map((k) => [k, ''])) as Record<TextKey, string>,
    flags: { ...defaultFlags },
    mileage: [],
    dailyLimits: weekdays.map(() => ''),
  };
}

export function formValuesFrom(opcode: OpcodeDto): FormValues {
  const text = Object.fromEntries(
    textKeys.map((k) => {
      const value = opcode[k];
      return [k, value === null || value === undefined ? '' : String(value)];
    }),
  ) as Record<TextKey, string>;
  const flags = Object.fromEntries(flagKeys.map((k) => [k, opcode[k]])) as Record<FlagKey, boolean>;
  return {
    uuid: opcode.uuid,
    text,
    flags,
    mileage: opcode.vehicleMileageConfigList.map((m) => ({
      fromMileage: String(m.fromMileage),
      toMileage: m.toMileage === null ? '' : String(m.toMileage),
    })),
    dailyLimits: weekdays.map((_, day) => {
      const limit = opcode.dailyLimitConfigList.find((d) => d.dayOfWeek === day)?.limit;
      return limit === undefined ? '' : String(limit);
    }),
  };
}

const wholeOrNaN = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/** The API's opcode object for the form, or the messages per field that stop it. */
export function toOpcodeInput(
  values: FormValues,
): { ok: true; opcode: OpcodeInput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const candidate: Record<string, unknown> = { uuid: values.uuid };
  for (const key of textKeys) {
    const value = values.text[key].trim();
    candidate[key] = value === '' ? null : value;
  }
  for (const key of flagKeys) candidate[key] = values.flags[key];
  if (!values.text.laborOpCode.trim()) errors.laborOpCode = 'Enter the labor code.';

  candidate.vehicleMileageConfigList = values.mileage.map((row, index) => {
    const fromMileage = wholeOrNaN(row.fromMileage);
    const toMileage = row.toMileage.trim() === '' ? null : wholeOrNaN(row.toMileage);
    if (Number.isNaN(fromMileage) || (toMileage !== null && Number.isNaN(toMileage))) {
      errors[`mileage.${index}`] = 'Mileages are whole numbers, such as 30000.';
    } else if (toMileage !== null && toMileage < fromMileage) {
      errors[`mileage.${index}`] = 'The upper mileage must not be below the lower one.';
    }
    return { fromMileage, toMileage };
  });
  const dailyLimits = values.dailyLimits.flatMap((limit, dayOfWeek) => {
    if (limit.trim() === '') return [];
    const value = wholeOrNaN(limit);
    if (Number.isNaN(value)) errors[`dailyLimits.${dayOfWeek}`] = 'A whole number, or blank for no limit.';
    return [{ dayOfWeek, limit: value }];
  });
  candidate.dailyLimitConfigList = dailyLimits;

  const parsed = opcodeInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      const key =
        first === 'vehicleMileageConfigList'
          ? `mileage.${String(index)}`
          : first === 'dailyLimitConfigList'
            ? `dailyLimits.${dailyLimits[Number(index)]?.dayOfWeek ?? 0}`
            : String(first);
      errors[key] ??= friendlyMessage(issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, opcode: parsed.data };
}

function friendlyMessage(message: string): string {
  if (message.startsWith('a non-negative amount'))
    return 'Enter an amount such as 85.00 (no more than two decimals).';
  const whole = /: a whole number from 0 to (\d+)$/.exec(message);
  if (whole) return `Enter a whole number from 0 to ${whole[1]}.`;
  const decimal = /: a number from 0 to (\d+) with at most two decimals$/.exec(message);
  if (decimal) return `Enter a number from 0 to ${decimal[1]} with at most two decimals.`;
  if (message.includes('Too big') || message.includes('too_big')) return 'This is too long.';
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The form after one change: each returns new values and leaves the others as they were. */
export const withText = (v: FormValues, key: TextKey, value: string): FormValues => ({
  ...v,
  text: { ...v.text, [key]: value },
});

export const withFlag = (v: FormValues, key: FlagKey, checked: boolean): FormValues => ({
  ...v,
  flags: { ...v.flags, [key]: checked },
});

export const withMileage = (v: FormValues, index: number, patch: Partial<MileageRow>): FormValues => ({
  ...v,
  mileage: v.mileage.map((m, i) => (i === index ? { ...m, ...patch } : m)),
});

export const withoutMileage = (v: FormValues, index: number): FormValues => ({
  ...v,
  mileage: v.mileage.filter((_, i) => i !== index),
});

/** A new range starts at mileage 0 with no upper limit. */
export const withNewMileage = (v: FormValues): FormValues => ({
  ...v,
  mileage: [...v.mileage, { fromMileage: '0', toMileage: '' }],
});

export const withDailyLimit = (v: FormValues, dayIndex: number, value: string): FormValues => ({
  ...v,
  dailyLimits: v.dailyLimits.map((l, i) => (i === dayIndex ? value : l)),
});

export const codeTakenMessage = (code: string) =>
  `Labor code ${code.trim()} is already used by another opcode in this department. Choose another code, or edit that opcode instead.`;

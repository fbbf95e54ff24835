import type { FormErrors } from '../form-errors';
import type { Campaign, NewCampaignInput, RepairOpcode } from './recalls-api';

/** The form's typed values, as strings. */
export type CampaignFormValues = {
  operationUuid: string;
  oemRecallId: string;
  title: string;
  description: string;
  vins: string;
  make: string;
  model: string;
  yearFrom: string;
  yearTo: string;
};

export const campaignFields = [
  'operationUuid',
  'oemRecallId',
  'title',
  'description',
  'vins',
  'make',
  'model',
  'yearFrom',
  'yearTo',
] as const;

/** VINs pasted one per line, or separated by commas or spaces; upper case, each once. */
export function vinsOf(text: string): string[] {
  const vins = text
    .split(/[\s,;]+/)
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(vins)];
}

const yearOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** What the form can tell before sending: the server checks the rest with the same words. */
export function campaignFormErrors(v: CampaignFormValues): FormErrors | null {
  const fields: Record<string, string> = {};
  if (!v.operationUuid) fields.operationUuid = 'Choose the opcode that does the repair';
  const bad = vinsOf(v.vins).find((vin) => !/^[A-HJ-NPR-Z0-9]{17}$/.test(vin));
  if (bad) fields.vins = `${bad} is not a VIN: 17 letters and digits, no I, O or Q`;
  if (Boolean(v.make.trim()) !== Boolean(v.model.trim()))
    fields[v.make.trim() ? 'model' : 'make'] = 'Give both the make and the model';
  if (vinsOf(v.vins).length === 0 && !v.make.trim())
    fields.vins = 'List the VINs covered, or give a make and model';
  for (const key of ['yearFrom', 'yearTo'] as const) {
    const year = yearOf(v[key]);
    if (year !== null && !(Number.isInteger(year) && year >= 1950 && year <= 2100))
      fields[key] = 'A model year, e.g. 2021';
  }
  const from = yearOf(v.yearFrom);
  const to = yearOf(v.yearTo);
  if (!fields.yearTo && from !== null && to !== null && from > to)
    fields.yearTo = 'The last year is before the first';
  return Object.keys(fields).length ? { fields, general: null } : null;
}

export function campaignBodyOf(v: CampaignFormValues): NewCampaignInput {
  const orNull = (text: string) => text.trim() || null;
  return {
    operationUuid: v.operationUuid,
    oemRecallId: v.oemRecallId.trim(),
    title: v.title.trim(),
    description: orNull(v.description),
    vins: vinsOf(v.vins),
    make: orNull(v.make),
    model: orNull(v.model),
    yearFrom: yearOf(v.yearFrom),
    yearTo: yearOf(v.yearTo),
  };
}

/** The form's values from its FormData. */
export function campaignValuesOf(form: FormData): CampaignFormValues {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(campaignFields.map((f) => [f, get(f)])) as CampaignFormValues;
}

/** Which vehicles a campaign covers, in words: "2018–2021 Honda Accord; 3 VINs". */
export function coverageOf(c: Pick<Campaign, 'vins' | 'make' | 'model' | 'yearFrom' | 'yearTo'>): string {
  const parts: string[] = [];
  if (c.make && c.model) {
    const years =
      c.yearFrom && c.yearTo
        ? c.yearFrom === c.yearTo
          ? `${c.yearFrom} `
          : `${c.yearFrom}–${c.yearTo} `
        : c.yearFrom
          ? `${c.yearFrom} and later `
          : c.yearTo
            ? `up to ${c.yearTo} `
            : 'every year of ';
    parts.push(`${years}${c.make} ${c.model}`);
  }
  if (c.vins.length) parts.push(c.vins.length === 1 ? `VIN ${c.vins[0]}` : `${c.vins.length} VINs`);
  return parts.join('; ');
}

/** An opcode in the repair list: "R23V001 · Fuel pump replacement (recall 23V-001)". */
export const repairLabel = (o: RepairOpcode) =>
  `${o.laborOpCode}${o.opCodeName ? ` · ${o.opCodeName}` : ''} (recall ${o.recallId})`;

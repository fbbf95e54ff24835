import { z } from 'zod';
import { identifier, text } from '../core/text';

/** Bounded strings of recall campaigns. */
export const oemRecallId = text({ max: 40, min: 1, trim: true });
const vin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'a VIN has 17 letters and digits (no I, O or Q)');
const currentYear = new Date().getUTCFullYear();
const modelYear = z
  .number()
  .int()
  .min(1950)
  .max(currentYear + 2);

export const dealerUuidParam = z.object({ dealerUuid: identifier(100) });
export const campaignParams = z.object({ dealerUuid: identifier(100), campaignUuid: identifier(100) });

/** A new campaign: which vehicles it covers is a list of VINs and/or a make and model in a year range. */
export const newCampaignBody = z
  .object({
    oemRecallId,
    title: text({ max: 200, min: 1, trim: true }),
    description: text({ max: 1000, trim: true, multiline: true }).nullish(),
    operationUuid: identifier(100),
    vins: z.array(vin).max(500).nullish(),
    make: text({ max: 60, trim: true }).nullish(),
    model: text({ max: 60, trim: true }).nullish(),
    yearFrom: modelYear.nullish(),
    yearTo: modelYear.nullish(),
  })
  .superRefine((b, issue) => {
    if (Boolean(b.make) !== Boolean(b.model))
      issue.addIssue({
        code: 'custom',
        path: [b.make ? 'model' : 'make'],
        message: 'give both make and model',
      });
    if (!b.make && (b.vins?.length ?? 0) === 0)
      issue.addIssue({
        code: 'custom',
        path: ['vins'],
        message: 'give the VINs covered, or a make and model',
      });
    if (!b.make && (b.yearFrom || b.yearTo))
      issue.addIssue({ code: 'custom', path: ['make'], message: 'a year range needs a make and model' });
    if (b.yearFrom && b.yearTo && b.yearFrom > b.yearTo)
      issue.addIssue({ code: 'custom', path: ['yearTo'], message: 'the last year is before the first' });
  });
export type NewCampaignBody = z.output<typeof newCampaignBody>;

export const campaignSchema = z.object({
  campaignUuid: z.string(),
  oemRecallId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  departmentUuid: z.string(),
  operationUuid: z.string(),
  laborOpCode: z.string(),
  opCodeName: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  vins: z.array(z.string()),
  make: z.string().nullable(),
  model: z.string().nullable(),
  yearFrom: z.number().nullable(),
  yearTo: z.number().nullable(),
  status: z.enum(['OPEN', 'CLOSED']),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Campaign = z.output<typeof campaignSchema>;

/** An opcode that can do a recall's repair: it carries a recallId. */
export const repairOpcodeSchema = z.object({
  operationUuid: z.string(),
  departmentUuid: z.string(),
  laborOpCode: z.string(),
  opCodeName: z.string().nullable(),
  recallId: z.string(),
});

export const campaignsResponse = z.object({
  dealerUuid: z.string(),
  campaigns: z.array(campaignSchema),
  repairOpcodes: z.array(repairOpcodeSchema),
});

/** The vehicle asked about: its VIN, and/or its model year, make and model. */
export const vehicleFacts = z.object({
  vin: text({ max: 17, trim: true }).nullish(),
  year: modelYear.nullish(),
  make: text({ max: 60, trim: true }).nullish(),
  model: text({ max: 60, trim: true }).nullish(),
});
export type VehicleFacts = z.output<typeof vehicleFacts>;

/** An open recall for a vehicle, as a customer sees it: free, with the repair's duration. */
export const recallForVehicleSchema = z.object({
  oemRecallId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  operationUuid: z.string(),
  laborOpCode: z.string(),
  /** Recall repairs cost the customer nothing. */
  price: z.literal('0.00'),
  durationMinutes: z.number().nullable(),
});
export type RecallForVehicle = z.output<typeof recallForVehicleSchema>;
export const recallsForVehicleResponse = z.object({ recalls: z.array(recallForVehicleSchema) });

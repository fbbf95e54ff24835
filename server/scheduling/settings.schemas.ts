import { z } from 'zod';
import { identifier } from '../core/text';
import { schedulingRulesSchema, weekdayLimitSchema } from './rules';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'expected HH:mm');

export const weekdayHoursSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    opensAt: hhmm,
    closesAt: hhmm,
    slotSizeMinutes: z.number().int().min(5).max(240),
  })
  .refine((h) => h.opensAt < h.closesAt, { message: 'opensAt must be before closesAt', path: ['closesAt'] });

export const opcodeLimitsSchema = z.object({
  opcodeUuid: identifier().min(1),
  leadTimeMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60)
    .nullable(),
  dailyLimits: z.array(weekdayLimitSchema).max(7),
});

const named = z.object({ uuid: z.string(), name: z.string() });

export const schedulingSettingsSchema = z.object({
  dealerDepartmentUuid: z.string(),
  timeZone: z.string(),
  /** Increases with every save; send it back so a concurrent edit is not overwritten. */
  version: z.number().int(),
  hoursOfOperation: z.array(weekdayHoursSchema),
  rules: schedulingRulesSchema,
  opcodeLimits: z.array(
    opcodeLimitsSchema.extend({
      laborOpCode: z.string(),
      opCodeName: z.string().nullable(),
      durationMinutes: z.number().int().nullable(),
    }),
  ),
  advisors: z.array(named.extend({ teamUuids: z.array(z.string()) })),
  teams: z.array(named.extend({ advisorUuids: z.array(z.string()) })),
  transportOptions: z.array(named),
  errors: z.array(z.object({ errorCode: z.string(), errorDescription: z.string() })),
  warnings: z.array(z.object({ warningCode: z.string(), warningDescription: z.string() })),
});
export type SchedulingSettings = z.output<typeof schedulingSettingsSchema>;

export const saveSchedulingSettingsSchema = z.object({
  version: z.number().int().min(0),
  hoursOfOperation: z
    .array(weekdayHoursSchema)
    .max(7)
    .refine((hours) => new Set(hours.map((h) => h.weekday)).size === hours.length, 'one entry per weekday'),
  rules: schedulingRulesSchema,
  opcodeLimits: z.array(opcodeLimitsSchema).max(2000).default([]),
});
export type SaveSchedulingSettings = z.output<typeof saveSchedulingSettingsSchema>;

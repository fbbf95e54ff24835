import { z } from 'zod';
import { identifier, text } from '../core/text';
import { isCalendarDate } from '../time/wall-clock';

/**
 * A department's scheduling rules: one document, stored per department and edited as a whole in
 * settings. Times are wall-clock `HH:mm` in the dealer's time zone, dates `yyyy-MM-dd`, weekdays
 * 0 = Sunday … 6 = Saturday. Hours of operation live in their own table (`hours_of_operation`);
 * opcode lead times and daily limits live on the opcodes.
 */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'expected HH:mm (00:00–24:00)');
const calendarDate = z.string().refine(isCalendarDate, 'expected a date yyyy-MM-dd');
const weekday = z.number().int().min(0).max(6);
const limit = z.number().int().min(0).max(100_000);

export const weekdayLimitSchema = z.object({ weekday, limit });
export const dateLimitSchema = z.object({ date: calendarDate, limit });

/** A closed date; with `from`/`to` only that part of the day is closed (a partial closure). */
export const closureSchema = z.object({
  date: calendarDate,
  from: hhmm.nullish(),
  to: hhmm.nullish(),
  reason: text({ max: 200, trim: true }).default(''),
});

/** One slot the dealer schedule marks unavailable: on a weekday every week, or on one date. */
export const unavailableSlotSchema = z
  .object({ weekday: weekday.nullish(), date: calendarDate.nullish(), time: hhmm })
  .refine((s) => (s.weekday ?? null) !== null || (s.date ?? null) !== null, {
    message: 'name a weekday or a date',
  });

export const timeRangeSchema = z.object({ from: hhmm, to: hhmm });

export const advisorRulesSchema = z.object({
  dealerAssociateUuid: identifier().min(1),
  /**
   * Working hours per weekday; a weekday listed with `hours: null` is a day off, a weekday not
   * listed follows the department's hours of operation.
   */
  weeklySchedule: z.array(z.object({ weekday, hours: timeRangeSchema.nullable() })).default([]),
  /** Slots off every week (e.g. a lunch break). */
  weeklySlotsOff: z.array(z.object({ weekday, from: hhmm, to: hhmm })).default([]),
  /** Time off on one date; without from/to the whole date. */
  dateSlotsOff: z
    .array(z.object({ date: calendarDate, from: hhmm.nullish(), to: hhmm.nullish() }))
    .default([]),
  /** The advisor's recurring schedule starts on this date; earlier dates are unavailable. */
  recurringScheduleStartDate: calendarDate.nullish(),
  perWeekday: z.array(weekdayLimitSchema).default([]),
  perDate: z.array(dateLimitSchema).default([]),
  /** Appointments at one time per weekday; 1 when not configured. */
  perSlotPerWeekday: z.array(weekdayLimitSchema).default([]),
  perSlotPerDate: z.array(dateLimitSchema).default([]),
  /** Transport options this advisor takes; null = every option. */
  transportOptionUuids: z.array(identifier()).nullish(),
});

export const transportOptionRulesSchema = z.object({
  transportOptionUuid: identifier().min(1),
  perSlot: limit.nullish(),
  perDay: limit.nullish(),
  /** Share of `perDay` that online bookings may take, in percent. */
  onlineSharePercent: z.number().int().min(0).max(100).nullish(),
});

export const schedulingRulesSchema = z.object({
  /** Bookings must start at least this long after now (APPT_RULE_WARN_DEALER_OFFSET). */
  minimumNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60)
    .default(0),
  closures: z.array(closureSchema).default([]),
  dealerLimits: z
    .object({
      perWeekday: z.array(weekdayLimitSchema).default([]),
      perDate: z.array(dateLimitSchema).default([]),
      perSlotPerWeekday: z.array(weekdayLimitSchema).default([]),
      perSlotPerDate: z.array(dateLimitSchema).default([]),
      unavailableSlots: z.array(unavailableSlotSchema).default([]),
    })
    .default({
      perWeekday: [],
      perDate: [],
      perSlotPerWeekday: [],
      perSlotPerDate: [],
      unavailableSlots: [],
    }),
  advisors: z.array(advisorRulesSchema).default([]),
  /** Limits over the appointments of all advisors together. */
  combinedAdvisorLimits: z
    .object({
      perWeekday: z.array(weekdayLimitSchema).default([]),
      perDate: z.array(dateLimitSchema).default([]),
      perSlot: limit.nullish(),
    })
    .default({ perWeekday: [], perDate: [], perSlot: null }),
  /** Transport options a team takes (teams not listed take every option). */
  teamTransportOptions: z
    .array(z.object({ teamUuid: identifier().min(1), transportOptionUuids: z.array(identifier()) }))
    .default([]),
  transportOptions: z.array(transportOptionRulesSchema).default([]),
  /** Appointments that include a recall campaign. */
  recallCampaigns: z
    .object({ leadTimeMinutes: z.number().int().min(0).nullish(), dailyLimit: limit.nullish() })
    .default({ leadTimeMinutes: null, dailyLimit: null }),
  /** Labor minutes the shop can take per day (sum of the booked services' durations). */
  capacityPlanning: z
    .object({
      laborMinutesPerWeekday: z.array(weekdayLimitSchema).default([]),
      laborMinutesPerDate: z.array(dateLimitSchema).default([]),
    })
    .default({ laborMinutesPerWeekday: [], laborMinutesPerDate: [] }),
});

export type SchedulingRules = z.output<typeof schedulingRulesSchema>;
export type AdvisorRules = z.output<typeof advisorRulesSchema>;
export type TransportOptionRules = z.output<typeof transportOptionRulesSchema>;
export type Closure = z.output<typeof closureSchema>;

/** Rules of a department that configured nothing: only the hours of operation apply. */
export const emptySchedulingRules = (): SchedulingRules => schedulingRulesSchema.parse({});

/**
 * The minimum notice of a stored rules document, as the engine reads it (0 without a document or
 * a valid figure): for pages that need this one rule and not the whole document.
 */
export function minimumNoticeOf(document: Record<string, unknown> | null | undefined): number {
  const read = schedulingRulesSchema.shape.minimumNoticeMinutes.safeParse(document?.minimumNoticeMinutes);
  return read.success ? read.data : 0;
}

import { startOfLocalDay } from '../time/wall-clock';
import type { DayResult, EngineDepartment } from './engine/types';

/**
 * What an evaluated day depends on besides the request: the department's configuration (its
 * fingerprint and time zone) and the day's bookings (the day's stamp).
 */
export type DayVersions = { department: string; days: ReadonlyMap<string, string> };

/** The department's part of `DayVersions`. */
export const departmentVersion = (fingerprint: string, timeZone: string) => `${fingerprint}@${timeZone}`;

// Evaluated days, most recently used last. A 21-day answer of a 12-advisor department holds
// about a thousand slots; this keeps a few dozen such answers.
const remembered = new Map<string, DayResult>();
const mostRemembered = 2_000;

/** The longest lead time the request meets: the minimum notice, its opcodes' lead times, the recall lead time. */
function leadMinutesOf(department: EngineDepartment, request: LeadOfRequest): number {
  const { rules } = department;
  let leadMinutes = rules.minimumNoticeMinutes;
  for (const opcode of department.opcodes) {
    if (request.opcodeUuids.includes(opcode.uuid)) {
      leadMinutes = Math.max(leadMinutes, opcode.leadTimeMinutes ?? 0);
    }
  }
  if (request.recall) leadMinutes = Math.max(leadMinutes, rules.recallCampaigns.leadTimeMinutes ?? 0);
  return leadMinutes;
}

type LeadOfRequest = { opcodeUuids: readonly string[]; recall: boolean };

/**
 * The last instant (ms) at which every one of `dates` is settled: each starts no earlier than the
 * longest lead time the request meets from then, so no slot of it is past or too soon, today or
 * later, and its evaluation cannot depend on "now".
 */
export function settledUntilMs(
  department: EngineDepartment,
  request: LeadOfRequest,
  dates: readonly string[],
): number {
  // The earliest date starts first (yyyy-MM-dd compares as text).
  let earliest: string | undefined;
  for (const date of dates) if (earliest === undefined || date < earliest) earliest = date;
  if (earliest === undefined) return Number.POSITIVE_INFINITY;
  const leadMs = leadMinutesOf(department, request) * 60_000;
  return startOfLocalDay(earliest, department.timeZone).getTime() - leadMs;
}

const isSettled = (department: EngineDepartment, request: RememberedRequest, date: string) =>
  request.now.getTime() <= settledUntilMs(department, request, [date]);

export type RememberedRequest = {
  dates: string[];
  now: Date;
  opcodeUuids: string[];
  recall: boolean;
  /** Everything else the evaluation depends on (the selection, the channel, the times...). */
  key: string;
};

/**
 * Evaluates the request's dates, reusing days evaluated before for the same department
 * configuration, day bookings and request. Remembered days are shared: callers only read them.
 */
export function evaluateRemembered(
  department: EngineDepartment,
  versions: DayVersions,
  request: RememberedRequest,
  evaluate: (dates: string[]) => DayResult[],
): DayResult[] {
  const { key } = request;
  const keys = new Map<string, string>();
  const found = new Map<string, DayResult>();
  for (const date of request.dates) {
    if (keys.has(date) || !isSettled(department, request, date)) continue;
    const dayKey = `${versions.department}|${date}|${versions.days.get(date) ?? 'none'}|${key}`;
    keys.set(date, dayKey);
    const day = remembered.get(dayKey);
    if (day) {
      remembered.delete(dayKey);
      remembered.set(dayKey, day);
      found.set(date, day);
    }
  }
  const missing = [...new Set(request.dates.filter((date) => !found.has(date)))];
  if (missing.length > 0) {
    for (const day of evaluate(missing)) {
      found.set(day.date, day);
      const dayKey = keys.get(day.date);
      if (dayKey === undefined) continue;
      if (remembered.size >= mostRemembered) remembered.delete(remembered.keys().next().value as string);
      remembered.set(dayKey, day);
    }
  }
  return request.dates.map((date) => found.get(date) as DayResult);
}

/** Forgets every evaluated day (the benchmark measures without them). */
export function forgetEvaluatedDays(): void {
  remembered.clear();
}

import type { AdvisorRules, SchedulingRules } from '../rules';
import { type AdvisorTimes, advisorTimes, countOverlapping, type DayBookings } from './booking-index';
import type { EngineAdvisor, EngineDepartment, SlotRequest } from './types';
import { booked as bookedText, count, type Finding, minutesOf, type WarningCode } from './warnings';

/** The advisors a request may be booked with, or why there are none. */
export type Candidates = { advisors: EngineAdvisor[]; rejection: string | null };

/**
 * The requested advisors (all when none named) narrowed to the requested team and to those who,
 * with their team, take the requested transport option; kept in the department's advisor order.
 * Without a requested team an advisor is ruled out only when none of their teams takes the option.
 */
export function selectCandidates(department: EngineDepartment, request: SlotRequest): Candidates {
  const { rules } = department;
  const reasons: string[] = [];
  let pool = department.advisors;
  if (request.advisorUuids !== null) {
    const asked = new Set(request.advisorUuids);
    const known = new Set(department.advisors.map((a) => a.uuid));
    for (const uuid of asked) {
      if (!known.has(uuid)) reasons.push(`${uuid} is not a service advisor of the department`);
    }
    pool = pool.filter((a) => asked.has(a.uuid));
  }

  const team =
    request.teamUuid === null ? null : (department.teams.find((t) => t.uuid === request.teamUuid) ?? null);
  if (request.teamUuid !== null) {
    if (team === null) reasons.push(`${request.teamUuid} is not a team of the department`);
    const inTeam = (a: EngineAdvisor) =>
      team !== null && (team.advisorUuids.includes(a.uuid) || a.teamUuids.includes(team.uuid));
    if (team !== null && request.advisorUuids !== null) {
      for (const a of pool) if (!inTeam(a)) reasons.push(`${a.name} is not in team ${team.name}`);
    }
    if (team !== null && pool.every((a) => !inTeam(a)) && request.advisorUuids === null) {
      reasons.push(`team ${team.name} has no service advisors`);
    }
    pool = pool.filter(inTeam);
  }

  const option = request.transportOptionUuid;
  if (option !== null) {
    const optionName = department.transportOptions.find((o) => o.uuid === option)?.name ?? option;
    const teamTakes = (teamUuid: string) => {
      const limited = rules.teamTransportOptions.find((t) => t.teamUuid === teamUuid);
      return !limited || limited.transportOptionUuids.includes(option);
    };
    if (team !== null && !teamTakes(team.uuid)) {
      reasons.push(`team ${team.name} does not take ${optionName}`);
      pool = [];
    }
    const advisorRules = rulesByAdvisor(rules);
    pool = pool.filter((a) => {
      const own = advisorRules.get(a.uuid)?.transportOptionUuids;
      if (own != null && !own.includes(option)) {
        reasons.push(`${a.name} does not take ${optionName}`);
        return false;
      }
      if (team === null && a.teamUuids.length > 0 && !a.teamUuids.some(teamTakes)) {
        reasons.push(`${a.name}'s teams do not take ${optionName}`);
        return false;
      }
      return true;
    });
  }

  if (pool.length > 0) return { advisors: pool, rejection: null };
  if (reasons.length === 0) reasons.push('no service advisor matches the request');
  const text = reasons.join('; ');
  return { advisors: [], rejection: text.charAt(0).toUpperCase() + text.slice(1) };
}

export const rulesByAdvisor = (rules: SchedulingRules): Map<string, AdvisorRules> =>
  new Map(rules.advisors.map((r) => [r.dealerAssociateUuid, r]));

/**
 * Hours of a weekly or date-wise rule. Its finding is written the first time the rule blocks a
 * slot and then reused for the day's other slots.
 */
type TimeRange = {
  from: number;
  to: number;
  fromText: string;
  toText: string;
  on: string;
  code: WarningCode;
  finding: Finding | null;
};

/** One advisor's rules resolved for one date, so each slot costs a few comparisons. */
export type AdvisorDay = {
  advisor: EngineAdvisor;
  /** Rules that block the whole date (schedule start, day off, daily limits). */
  dayFindings: Finding[];
  /** Working hours from the weekly schedule; null = the department's hours. */
  workHours: TimeRange | null;
  off: TimeRange[];
  bookings: AdvisorTimes;
  slotLimit: number;
  slotLimitCode: WarningCode;
  /** Where the per-slot limit comes from: '' (the default), ' on Mondays', ' on 2026-03-09'. */
  slotLimitLabel: string;
};

/** The date being evaluated with its labels, written once per date. */
export type DayLabels = { date: string; weekday: number; onWeekday: string; onDate: string };

const defaultSlotLimit = {
  slotLimit: 1,
  slotLimitCode: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
  slotLimitLabel: '',
} as const satisfies Pick<AdvisorDay, 'slotLimit' | 'slotLimitCode' | 'slotLimitLabel'>;

/** Resolves one advisor's rules for one date: whole-day findings, working hours, time off, limits. */
export function resolveAdvisorDay(
  advisor: EngineAdvisor,
  rules: AdvisorRules | undefined,
  day: DayLabels,
  bookingsOfDay: DayBookings,
): AdvisorDay {
  const bookings = advisorTimes(bookingsOfDay, advisor.uuid);
  if (!rules) {
    return { advisor, dayFindings: [], workHours: null, off: [], bookings, ...defaultSlotLimit };
  }
  const dayFindings: Finding[] = [];
  const workHours = scheduleOfDay(dayFindings, advisor.name, rules, day);
  const off = timeOffOfDay(dayFindings, advisor.name, rules, day);
  addDailyLimitFindings(dayFindings, advisor.name, rules, day, bookings.starts.length);
  return { advisor, dayFindings, workHours, off, bookings, ...slotLimitOf(rules, day) };
}

/** Working hours from the weekly schedule (null: the department's); finds a day not worked. */
function scheduleOfDay(
  dayFindings: Finding[],
  name: string,
  rules: AdvisorRules,
  day: DayLabels,
): TimeRange | null {
  const start = rules.recurringScheduleStartDate;
  if (start != null && day.date < start) {
    dayFindings.push({
      code: 'APPT_RULE_WARN_SA_RECURRENCE_DATE',
      text: `${name}'s schedule starts on ${start}`,
    });
  }
  const schedule = rules.weeklySchedule.find((w) => w.weekday === day.weekday);
  if (schedule && schedule.hours === null) {
    dayFindings.push({
      code: 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF',
      text: `${name} does not work ${day.onWeekday}`,
    });
  } else if (schedule?.hours) {
    return range(schedule.hours.from, schedule.hours.to, day.onWeekday, 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF');
  }
  return null;
}

/** Hours off the date (weekly, then date-wise); a date-wise day off is a whole-day finding. */
function timeOffOfDay(
  dayFindings: Finding[],
  name: string,
  rules: AdvisorRules,
  day: DayLabels,
): TimeRange[] {
  const off: TimeRange[] = [];
  for (const r of rules.weeklySlotsOff) {
    if (r.weekday === day.weekday)
      off.push(range(r.from, r.to, day.onWeekday, 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF'));
  }
  for (const r of rules.dateSlotsOff) {
    if (r.date !== day.date) continue;
    if (r.from == null && r.to == null) {
      dayFindings.push({
        code: 'APPT_RULE_WARN_SA_DATEWISE_SLOT_OFF',
        text: `${name} is off ${day.onDate}`,
      });
    } else {
      off.push(range(r.from ?? '00:00', r.to ?? '24:00', day.onDate, 'APPT_RULE_WARN_SA_DATEWISE_SLOT_OFF'));
    }
  }
  return off;
}

function addDailyLimitFindings(
  dayFindings: Finding[],
  name: string,
  rules: AdvisorRules,
  day: DayLabels,
  booked: number,
): void {
  const perWeekday = rules.perWeekday.find((l) => l.weekday === day.weekday)?.limit;
  if (perWeekday !== undefined && booked >= perWeekday) {
    dayFindings.push({
      code: 'APPT_RULE_WARN_SA_PER_DAY_OF_WEEK',
      text: `${name} takes ${count(perWeekday, 'appointment')} ${day.onWeekday}; ${bookedText(booked)}`,
    });
  }
  const perDate = rules.perDate.find((l) => l.date === day.date)?.limit;
  if (perDate !== undefined && booked >= perDate) {
    dayFindings.push({
      code: 'APPT_RULE_WARN_SA_PER_DATE',
      text: `${name} takes ${count(perDate, 'appointment')} ${day.onDate}; ${bookedText(booked)}`,
    });
  }
}

/** Appointments the advisor takes at a time: the date's limit, else the weekday's, else one. */
function slotLimitOf(
  rules: AdvisorRules,
  day: DayLabels,
): Pick<AdvisorDay, 'slotLimit' | 'slotLimitCode' | 'slotLimitLabel'> {
  const slotPerDate = rules.perSlotPerDate.find((l) => l.date === day.date)?.limit;
  if (slotPerDate !== undefined) {
    return {
      slotLimit: slotPerDate,
      slotLimitCode: 'APPT_RULE_WARN_SA_PER_DATE_PER_SLOT',
      slotLimitLabel: ` ${day.onDate}`,
    };
  }
  const slotPerWeekday = rules.perSlotPerWeekday.find((l) => l.weekday === day.weekday)?.limit;
  if (slotPerWeekday !== undefined) {
    return { ...defaultSlotLimit, slotLimit: slotPerWeekday, slotLimitLabel: ` ${day.onWeekday}` };
  }
  return defaultSlotLimit;
}

const range = (fromText: string, toText: string, on: string, code: WarningCode): TimeRange => ({
  from: minutesOf(fromText),
  to: minutesOf(toText),
  fromText,
  toText,
  on,
  code,
  finding: null,
});

/** A visit as the advisor rules see it: wall-clock minutes of its start and end, and its instants. */
export type SlotWindow = { minute: number; endMinute: number; startMs: number; endMs: number };

/** Outside the advisor's working hours: the visit starts before them or runs past their end. */
const outsideHours = (ad: AdvisorDay, slot: SlotWindow) =>
  ad.workHours !== null &&
  (slot.minute < ad.workHours.from || slot.minute >= ad.workHours.to || slot.endMinute > ad.workHours.to);

const overlaps = (r: TimeRange, slot: SlotWindow) => slot.minute < r.to && slot.endMinute > r.from;

/** True when every advisor rule lets this advisor take the slot. */
export function advisorIsFree(ad: AdvisorDay, slot: SlotWindow): boolean {
  if (ad.dayFindings.length > 0 || outsideHours(ad, slot)) return false;
  for (const r of ad.off) if (overlaps(r, slot)) return false;
  return countOverlapping(ad.bookings, slot.startMs, slot.endMs) < ad.slotLimit;
}

/** Adds every rule keeping the advisor from the slot; called only for slots no advisor can take. */
export function addAdvisorFindings(
  findings: Finding[],
  ad: AdvisorDay,
  slot: SlotWindow,
  span: string,
): void {
  for (const f of ad.dayFindings) findings.push(f);
  const name = ad.advisor.name;
  const hours = ad.workHours;
  if (hours !== null && outsideHours(ad, slot)) {
    findings.push({ code: hours.code, text: `${name} works ${hours.fromText}-${hours.toText} ${hours.on}` });
  }
  for (const r of ad.off) {
    if (overlaps(r, slot))
      findings.push({ code: r.code, text: `${name} is off ${r.fromText}-${r.toText} ${r.on}` });
  }
  const overlapping = countOverlapping(ad.bookings, slot.startMs, slot.endMs);
  if (overlapping >= ad.slotLimit) {
    findings.push({
      code: ad.slotLimitCode,
      text: `${name} has ${count(overlapping, 'appointment')} during ${span} and takes ${ad.slotLimit} at a time${ad.slotLimitLabel}`,
    });
  }
}

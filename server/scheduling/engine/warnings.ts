/** The warning codes the engine reports (spec: appointment-rule warning codes). */
export type WarningCode =
  | 'PAST_DATES_AVAILABILITY_BEING_FETCHED'
  | 'APPT_RULE_WARN_DEALER_HOURS_OPERATION'
  | 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION'
  | 'APPT_RULE_WARN_DEALER_OFFSET'
  | 'APPT_RULE_WARN_DEALER_PER_DAY'
  | 'APPT_RULE_WARN_DEALER_PER_DATE'
  | 'APPT_RULE_WARN_DEALER_PER_DAY_PER_SLOT'
  | 'APPT_RULE_WARN_DEALER_PER_DATE_PER_SLOT'
  | 'APPT_RULE_WARN_DEALER_PER_SLOT_APPT_COUNT'
  | 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_DATE'
  | 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_SLOT'
  | 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT'
  | 'APPT_RULE_WARN_NO_TRANSPORT_OPTION'
  | 'APPT_RULE_WARN_OPCODES_LEAD_TIME'
  | 'APPT_RULE_WARN_OPCODES_DAILY_LIMIT_EXCEEDED'
  | 'APPT_RULE_WARN_CAMPAIGNS_LEAD_TIME'
  | 'APPT_RULE_WARN_CAMPAIGNS_DAILY_LIMIT_EXCEEDED'
  | 'APPT_RULE_WARN_CAPACITY_PLANNING_CONSTRAINT_VIOLATED'
  | 'APPT_RULE_WARN_INVALID_DA_TO_TEAM_COMBINATION'
  | 'APPT_RULE_WARN_SA_RECURRENCE_DATE'
  | 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF'
  | 'APPT_RULE_WARN_SA_DATEWISE_SLOT_OFF'
  | 'APPT_RULE_WARN_SA_PER_DAY_OF_WEEK'
  | 'APPT_RULE_WARN_SA_PER_DATE'
  | 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT'
  | 'APPT_RULE_WARN_SA_PER_DATE_PER_SLOT';

/** One finding before it joins a slot's list. */
export type Finding = { code: WarningCode; text: string };

const weekdayNames = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

export const onWeekday = (weekday: number): string => `on ${weekdayNames[weekday] ?? `weekday ${weekday}`}`;

export const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "are booked" agreeing with the number. */
export const booked = (n: number): string => `${n} ${n === 1 ? 'is' : 'are'} booked`;

/** Minutes since midnight of `HH:mm` (24:00 = 1440); seconds, when given, are ignored. */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "starts in 50 minutes" / "has already started", measured from now. */
export function startsIn(startMs: number, nowMs: number): string {
  if (startMs <= nowMs) return 'has already started';
  return `starts in ${count(Math.floor((startMs - nowMs) / 60_000), 'minute')}`;
}

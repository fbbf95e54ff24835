import type { SchedulingRules } from '../scheduling/rules';
import { schedulingRulesSchema } from '../scheduling/rules';

/** Month-days the demo dealers are closed (Christmas Day, New Year's Day). */
export const demoClosedMonthDays = ['12-25', '01-01'] as const;

/** The next occurrence (today or later) of a month-day, e.g. 12-25. */
function nextOccurrence(today: string, monthDay: string): string {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

/**
 * Mild demo rules that show the engine at work without getting in a demo's way: an hour's notice,
 * the shop closed on the coming Christmas and New Year's Day, and at most six loaners a day.
 */
export function demoSchedulingRules(input: { today: string; loanerUuid: string }): SchedulingRules {
  return schedulingRulesSchema.parse({
    minimumNoticeMinutes: 60,
    closures: [
      { date: nextOccurrence(input.today, demoClosedMonthDays[0]), reason: 'Christmas Day' },
      { date: nextOccurrence(input.today, demoClosedMonthDays[1]), reason: "New Year's Day" },
    ],
    transportOptions: [{ transportOptionUuid: input.loanerUuid, perDay: 6 }],
  });
}

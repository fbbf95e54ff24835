import type { SchedulingRules } from '../rules';
import { type Finding, minutesOf } from './warnings';

/** Part of a date the department is closed, in wall-clock minutes, with its finding's text. */
export type PartialClosure = { from: number; to: number; text: string };

const reasonOf = (reason: string) => (reason ? ` (${reason})` : '');

/** Closures of the whole date, one finding each. */
export function closedAllDayFindings(closures: SchedulingRules['closures'], date: string): Finding[] {
  const findings: Finding[] = [];
  for (const c of closures) {
    if (c.date === date && c.from == null && c.to == null) {
      findings.push({
        code: 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION',
        text: `The department is closed on ${date}${reasonOf(c.reason)}`,
      });
    }
  }
  return findings;
}

/** Closures of part of the date (an open end runs to the start or end of the day). */
export function partialClosuresOf(closures: SchedulingRules['closures'], date: string): PartialClosure[] {
  return closures
    .filter((c) => c.date === date && (c.from != null || c.to != null))
    .map((c) => {
      const from = c.from ?? '00:00';
      const to = c.to ?? '24:00';
      return {
        from: minutesOf(from),
        to: minutesOf(to),
        text: `The department is closed ${from}-${to} on ${date}${reasonOf(c.reason)}`,
      };
    });
}

import { ApiError } from '@/components/request-json';
import { formatWallTime, type TimeFormat } from '@/components/ui/clock';
import { dayLabel } from './schedule-model';

/** What the advisor tried: the words of a refusal name the day, time and advisor it was about. */
export type Attempt = {
  date?: string;
  time?: string;
  advisorName?: string | null;
  status?: string;
  /** The dealership's time format: times in the words are written in it. */
  format?: TimeFormat;
};

const isoDateTime = /(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2})?)?/g;

/** "2026-03-10T09:00:00" → "Tuesday, March 10, 2026 at 09:00" inside any server sentence. */
export function readableDates(text: string): string {
  return text.replace(isoDateTime, (_match, date: string, time?: string) =>
    time ? `${dayLabel(date)} at ${time}` : dayLabel(date),
  );
}

// Why a slot was refused, by the rule's warning code (prefix match), as the end of a sentence.
const ruleWords: Array<[string, string]> = [
  ['APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF', 'the advisor is off at that time'],
  ['APPT_RULE_WARN_SA_DATEWISE_SLOT_OFF', 'the advisor is off at that time'],
  ['APPT_RULE_WARN_SA_RECURRENCE_DATE', 'the advisor is off that day'],
  ['APPT_RULE_WARN_SA_', 'the advisor is fully booked then'],
  ['APPT_RULE_WARN_SUM_INDIVIDUAL', 'every advisor is fully booked then'],
  ['APPT_RULE_WARN_DEALER_HOURS', 'the department is closed then'],
  ['APPT_RULE_WARN_DEALER_OFFSET', 'it is too soon: bookings need more notice'],
  ['APPT_RULE_WARN_DEALER_', 'the shop is fully booked then'],
  ['APPT_RULE_WARN_TRANSPORT_OPTION', 'the chosen transport (such as a loaner) is all taken then'],
  ['APPT_RULE_WARN_NO_TRANSPORT_OPTION', 'no transport option is left then'],
  ['APPT_RULE_WARN_OPCODES_LEAD_TIME', 'a service on it needs more notice'],
  ['APPT_RULE_WARN_OPCODES_DAILY_LIMIT', 'a service on it is fully booked that day'],
  ['APPT_RULE_WARN_CAMPAIGNS', 'the recall campaign allows no more that day'],
  ['APPT_RULE_WARN_CAPACITY_PLANNING', 'the shop has no more capacity then'],
  ['APPT_RULE_WARN_INVALID_DA_TO_TEAM', 'the advisor is not in the visit’s team'],
  ['PAST_DATES', 'that time has passed'],
];

function reasonsOf(error: ApiError): string[] {
  const reasons = error.warnings
    .map((w) => ruleWords.find(([prefix]) => w.warningCode.startsWith(prefix))?.[1])
    .filter((r): r is string => Boolean(r));
  return [...new Set(reasons)];
}

const shown = (time: string, a: Attempt) => (a.format ? formatWallTime(time, a.format) : time);

const whenOf = (a: Attempt) =>
  a.date
    ? `${dayLabel(a.date)}${a.time ? ` at ${shown(a.time, a)}` : ''}`
    : a.time
      ? `at ${shown(a.time, a)}`
      : 'then';

/** One sentence per refusal code; anything else falls back to the server's words, dates readable. */
function sentenceFor(error: ApiError, a: Attempt): string | null {
  const when = whenOf(a);
  const slots = /from (\d{2}:\d{2}) to (\d{2}:\d{2})/.exec(error.message);
  switch (error.code) {
    case 'PAST_DATE':
      return `${when} has already passed. Pick a later time.`;
    case 'NO_TIME_INTERVAL_EXISTS':
      if (/closed/.test(error.message))
        return `The department is closed on ${a.date ? dayLabel(a.date) : 'that day'}.`;
      return `Nothing can be booked ${a.time ? `at ${shown(a.time, a)}` : 'then'}${slots ? `: visits can start from ${shown(slots[1] ?? '', a)} to ${shown(slots[2] ?? '', a)}` : ''}.`;
    case 'SLOT_UNAVAILABLE':
    case 'NO_SA_AVAILABLE':
    case 'TRANSPORT_OPTION_UNAVAILABLE':
    case 'APPOINTMENT_VIOLATES_CAPACITY_PLANNING_CONSTRAINTS': {
      const who = a.advisorName ? `${a.advisorName} cannot take it` : 'It cannot be booked';
      const reasons = reasonsOf(error);
      return `${who} ${when}${reasons.length ? `: ${reasons.join('; ')}` : ': the time is not free'}.`;
    }
    case 'DUPLICATE_APPOINTMENT_FOUND':
      return `The customer already has a visit for this vehicle on ${a.date ? dayLabel(a.date) : 'that day'}.`;
    case 'INCORRECT_APPOINTMENT_STATUS':
      return a.status
        ? `This visit cannot be marked ${a.status} any more: its status no longer allows it.`
        : readableDates(error.message);
    case 'INCORRECT_APPOINTMENT':
      return 'This visit is finished (arrived, no-show or cancelled) and can no longer be changed.';
    case 'APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED':
      return 'This visit is linked to a repair order and can no longer be changed.';
    case 'UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK':
      return 'Someone else is changing this visit right now. Try again in a moment.';
    case 'USER_UUID_MANDATORY':
      return 'The dealership requires an advisor on every visit. Choose one.';
    default:
      return null;
  }
}

/**
 * A refused change in plain words: what was refused and why, with dates as the advisor reads them.
 * The one place where the server's error codes become sentences for the schedule and the detail.
 */
export function refusalSentence(error: unknown, attempt: Attempt = {}): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Try again.';
  return sentenceFor(error, attempt) ?? readableDates(error.message);
}

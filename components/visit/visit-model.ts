/** What the visit page sends and how it words the server's refusals (pure: unit-tested). */

export type VisitTimes = {
  timeZone: string;
  from: string;
  nextFrom: string;
  days: { date: string; label: string; times: { startDateTime: string; label: string }[] }[];
};

type ErrorBody = { errors?: { errorCode: string; errorDescription: string }[] };

const reasons: Record<string, string> = {
  VISIT_NOT_FOUND: 'This link is not valid any more.',
  VISIT_CLOSED: 'This visit can no longer be changed.',
  VISIT_NOTICE_PASSED: 'Your visit is too close to change online.',
  SLOT_UNAVAILABLE: 'That time was just taken. Please pick another.',
  NO_SA_AVAILABLE: 'No advisor is free at that time any more. Please pick another.',
  PAST_DATE: 'That time has passed. Please pick another.',
  NO_TIME_INTERVAL_EXISTS: 'The service department is not open then. Please pick another time.',
  CROSS_SITE_REQUEST: 'Please open the link from your message again.',
};

/** The customer's words for a refusal; the phone number closes the ones only a call can solve. */
export function refusalWords(code: string | undefined, phone: string | null): string {
  const text = (code && reasons[code]) ?? 'Something went wrong. Please try again.';
  const call = code === 'VISIT_NOTICE_PASSED' || code === 'VISIT_CLOSED';
  return call && phone ? `${text} Please call us at ${phone}.` : text;
}

export class VisitRequestError extends Error {
  constructor(readonly code: string | undefined) {
    super(code ?? 'request failed');
  }
}

/** One call of the visit operations; a refusal throws with its code. */
export async function visitRequest<T>(
  token: string,
  path: 'confirm' | 'reschedule' | 'cancel' | `times${string}`,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`/api/visit/v1/${encodeURIComponent(token)}/${path}`, {
    method: path.startsWith('times') ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.ok) return (await response.json()) as T;
  const failure = (await response.json().catch(() => ({}))) as ErrorBody;
  throw new VisitRequestError(failure.errors?.[0]?.errorCode);
}

/** A day of the dealer's calendar (yyyy-MM-dd) in two short lines: "Tue" and "Dec 2". */
export function dayParts(date: string): { weekday: string; monthDay: string } {
  const noon = new Date(`${date}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(noon);
  return { weekday: format({ weekday: 'short' }), monthDay: format({ month: 'short', day: 'numeric' }) };
}

/** How long before the visit changes stop, in words ("24 hours", "2 days", "90 minutes"). */
export function noticeWords(minutes: number): string {
  if (minutes % (24 * 60) === 0) {
    const days = minutes / (24 * 60);
    return days === 1 ? '24 hours' : `${days} days`;
  }
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

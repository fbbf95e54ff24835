/**
 * The start in the dealer's zone, named (CST, CDT…) so a customer elsewhere reads it right, e.g.
 * "Tuesday, March 4 at 9:30 AM CST": the wording of a visit's time in messages and on its page.
 */
export function formatAppointmentTime(startAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(startAt)
    .replace(/, (\d{1,2}:\d{2})/, ' at $1');
}

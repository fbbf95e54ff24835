import { addDays } from '../time/wall-clock';
import { type DayVisit, findVisitsOn } from './find-todays-arrivals';
import type { TodayScope } from './scope';

// Still worth a call: booked or changed, but the customer has not confirmed.
const unconfirmed: ReadonlySet<string> = new Set([
  'Scheduled',
  'Rescheduled',
  'Updated',
  'UPDATED',
  'Reminder Sent',
  'Rescheduling Requested',
]);

/** Tomorrow's visits of the department that nobody has confirmed yet, earliest first. */
export async function findUnconfirmedTomorrow(scope: TodayScope, today: string): Promise<DayVisit[]> {
  const visits = await findVisitsOn(scope, addDays(today, 1));
  return visits.filter((v) => unconfirmed.has(v.status));
}

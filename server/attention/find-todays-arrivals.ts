import { db } from '../db/client';
import { instantToWallClock } from '../time/wall-clock';
import { visitRowsOn } from './attention-records';
import { customerLabel, type TodayScope } from './scope';

/** One visit of a day as the Today page lists it; times are wall-clock `HH:mm` in the dealer's zone. */
export type DayVisit = {
  appointmentUuid: string;
  startTime: string;
  status: string;
  customerName: string;
  vehicle: string | null;
  advisorName: string | null;
};

/**
 * The department's visits on a local date, earliest first, without cancelled ones (they will not
 * arrive). Used for today's arrivals and, filtered, for tomorrow's unconfirmed visits.
 */
export async function findVisitsOn(scope: TodayScope, localDate: string): Promise<DayVisit[]> {
  const rows = await visitRowsOn(db(), scope, localDate);
  return rows.map((r) => ({
    appointmentUuid: r.uuid,
    startTime: instantToWallClock(r.startAt, scope.timeZone).slice(11, 16),
    status: r.status,
    customerName: customerLabel(r),
    vehicle: [r.make, r.model].filter(Boolean).join(' ') || null,
    advisorName: r.advisorFirst ? `${r.advisorFirst} ${r.advisorLast ?? ''}`.trim() : null,
  }));
}

/** Today's arrivals of the department in time order, with their status. */
export function findTodaysArrivals(scope: TodayScope, today: string): Promise<DayVisit[]> {
  return findVisitsOn(scope, today);
}

import { customerLabel, type TodayScope } from '../attention/scope';
import { db } from '../db/client';
import { addDays, instantToLocalDate, instantToWallClock, startOfLocalDay } from '../time/wall-clock';
import { selectBookedOnlineSince } from './visit-records';

/** One appointment booked online, as the Today page lists it (times wall-clock in the dealer's zone). */
export type BookedOnline = {
  appointmentUuid: string;
  /** yyyy-MM-ddTHH:mm:ss of the visit. */
  start: string;
  /** yyyy-MM-ddTHH:mm:ss of the booking. */
  bookedAt: string;
  status: string;
  customerName: string;
  vehicle: string | null;
};

/** Appointments the department's customers booked online since the start of yesterday, newest first. */
export async function findBookedOnlineSinceYesterday(scope: TodayScope, now: Date): Promise<BookedOnline[]> {
  const yesterday = addDays(instantToLocalDate(now, scope.timeZone), -1);
  const rows = await selectBookedOnlineSince(db(), scope, startOfLocalDay(yesterday, scope.timeZone), 50);
  return rows.map((r) => ({
    appointmentUuid: r.uuid,
    start: instantToWallClock(r.startAt, scope.timeZone),
    bookedAt: instantToWallClock(r.createdAt, scope.timeZone),
    status: r.status,
    customerName: customerLabel(r),
    vehicle: [r.make, r.model].filter(Boolean).join(' ') || null,
  }));
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cachedBookingDay, rememberBookingDay } from './booking-day-cache';
import type { EngineBooking } from './engine/types';
import { loadEngineBookings } from './load-engine-bookings';

export type WindowBookings = {
  bookings: EngineBooking[];
  /** Each date's stamp; a date without one never had a booking. */
  dayStamps: ReadonlyMap<string, string>;
};

/**
 * The department's active bookings on the given dates, for availability, with each date's stamp.
 * Reads the days' stamps (one small query) and loads only the days whose stamp moved since this
 * process last loaded them; a day without a stamp never had a booking. The bookings are read
 * after their stamps, so a remembered day is never older than its stamp: a write in between only
 * costs a reload later. Not for the booking check, which reads its one day under the day's lock.
 */
export async function loadWindowBookings(
  tx: Tx,
  input: { departmentUuid: string; dates: readonly string[] },
): Promise<WindowBookings> {
  const stamps = await tx.execute<{ local_date: string; stamp: string }>(sql`
      select local_date::text as local_date, stamp::text as stamp from booking_day_stamps
      where department_uuid = ${input.departmentUuid} and local_date = any(${sql.param(input.dates)}::text[]::date[])
    `);
  const result = new Map<string, EngineBooking[]>();
  const stale = new Map<string, string>();
  for (const { local_date: date, stamp } of stamps) {
    const cached = cachedBookingDay(input.departmentUuid, date, stamp);
    if (cached) result.set(date, cached);
    else stale.set(date, stamp);
  }
  if (stale.size > 0) {
    const loaded = await loadEngineBookings(tx, {
      departmentUuid: input.departmentUuid,
      dates: [...stale.keys()],
    });
    const byDate = new Map<string, EngineBooking[]>([...stale.keys()].map((date) => [date, []]));
    for (const booking of loaded) byDate.get(booking.localDate)?.push(booking);
    for (const [date, bookings] of byDate) {
      rememberBookingDay(input.departmentUuid, date, stale.get(date) as string, bookings);
      result.set(date, bookings);
    }
  }
  return {
    bookings: [...new Set(input.dates)].flatMap((date) => result.get(date) ?? []),
    dayStamps: new Map(stamps.map((s) => [s.local_date, s.stamp])),
  };
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { preparedSql } from '../db/prepared';
import { cachedBookingDay, rememberBookingDay } from './booking-day-cache';
import { releasedStatuses } from './booking-statuses';
import type { EngineBooking } from './engine/types';
import { decodePackedBooking, type PackedBookingRow, packedBookingColumn } from './packed-booking';

const active = sql`a.status not in (${sql.join(
  releasedStatuses.map((status) => sql`${status}`),
  sql`, `,
)})`;

// Every booking check and availability reload reads these; prepared, so that a booking's
// check sent right behind its day's lock runs once the lock is held (see `prepared`). Each
// booking travels packed into one text value (see packed-booking.ts).
const bookingsOfDates = preparedSql<{ departmentUuid: string; dates: string[] }, PackedBookingRow>(
  'bookings-of-dates',
  (v) => sql`
    select ${packedBookingColumn} from appointments a
    where a.department_uuid = ${v.departmentUuid}
      and a.local_date = any(${v.dates}::text[]::date[]) and ${active}`,
);

// One day (the booking check) compares the date as a value the planner can weigh, so the day is
// read through the department-date index; an array of dates cast from text is not weighed.
const bookingsOfDate = preparedSql<{ departmentUuid: string; date: string }, PackedBookingRow>(
  'bookings-of-date',
  (v) => sql`
    select ${packedBookingColumn} from appointments a
    where a.department_uuid = ${v.departmentUuid} and a.local_date = ${v.date}::date and ${active}`,
);

/**
 * The department's active appointments on the given local dates with what the
 * rules count of them: advisor, team, transport option, channel, recall, opcodes, labor minutes.
 * One query whatever the number of days or advisors, reading appointment rows alone: their
 * services' labor minutes and opcodes are kept on them (migration 0008). The columns read here
 * are the ones whose change gives a day a new stamp (migrations 0006 and 0008).
 */
export async function loadEngineBookings(
  tx: Tx,
  input: { departmentUuid: string; dates: readonly string[] },
): Promise<EngineBooking[]> {
  const [date, ...more] = input.dates;
  const rows =
    date !== undefined && more.length === 0
      ? await bookingsOfDate(tx, { departmentUuid: input.departmentUuid, date })
      : await bookingsOfDates(tx, { departmentUuid: input.departmentUuid, dates: [...input.dates] });
  return rows.map((row) => decodePackedBooking(row.packed));
}

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

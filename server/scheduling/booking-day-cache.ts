import type { EngineBooking } from './engine/types';

type Day = { stamp: string; bookings: EngineBooking[] };

/**
 * Each department day's bookings as last loaded, under the day's stamp at the time (see
 * bookingDayStamps). An entry is used only while the stored stamp still equals it, so it is never
 * stale; at most `maxBookings` are held, the least recently used days leaving first.
 */
const days = new Map<string, Day>();
const maxBookings = 200_000;
let held = 0;

const keyOf = (departmentUuid: string, date: string) => `${departmentUuid}|${date}`;

export function cachedBookingDay(
  departmentUuid: string,
  date: string,
  stamp: string,
): EngineBooking[] | undefined {
  const key = keyOf(departmentUuid, date);
  const day = days.get(key);
  if (day?.stamp !== stamp) return undefined;
  // Most recently used goes last.
  days.delete(key);
  days.set(key, day);
  return day.bookings;
}

export function rememberBookingDay(
  departmentUuid: string,
  date: string,
  stamp: string,
  bookings: EngineBooking[],
): void {
  const key = keyOf(departmentUuid, date);
  const previous = days.get(key);
  if (previous) {
    held -= previous.bookings.length;
    days.delete(key);
  }
  days.set(key, { stamp, bookings });
  held += bookings.length;
  for (const [oldestKey, oldest] of days) {
    if (held <= maxBookings) break;
    days.delete(oldestKey);
    held -= oldest.bookings.length;
  }
}

/** Empties the cache, so the next reads load every day (measurements of the uncached path). */
export function forgetBookingDays(): void {
  days.clear();
  held = 0;
}

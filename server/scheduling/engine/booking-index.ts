import type { EngineBooking } from './types';

/** One advisor's bookings of a date as start and end instants (ms), for fast overlap counts. */
export type AdvisorTimes = { starts: number[]; ends: number[] };

/** The bookings of one local date, and each advisor's booked times that date. */
export type DayBookings = { all: EngineBooking[]; byAdvisor: Map<string, AdvisorTimes> };

export const noBookings: DayBookings = { all: [], byAdvisor: new Map() };
const noTimes: AdvisorTimes = { starts: [], ends: [] };

/**
 * Groups bookings by local date (only the dates asked for) and by advisor within a date, once per
 * evaluation, so no rule ever scans all bookings. The appointment being moved is left out.
 */
export function indexBookingsByDate(
  bookings: EngineBooking[],
  dates: readonly string[],
  excludeAppointmentUuid: string | null,
): Map<string, DayBookings> {
  const index = new Map<string, DayBookings>();
  const perAdvisor = new Map<DayBookings, Map<string, EngineBooking[]>>();
  for (const date of dates) {
    const day: DayBookings = { all: [], byAdvisor: new Map() };
    index.set(date, day);
    perAdvisor.set(day, new Map());
  }
  for (const booking of bookings) {
    if (booking.uuid === excludeAppointmentUuid) continue;
    const day = index.get(booking.localDate);
    if (!day) continue;
    day.all.push(booking);
    if (booking.advisorUuid !== null) {
      const lists = perAdvisor.get(day) as Map<string, EngineBooking[]>;
      const own = lists.get(booking.advisorUuid);
      if (own) own.push(booking);
      else lists.set(booking.advisorUuid, [booking]);
    }
  }
  for (const [day, lists] of perAdvisor) {
    for (const [advisorUuid, own] of lists) {
      day.byAdvisor.set(advisorUuid, {
        starts: own.map((b) => b.startAt.getTime()),
        ends: own.map((b) => b.endAt.getTime()),
      });
    }
  }
  return index;
}

export const advisorTimes = (day: DayBookings, advisorUuid: string): AdvisorTimes =>
  day.byAdvisor.get(advisorUuid) ?? noTimes;

/** Booked times overlapping [startMs, endMs); an advisor has a handful a day, so a scan is cheapest. */
export function countOverlapping(times: AdvisorTimes, startMs: number, endMs: number): number {
  let n = 0;
  for (let i = 0; i < times.starts.length; i++) {
    if ((times.starts[i] as number) < endMs && (times.ends[i] as number) > startMs) n++;
  }
  return n;
}

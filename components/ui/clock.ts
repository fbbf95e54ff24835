/**
 * One way of writing times on every page: in the dealership's time zone and in the time format of
 * its profile (12-hour "4:15 PM" or 24-hour "16:15"), whatever zone or locale the browser is in.
 * Pure functions; components get the dealership's clock from clock-context.tsx.
 */

export type TimeFormat = '12h' | '24h';

/** The dealership's zone (IANA) and time format. */
export type Clock = { timeZone: string; timeFormat: TimeFormat };

/** For pages without a dealership (an install's operator): UTC, named wherever a time is shown. */
export const fallbackClock: Clock = { timeZone: 'UTC', timeFormat: '24h' };

export const timeFormatLabels: Record<TimeFormat, string> = {
  '12h': '12-hour (4:15 PM)',
  '24h': '24-hour (16:15)',
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/**
 * An instant from a Date, an ISO string or an offset date-time of the partner API
 * (2026-03-09T16:15:00-0500, offset without a colon).
 */
export function toInstant(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}

function partsOf(instant: Date, timeZone: string): Parts {
  const parts: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

function hourMinute(hour: number, minute: number, format: TimeFormat): string {
  const mm = String(minute).padStart(2, '0');
  if (format === '24h') return `${String(hour).padStart(2, '0')}:${mm}`;
  return `${hour % 12 || 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

const dateOf = (p: Pick<Parts, 'year' | 'month' | 'day'>) => `${months[p.month - 1]} ${p.day}, ${p.year}`;

/**
 * A wall-clock time already in the dealership's zone (2026-03-09T16:15:00, or 16:15): only
 * written in the format, never moved between zones.
 */
export function formatWallTime(wallClock: string, format: TimeFormat): string {
  const match = /(?:^|T)(\d{2}):(\d{2})/.exec(wallClock);
  if (!match) return wallClock;
  return hourMinute(Number(match[1]), Number(match[2]), format);
}

/** The short name of the zone at that instant (CST, CDT; GMT+1 where no abbreviation is usual). */
export function zoneName(clock: Clock, at: Date | string = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: clock.timeZone, timeZoneName: 'short' })
    .formatToParts(toInstant(at))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? clock.timeZone;
}

/** The time of day of an instant in the dealership's zone: 4:15 PM. */
export function formatTime(instant: Date | string, clock: Clock): string {
  const p = partsOf(toInstant(instant), clock.timeZone);
  return hourMinute(p.hour, p.minute, clock.timeFormat);
}

/** The calendar day of an instant in the dealership's zone: Nov 27, 2026. */
export function formatDate(instant: Date | string, clock: Clock): string {
  return dateOf(partsOf(toInstant(instant), clock.timeZone));
}

/**
 * Day and time of an instant in the dealership's zone: Nov 27, 2026, 4:15 PM; with `zone`, the
 * zone's name follows (Nov 27, 2026, 4:15 PM CST) for pages read by people elsewhere.
 */
export function formatDateTime(
  instant: Date | string,
  clock: Clock,
  options: { zone?: boolean } = {},
): string {
  const at = toInstant(instant);
  const p = partsOf(at, clock.timeZone);
  const text = `${dateOf(p)}, ${hourMinute(p.hour, p.minute, clock.timeFormat)}`;
  return options.zone ? `${text} ${zoneName(clock, at)}` : text;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday, day and time of an instant in the dealership's zone, for appointments: Fri, Nov 27, 4:15 PM. */
export function formatDayTime(instant: Date | string, clock: Clock): string {
  const p = partsOf(toInstant(instant), clock.timeZone);
  const weekday = weekdays[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  return `${weekday}, ${months[p.month - 1]} ${p.day}, ${hourMinute(p.hour, p.minute, clock.timeFormat)}`;
}

/** For lists: the time when the instant is on the same dealership day as `now`, otherwise the day (Nov 27). */
export function formatRecent(instant: Date | string, clock: Clock, now: Date = new Date()): string {
  const p = partsOf(toInstant(instant), clock.timeZone);
  const today = partsOf(now, clock.timeZone);
  if (p.year === today.year && p.month === today.month && p.day === today.day) {
    return hourMinute(p.hour, p.minute, clock.timeFormat);
  }
  return p.year === today.year ? `${months[p.month - 1]} ${p.day}` : dateOf(p);
}

/** The dealership's wall clock of an instant, 2026-11-27T16:15:00, for comparisons with wall-clock data. */
export function wallClockOf(instant: Date | string, clock: Clock): string {
  const p = partsOf(toInstant(instant), clock.timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:00`;
}

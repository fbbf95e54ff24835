import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const localDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A wall-clock time of a department: `yyyy-MM-ddTHH:mm:ss` with no offset. */
export type WallClock = string;

export const isWallClock = (value: string): boolean => localDateTime.test(value);

/** Parses `yyyy-MM-dd`, rejecting impossible dates such as 2026-02-30. */
export function isCalendarDate(value: string): boolean {
  const m = localDate.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

export type WallClockResult = { ok: true; instant: Date } | { ok: false; reason: 'format' | 'nonexistent' };

/**
 * The instant a wall-clock time denotes in a time zone. A time skipped by a DST change (02:30 on
 * the spring-forward day) does not exist and is refused rather than silently shifted; a repeated
 * time (fall back) resolves to its first occurrence.
 */
export function wallClockToInstant(value: string, timeZone: string): WallClockResult {
  const m = localDateTime.exec(value);
  if (!m || !isCalendarDate(value.slice(0, 10))) return { ok: false, reason: 'format' };
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (h > 23 || mi > 59 || s > 59) return { ok: false, reason: 'format' };
  const zoned = new TZDate(y, mo - 1, d, h, mi, s, timeZone);
  const instant = new Date(zoned.getTime());
  if (instantToWallClock(instant, timeZone) !== value) return { ok: false, reason: 'nonexistent' };
  // In a repeated hour some zones resolve to the later occurrence; step back to the first one
  // (DST shifts are an hour, or half an hour on Lord Howe Island).
  for (const minutes of [60, 30]) {
    const earlier = new Date(instant.getTime() - minutes * 60_000);
    if (instantToWallClock(earlier, timeZone) === value) return { ok: true, instant: earlier };
  }
  return { ok: true, instant };
}

// One formatter per zone: building an Intl formatter is costly, using one is cheap (lists map
// hundreds of times per request).
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** `yyyy-MM-ddTHH:mm:ss` of an instant in a time zone. */
export function instantToWallClock(instant: Date, timeZone: string): WallClock {
  const p = partsIn(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** `yyyy-MM-dd` of an instant in a time zone. */
export function instantToLocalDate(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Day of week (0 = Sunday) of a `yyyy-MM-dd` date. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The instant a local calendar day starts (its first existing moment) in a time zone. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, mo - 1, d, 0, 0, 0, timeZone).getTime());
}

/** `yyyy-MM-dd` plus n days. */
export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** ISO 8601 with a numeric offset and milliseconds, e.g. 2026-03-08T10:00:00.000-0500. */
export function instantToOffsetDateTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ss.SSSxx");
}

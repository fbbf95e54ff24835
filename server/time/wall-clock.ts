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

const offsetDateTime =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * Parses ISO 8601 with Z or a numeric offset (±HH:mm or ±HHmm), strictly: the date must exist,
 * hours 00–23, and the offset at most ±18:00 (JavaScript would roll 2026-02-30 over to March and
 * answer an invalid date for +99:00). Null when the value is not such a time.
 */
export function offsetDateTimeToInstant(value: string): Date | null {
  const m = offsetDateTime.exec(value);
  if (!m || !isCalendarDate(m[1] as string)) return null;
  const [h, mi, s, oh, om] = [m[2], m[3], m[4], m[7] ?? '0', m[8] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || mi > 59 || s > 59 || om > 59 || oh * 60 + om > 18 * 60) return null;
  const offset = m[6] ? `${m[6]}${m[7]}:${m[8]}` : 'Z';
  const instant = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}${m[5] ?? ''}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export type WallClockResult = { ok: true; instant: Date } | { ok: false; reason: 'format' | 'nonexistent' };

// One formatter per zone: building an Intl formatter is costly, using one is cheap.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset (ms, local wall clock minus UTC) at an instant, from the zone database. */
function zoneDatabaseOffsetMs(instantMs: number, timeZone: string): number {
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
  const p: Record<string, string> = {};
  for (const part of formatter.formatToParts(instantMs)) p[part.type] = part.value;
  const seconds = Math.floor(instantMs / 1000) * 1000;
  const wallAsUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return wallAsUtc - seconds;
}

// Offsets per zone and quarter hour of UTC: one reading serves every instant of a quarter whose
// offset is the same at both ends (all but the quarter of a DST change, read instant by
// instant). Lists and the booking path convert thousands of instants; the Intl lookup is slow.
const quarterMs = 15 * 60_000;
const quarters = new Map<string, Map<number, number>>();
const mostQuarters = 100_000;

/** The UTC offset (ms, local wall clock minus UTC) of a time zone at an instant. */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  let zone = quarters.get(timeZone);
  if (!zone) {
    zone = new Map();
    quarters.set(timeZone, zone);
  }
  const quarter = Math.floor(instantMs / quarterMs);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const first = zoneDatabaseOffsetMs(quarter * quarterMs, timeZone);
    const last = zoneDatabaseOffsetMs((quarter + 1) * quarterMs - 1000, timeZone);
    offset = first === last ? first : Number.NaN;
    if (zone.size >= mostQuarters) zone.clear();
    zone.set(quarter, offset);
  }
  return Number.isNaN(offset) ? zoneDatabaseOffsetMs(instantMs, timeZone) : offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-ddTHH:mm:ss` of a wall clock held as if it were UTC. */
function wallClockOf(wallAsUtc: Date): WallClock {
  return `${String(wallAsUtc.getUTCFullYear()).padStart(4, '0')}-${two(wallAsUtc.getUTCMonth() + 1)}-${two(wallAsUtc.getUTCDate())}T${two(wallAsUtc.getUTCHours())}:${two(wallAsUtc.getUTCMinutes())}:${two(wallAsUtc.getUTCSeconds())}`;
}

const dayMs = 24 * 60 * 60_000;

/**
 * The instants whose wall clock in the zone could read `wallAsUtc`: one per offset in effect
 * around it (a day either side covers any DST change), earliest first.
 */
function candidateInstants(wallAsUtc: number, timeZone: string): number[] {
  const offsets = new Set([
    zoneOffsetMs(wallAsUtc - dayMs, timeZone),
    zoneOffsetMs(wallAsUtc, timeZone),
    zoneOffsetMs(wallAsUtc + dayMs, timeZone),
  ]);
  return [...offsets].map((offset) => wallAsUtc - offset).sort((a, b) => a - b);
}

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
  const wallAsUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const instant = candidateInstants(wallAsUtc, timeZone).find(
    (t) => t + zoneOffsetMs(t, timeZone) === wallAsUtc,
  );
  return instant === undefined
    ? { ok: false, reason: 'nonexistent' }
    : { ok: true, instant: new Date(instant) };
}

/** `yyyy-MM-ddTHH:mm:ss` of an instant in a time zone. */
export function instantToWallClock(instant: Date, timeZone: string): WallClock {
  const ms = instant.getTime();
  return wallClockOf(new Date(ms + zoneOffsetMs(ms, timeZone)));
}

/** `yyyy-MM-dd` of an instant in a time zone. */
export function instantToLocalDate(instant: Date, timeZone: string): string {
  return instantToWallClock(instant, timeZone).slice(0, 10);
}

/** Day of week (0 = Sunday) of a `yyyy-MM-dd` date. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The instant a local calendar day starts (its first existing moment) in a time zone. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  // Where midnight is skipped, the day starts at the change: the instant midnight maps to under
  // the offset before it, which reads back as a later time of the same day.
  const midnight = candidateInstants(Date.UTC(y, mo - 1, d), timeZone).find(
    (t) => instantToLocalDate(new Date(t), timeZone) === date,
  );
  return new Date(midnight ?? Date.UTC(y, mo - 1, d));
}

/** `yyyy-MM-dd` plus n days. */
export function addDays(date: string, days: number): string {
  const t = new Date(`${date}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** ISO 8601 with a numeric offset and milliseconds, e.g. 2026-03-08T10:00:00.000-0500. */
export function instantToOffsetDateTime(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const offset = zoneOffsetMs(ms, timeZone);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const millis = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
  return `${wallClockOf(new Date(ms + offset))}.${millis}${sign}${two(Math.floor(minutes / 60))}${two(minutes % 60)}`;
}

import { instantToWallClock } from '../../time/wall-clock';
import { hhmmOf } from './warnings';

/** One slot start of a day: wall-clock minute since midnight, `HH:mm`, and the instant in ms. */
export type DaySlot = { minute: number; time: string; startMs: number };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/**
 * The slot starts of a local date from `opens` while start < `closes`, every `slotSize` minutes,
 * narrowed to [fromMinute, toMinute). A wall-clock time skipped by a DST change has no slot; a
 * repeated one has one slot, at its first occurrence.
 *
 * Converting every slot through the zone database is slow, so the day's UTC offset is read once;
 * only a day whose offset differs before and after it (a DST change) converts slot by slot. This
 * does not use `wallClockToInstant`, which resolves a repeated time east of UTC (Europe/Berlin
 * 02:30 on the last Sunday of October) to its second occurrence.
 */
export function daySlots(
  date: string,
  hours: { opens: number; closes: number; slotSize: number },
  offsetAt: ZoneOffsets,
  fromMinute: number,
  toMinute: number,
): DaySlot[] {
  const minutes: number[] = [];
  for (let m = hours.opens; m < hours.closes; m += hours.slotSize) {
    if (m >= fromMinute && m < toMinute) minutes.push(m);
  }
  if (minutes.length === 0) return [];

  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, mo - 1, d);
  // Offsets in effect before the local day starts and after it ends, whatever the zone (UTC-12
  // to UTC+14), read at UTC midnights so that consecutive days share readings: equal on all but
  // the days around a DST change.
  const before = offsetAt(utcMidnight - 24 * hourMs);
  const after = offsetAt(utcMidnight + 48 * hourMs);
  const wallAsUtc = (m: number) => utcMidnight + m * minuteMs;

  if (before === after) {
    return minutes.map((m) => ({ minute: m, time: hhmmOf(m), startMs: wallAsUtc(m) - before }));
  }
  // Around a change a wall-clock time maps to the instant under either offset that reads back as
  // that time: none in the gap, both in the repeated hour (the earlier is its first occurrence).
  const [first, second] = before > after ? [before, after] : [after, before];
  const slots: DaySlot[] = [];
  for (const m of minutes) {
    const wall = wallAsUtc(m);
    const startMs = [wall - first, wall - second].find((t) => offsetAt(t) === wall - t);
    if (startMs !== undefined) slots.push({ minute: m, time: hhmmOf(m), startMs });
  }
  return slots;
}

/** UTC offset (ms, local wall clock minus UTC) of one zone at an instant of whole seconds. */
export type ZoneOffsets = (instantMs: number) => number;

// Offsets read from the zone database, per zone and instant. They never change for a given
// instant, so remembering them across evaluations keeps the engine's answers the same while sparing
// the slow Intl lookups; bounded so a long-running server does not grow it without end.
const remembered = new Map<string, Map<number, number>>();
const maxRemembered = 20_000;

/** Offsets of a zone at instants, from the zone database (remembered). */
export function zoneOffsets(timeZone: string): ZoneOffsets {
  let known = remembered.get(timeZone);
  if (!known) {
    known = new Map();
    remembered.set(timeZone, known);
  }
  const zone = known;
  return (instantMs) => {
    let offset = zone.get(instantMs);
    if (offset === undefined) {
      if (zone.size >= maxRemembered) zone.clear();
      offset = offsetMsAt(instantMs, timeZone);
      zone.set(instantMs, offset);
    }
    return offset;
  };
}

function offsetMsAt(instantMs: number, timeZone: string): number {
  const wall = instantToWallClock(new Date(instantMs), timeZone);
  const wallAsUtc = Date.UTC(
    Number(wall.slice(0, 4)),
    Number(wall.slice(5, 7)) - 1,
    Number(wall.slice(8, 10)),
    Number(wall.slice(11, 13)),
    Number(wall.slice(14, 16)),
    Number(wall.slice(17, 19)),
  );
  return wallAsUtc - instantMs;
}

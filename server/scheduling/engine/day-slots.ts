import { zoneOffsetMs } from '../../time/wall-clock';
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
 * The day's UTC offset is read once; only a day whose offset differs before and after it (a DST
 * change) converts slot by slot.
 */
export function daySlots(
  date: string,
  hours: { opens: number; closes: number; slotSize: number },
  timeZone: string,
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
  const offsetAt = (instantMs: number) => zoneOffsetMs(instantMs, timeZone);
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

import type { TransportOptionRules } from '../rules';
import type { DaySlot } from './day-slots';
import type { EngineBooking } from './types';

/** Bookings overlapping each slot of a date, indexed like the date's slots. */
export type SlotCounts = { total: Int32Array; withAdvisor: Int32Array; byOption: Map<string, Int32Array> };

/**
 * Bookings overlapping each slot window [start, start + slot size): all of them, those with an
 * advisor, and per transport option with a per-slot limit. Each booking touches only the slots it
 * overlaps, found by binary search over the (ascending) slot starts.
 */
export function countPerSlot(
  slots: DaySlot[],
  slotMs: number,
  bookings: EngineBooking[],
  optionRules: Map<string, TransportOptionRules>,
): SlotCounts {
  const n = slots.length;
  const total = new Int32Array(n);
  const withAdvisor = new Int32Array(n);
  const byOption = new Map<string, Int32Array>();
  for (const [uuid, limits] of optionRules) if (limits.perSlot != null) byOption.set(uuid, new Int32Array(n));
  const starts = new Float64Array(n);
  for (let i = 0; i < n; i++) starts[i] = (slots[i] as DaySlot).startMs;
  for (const b of bookings) {
    // Slot i overlaps the booking when start_i + slot > booking start and start_i < booking end.
    const lo = firstAbove(starts, b.startAt.getTime() - slotMs);
    const hi = firstAtOrAbove(starts, b.endAt.getTime());
    const option = b.transportOptionUuid === null ? undefined : byOption.get(b.transportOptionUuid);
    const hasAdvisor = b.advisorUuid !== null;
    for (let i = lo; i < hi; i++) {
      total[i] = (total[i] as number) + 1;
      if (hasAdvisor) withAdvisor[i] = (withAdvisor[i] as number) + 1;
      if (option) option[i] = (option[i] as number) + 1;
    }
  }
  return { total, withAdvisor, byOption };
}

/** First index whose value is > v (values ascending). */
function firstAbove(values: Float64Array, v: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) > v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** First index whose value is >= v (values ascending). */
function firstAtOrAbove(values: Float64Array, v: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) >= v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

import type { DayResult } from './engine/types';

export type SlotFilter = 'available' | 'unavailable' | 'all';

const hhmmss = (hhmm: string) => `${hhmm}:00`;

/** Wall-clock end `HH:mm` of a slot that starts at `hhmm` and lasts `minutes` (wraps past midnight). */
function endOf(hhmm: string, minutes: number): string {
  const total = (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The engine's days in the wire shape. `filter` follows fetchAvailability: true lists the free
 * slots, false the unavailable ones (callers subtract them from the hours), and includeAllSlots
 * lists both.
 */
export function toWireAvailability(days: DayResult[], filter: SlotFilter) {
  const availability = days.map((day) => ({
    date: day.date,
    slotSizeInMins: day.slotSizeMinutes,
    open: day.open,
    availableSlotCount: day.slots.filter((s) => s.available).length,
    slots: day.slots
      .filter((s) => filter === 'all' || s.available === (filter === 'available'))
      .map((s) => ({
        startTime: hhmmss(s.time),
        // The end of the whole visit asked about (its services' length in whole slots).
        endTime: hhmmss(
          endOf(s.time, Math.max(day.slotSizeMinutes, Math.round((s.endMs - s.startMs) / 60_000))),
        ),
        startDateTime: `${day.date}T${hhmmss(s.time)}`,
        available: s.available,
        dealerAssociateUuids: s.advisorUuids,
        transportOptionUuids: s.transportOptionUuids,
        warningCodes: s.warnings.map((w) => w.warningCode),
        warningList: s.warnings,
      })),
  }));
  const unavailabilityWarningList = days.flatMap((day) => {
    type Entry = { warningDescription: string; slotCount: number; startTimes: string[] };
    const byCode = new Map<string, Entry>();
    for (const warning of day.warnings) {
      byCode.set(warning.warningCode, {
        warningDescription: warning.warningDescription,
        slotCount: 0,
        startTimes: [],
      });
    }
    for (const slot of day.slots) {
      for (const warning of slot.warnings) {
        const entry = byCode.get(warning.warningCode) ?? {
          warningDescription: warning.warningDescription,
          slotCount: 0,
          startTimes: [],
        };
        entry.slotCount += 1;
        entry.startTimes.push(hhmmss(slot.time));
        byCode.set(warning.warningCode, entry);
      }
    }
    return [...byCode].map(([warningCode, entry]) => ({ date: day.date, warningCode, ...entry }));
  });
  return { availability, unavailabilityWarningList };
}

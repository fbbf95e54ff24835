import type { DayResult, EngineBooking, EngineDepartment } from './types';

/**
 * The advisor to assign for a slot: among the slot's free advisors, the one with the fewest
 * bookings that day, ties going to the earlier advisor in `department.advisors`. Null when the slot
 * is not in the day or no advisor is free. It does not look at `available`: the caller decides
 * whether a slot with dealer-level warnings may still be booked. Pass the appointment being moved
 * as `excludeAppointmentUuid` so its own booking is not counted.
 */
export function chooseAdvisor(
  day: DayResult,
  slotTime: string,
  bookings: EngineBooking[],
  department: Pick<EngineDepartment, 'advisors'>,
  excludeAppointmentUuid: string | null = null,
): string | null {
  const slot = day.slots.find((s) => s.time === slotTime);
  if (!slot || slot.advisorUuids.length === 0) return null;
  const free = new Set(slot.advisorUuids);
  const load = new Map<string, number>();
  for (const b of bookings) {
    if (b.localDate !== day.date || b.advisorUuid === null || b.uuid === excludeAppointmentUuid) continue;
    if (free.has(b.advisorUuid)) load.set(b.advisorUuid, (load.get(b.advisorUuid) ?? 0) + 1);
  }
  let chosen: string | null = null;
  let fewest = Number.POSITIVE_INFINITY;
  for (const advisor of department.advisors) {
    if (!free.has(advisor.uuid)) continue;
    const n = load.get(advisor.uuid) ?? 0;
    if (n < fewest) {
      chosen = advisor.uuid;
      fewest = n;
    }
  }
  return chosen;
}

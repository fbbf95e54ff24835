/**
 * Minutes a visit holds its advisor and the department's slots: its services' minutes rounded up
 * to whole slots, at least one slot. The booking wizard, availability and every create or update
 * without an end of its own count a visit's length this one way.
 */
export function visitMinutes(serviceMinutes: number, slotSizeMinutes: number): number {
  const slot = Math.max(1, slotSizeMinutes);
  return Math.max(1, Math.ceil(Math.max(0, serviceMinutes) / slot)) * slot;
}

'use client';

import { addDays } from '@/server/time/wall-clock';
import {
  availabilityRequestOf,
  type BookingDraft,
  type ChosenSlot,
  daysFrom,
  nearestFreeSlots,
  recheckSlot,
} from './booking-model';
import { useRecheckDay } from './queries';

export type SlotFit = { ok: true } | { ok: false; reasons: string[]; nearest: ChosenSlot[] };

/** Days around the chosen one searched for the nearest free times when it no longer fits. */
const nearbyDays = 7;

/**
 * Checks the chosen time against everything chosen now (services, advisor, transport option),
 * always from the server; when it no longer fits, says why and finds the nearest free times.
 */
export function useSlotFit(departmentUuid: string, today: string) {
  const recheck = useRecheckDay(departmentUuid);
  return async (draft: BookingDraft, slot: ChosenSlot): Promise<SlotFit> => {
    const from = addDays(slot.date, -3) < today ? today : addDays(slot.date, -3);
    const fresh = await recheck(availabilityRequestOf(draft, daysFrom(from, nearbyDays)));
    const check = recheckSlot(fresh, slot);
    return check.ok ? check : { ...check, nearest: nearestFreeSlots(fresh, slot) };
  };
}

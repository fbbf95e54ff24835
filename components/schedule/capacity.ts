'use client';

import { useQuery } from '@tanstack/react-query';
import { requestJson } from '@/components/request-json';
import type { AvailabilityResponse } from '@/server/scheduling/availability.schemas';

/** What is left of a day, as the scheduling engine counts it (the same rules booking enforces). */
export type DayCapacity = {
  slotCount: number;
  /** Free slots per advisor uuid. */
  freeByAdvisor: Map<string, number>;
  /** Each advisor's free slots, `HH:mm` start and end, in order: an empty slot starts a booking. */
  freeSlotsByAdvisor: Map<string, FreeSlot[]>;
  /** Slots in which a loaner can still be booked, or null when the department lends none. */
  loanerFree: number | null;
};

export type FreeSlot = { startTime: string; endTime: string };

/** Reads the availability operation's per-slot answer into counts; no rule is evaluated here. */
export function capacityOf(response: AvailabilityResponse): DayCapacity {
  const slots = response.availability[0]?.slots ?? [];
  const loaner = response.selectionState?.transportOptions.find((o) => /loaner/i.test(o.name));
  const freeByAdvisor = new Map<string, number>();
  const freeSlotsByAdvisor = new Map<string, FreeSlot[]>();
  let loanerFree = 0;
  for (const slot of slots) {
    if (!slot.available) continue;
    const free = { startTime: slot.startTime.slice(0, 5), endTime: slot.endTime.slice(0, 5) };
    for (const uuid of slot.dealerAssociateUuids) {
      freeByAdvisor.set(uuid, (freeByAdvisor.get(uuid) ?? 0) + 1);
      freeSlotsByAdvisor.set(uuid, [...(freeSlotsByAdvisor.get(uuid) ?? []), free]);
    }
    if (loaner && slot.transportOptionUuids.includes(loaner.uuid)) loanerFree++;
  }
  return {
    slotCount: slots.length,
    freeByAdvisor,
    freeSlotsByAdvisor,
    loanerFree: loaner ? loanerFree : null,
  };
}

export function useDayCapacity(departmentUuid: string, date: string, enabled: boolean) {
  return useQuery({
    // Under the department's appointment key: a booking, move or status change refreshes it too.
    queryKey: ['appointments', departmentUuid, 'capacity', date],
    queryFn: async () =>
      capacityOf(
        await requestJson<AvailabilityResponse>(
          'POST',
          `/api/appointment/v2/department/${encodeURIComponent(departmentUuid)}/availability?includeAllSlots=true&refreshSelectionState=true`,
          { dates: [date] },
        ),
      ),
    enabled,
  });
}

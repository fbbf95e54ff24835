import type { DealerDay } from './dealer-day-type';
import type { RequestContext } from './request-context';
import { booked, count } from './warnings';

/**
 * Transport options full for the whole date, with why: the per-day limit, and for an online
 * booking the options' online share of it.
 */
export function optionsFullToday(
  ctx: RequestContext,
  byOption: Map<string, { all: number; online: number }>,
): Map<string, string> {
  const fullToday = new Map<string, string>();
  for (const [uuid, option] of ctx.optionRules) {
    const n = byOption.get(uuid) ?? { all: 0, online: 0 };
    const name = ctx.optionNames.get(uuid) ?? uuid;
    if (option.perDay == null) continue;
    if (n.all >= option.perDay) {
      fullToday.set(uuid, `${name} takes ${count(option.perDay, 'appointment')} per day; ${booked(n.all)}`);
    } else if (ctx.request.online && option.onlineSharePercent != null) {
      const share = Math.floor((option.perDay * option.onlineSharePercent) / 100);
      if (n.online >= share) {
        fullToday.set(
          uuid,
          `${name} takes ${count(share, 'online booking')} per day (${option.onlineSharePercent}% of ${option.perDay}); ${booked(n.online)} online`,
        );
      }
    }
  }
  return fullToday;
}

/** True when the option's per-slot limit is reached at slot `i`. */
export function slotOptionFull(d: DealerDay, uuid: string, i: number): boolean {
  const perSlot = d.ctx.optionRules.get(uuid)?.perSlot;
  return perSlot != null && (d.counts.byOption.get(uuid)?.[i] ?? 0) >= perSlot;
}

/** Why the option has no room at slot `i`: full for the day, else full at the slot. */
export function optionFullText(d: DealerDay, uuid: string, i: number): string {
  const today = d.fullToday.get(uuid);
  if (today !== undefined) return today;
  const perSlot = d.ctx.optionRules.get(uuid)?.perSlot ?? 0;
  const n = d.counts.byOption.get(uuid)?.[i] ?? 0;
  return `${d.ctx.optionNames.get(uuid) ?? uuid} takes ${count(perSlot, 'appointment')} per slot; ${booked(n)} at ${d.slots[i]?.time}`;
}

/** The transport options with room at slot `i`: the asked one alone when one is asked for. */
export function optionsWithRoom(d: DealerDay, i: number, asked: string | null): string[] {
  const room: string[] = [];
  for (const o of d.ctx.department.transportOptions) {
    if ((asked === null || o.uuid === asked) && !d.fullToday.has(o.uuid) && !slotOptionFull(d, o.uuid, i))
      room.push(o.uuid);
  }
  return room;
}

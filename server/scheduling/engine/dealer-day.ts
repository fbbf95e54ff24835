import type { SchedulingRules } from '../rules';
import type { DayLabels } from './advisor-rules';
import type { DayBookings } from './booking-index';
import type { DaySlot } from './day-slots';
import { tallyBookings } from './day-tally';
import type { DealerDay } from './dealer-day-type';
import { partialClosuresOf } from './department-closures';
import type { RequestContext } from './request-context';
import { countPerSlot } from './slot-counts';
import { optionsFullToday } from './transport-option-room';
import { minutesOf } from './warnings';
import { wholeDayFindings } from './whole-day-findings';

const minuteMs = 60_000;

/** The dealer-level rules resolved for one date: whole-day findings decided, per-slot counts made. */

/** Resolves the dealer-level rules for one date, so each slot costs a few comparisons. */
export function resolveDealerDay(
  ctx: RequestContext,
  labels: DayLabels,
  day: DayBookings,
  slots: DaySlot[],
  slotSize: number,
): DealerDay {
  const { rules } = ctx.department;
  const { date, weekday } = labels;
  const limits = rules.dealerLimits;
  const tally = tallyBookings(day, ctx.opcodes);
  const fullToday = optionsFullToday(ctx, tally.byOption);
  return {
    ctx,
    date,
    weekdayLabel: labels.onWeekday,
    slotSize,
    closes: ctx.hours.get(weekday)?.closes ?? 24 * 60,
    slots,
    dayFindings: wholeDayFindings(ctx, labels, tally, fullToday),
    fullToday,
    partialClosures: partialClosuresOf(rules.closures, date),
    markedUnavailable: markedUnavailableSlots(limits.unavailableSlots, labels),
    perSlotWeekday: limits.perSlotPerWeekday.find((l) => l.weekday === weekday)?.limit,
    perSlotDate: limits.perSlotPerDate.find((l) => l.date === date)?.limit,
    combinedPerSlot: rules.combinedAdvisorLimits.perSlot ?? undefined,
    recallLeadMinutes: ctx.request.recall ? (rules.recallCampaigns.leadTimeMinutes ?? null) : null,
    counts: countPerSlot(slots, slotSize * minuteMs, day.all, ctx.optionRules),
  };
}

/** Slots marked unavailable on the date; a date's own mark wins over its weekday's. */
function markedUnavailableSlots(
  unavailable: SchedulingRules['dealerLimits']['unavailableSlots'],
  { date, weekday, onWeekday }: DayLabels,
): Map<number, string> {
  const marked = new Map<number, string>();
  for (const u of unavailable) {
    if (u.date === date) marked.set(minutesOf(u.time), `on ${date}`);
    else if (u.weekday === weekday && !marked.has(minutesOf(u.time))) {
      marked.set(minutesOf(u.time), onWeekday);
    }
  }
  return marked;
}

import type { DaySlot } from './day-slots';
import type { PartialClosure } from './department-closures';
import type { RequestContext } from './request-context';
import type { SlotCounts } from './slot-counts';
import type { Finding } from './warnings';

/** One date's dealer-level rules, resolved once so each slot costs a few comparisons. */
export type DealerDay = {
  ctx: RequestContext;
  date: string;
  weekdayLabel: string;
  slotSize: number;
  /** Closing time of the date, minutes since midnight: a visit must end by then. */
  closes: number;
  slots: DaySlot[];
  /** Findings that hold for every slot of the date. */
  dayFindings: Finding[];
  /** Transport options full for the whole date, with why. */
  fullToday: Map<string, string>;
  partialClosures: PartialClosure[];
  /** Minute of a slot marked unavailable → "on Mondays" / "on 2026-03-09". */
  markedUnavailable: Map<number, string>;
  perSlotWeekday: number | undefined;
  perSlotDate: number | undefined;
  combinedPerSlot: number | undefined;
  recallLeadMinutes: number | null;
  counts: SlotCounts;
};

import type { Warning } from '../core/errors';
import { timeAvailabilityEvaluation } from '../observability/metrics';
import { type DayVersions, evaluateRemembered } from './day-result-cache';
import { evaluateAvailability } from './engine';
import type { DayResult, EngineBooking, EngineDepartment, SlotRequest } from './engine/types';
import type { Selection } from './resolve-selection';

export type WindowRequest = Omit<
  SlotRequest,
  'advisorUuids' | 'teamUuid' | 'transportOptionUuid' | 'opcodeUuids' | 'laborMinutes'
>;

function mergeWarnings(lists: Warning[][]): Warning[] {
  const byCode = new Map<string, Warning>();
  for (const warning of lists.flat())
    if (!byCode.has(warning.warningCode)) byCode.set(warning.warningCode, warning);
  return [...byCode.values()];
}

/**
 * Availability for a selection that may name several teams or transport options: the engine runs
 * once per (team, option) combination and a slot is free when any combination has it free. Given
 * the versions of the department and of each day's bookings, days evaluated before for the same
 * selection are reused.
 */
function evaluateSelectionUntimed(
  department: EngineDepartment,
  bookings: EngineBooking[],
  selection: Selection,
  request: WindowRequest,
  versions?: DayVersions,
): DayResult[] {
  if (!versions) return evaluateEveryDay(department, bookings, selection, request);
  const { dates: _dates, now: _now, ...rest } = request;
  return evaluateRemembered(
    department,
    versions,
    {
      dates: request.dates,
      now: request.now,
      opcodeUuids: selection.opcodeUuids,
      recall: request.recall,
      key: JSON.stringify([selection, rest]),
    },
    (dates) => evaluateEveryDay(department, bookings, selection, { ...request, dates }),
  );
}

/** Availability of a selection (see evaluateSelectionUntimed), timed for the metrics. */
export function evaluateSelection(...args: Parameters<typeof evaluateSelectionUntimed>): DayResult[] {
  return timeAvailabilityEvaluation(() => evaluateSelectionUntimed(...args));
}

function evaluateEveryDay(
  department: EngineDepartment,
  bookings: EngineBooking[],
  selection: Selection,
  request: WindowRequest,
): DayResult[] {
  const teams = selection.teamUuids.length > 0 ? selection.teamUuids : [null];
  const options = selection.transportOptionUuids.length > 0 ? selection.transportOptionUuids : [null];
  const runs = teams.flatMap((teamUuid) =>
    options.map((transportOptionUuid) => ({
      transportOptionUuid,
      days: evaluateAvailability(department, bookings, {
        ...request,
        advisorUuids: selection.advisorUuids,
        teamUuid,
        transportOptionUuid,
        opcodeUuids: selection.opcodeUuids,
        laborMinutes: selection.laborMinutes,
      }),
    })),
  );
  const [first, ...others] = runs;
  if (!first) return [];
  if (others.length === 0) return first.days;
  return first.days.map((day, d) => ({
    ...day,
    warnings: mergeWarnings(runs.map((run) => run.days[d]?.warnings ?? [])),
    slots: day.slots.map((slot, s) => {
      const variants = runs.map((run) => ({
        option: run.transportOptionUuid,
        slot: run.days[d]?.slots[s] ?? slot,
      }));
      const free = variants.filter((v) => v.slot.available);
      return {
        ...slot,
        available: free.length > 0,
        advisorUuids: [...new Set(free.flatMap((v) => v.slot.advisorUuids))],
        transportOptionUuids: [
          ...new Set(free.flatMap((v) => (v.option ? [v.option] : v.slot.transportOptionUuids))),
        ],
        warnings: free.length > 0 ? [] : mergeWarnings(variants.map((v) => v.slot.warnings)),
      };
    }),
  }));
}

import { DomainError } from '../core/errors';
import type { Database, Tx } from '../db/client';
import { findRecallRepairs } from '../recalls/find-recall-repairs';
import type { AvailabilityRequest } from '../scheduling/availability.schemas';
import { loadAvailabilityWithSelection } from '../scheduling/availability-input-records';
import { availabilityInputs } from '../scheduling/availability-inputs';
import type { DayResult } from '../scheduling/engine/types';
import { evaluateSelection } from '../scheduling/evaluate-selection';
import { addDays, instantToLocalDate } from '../time/wall-clock';
import type { OnlineService, OnlineTimes, OnlineTimesBody } from './online.schemas';
import { isDropOff } from './online-rules';
import type { OnlineScope } from './resolve-online-department';

/** The services asked for, each checked against what the department offers online. */
export function offeredChoice(
  services: OnlineService[],
  choice: { operationUuids?: string[] | null; menuUuids?: string[] | null },
) {
  const pick = (kind: OnlineService['kind'], uuids: string[] | null | undefined) =>
    (uuids ?? []).map((uuid) => {
      const found = services.find((s) => s.kind === kind && s.uuid === uuid);
      if (!found)
        throw new DomainError('SERVICE_NOT_OFFERED_ONLINE', `${uuid} is not a service offered online here`);
      return found;
    });
  return { operations: pick('OPCODE', choice.operationUuids), menus: pick('MENU', choice.menuUuids) };
}

/** The advisors a choice narrows to: the one picked (where picking is allowed), else the bookable ones. */
function advisorsOf(scope: OnlineScope, advisorUuid: string | null | undefined): string[] | null {
  if (advisorUuid && scope.settings.advisorChoice) {
    if (!scope.advisors.some((a) => a.uuid === advisorUuid))
      throw new DomainError('SELECTED_DEALER_ASSOCIATES_NOT_FOUND', 'That advisor is not bookable online');
    return [advisorUuid];
  }
  const all = scope.advisors.length === scope.allAdvisorUuids.length;
  return all ? null : scope.advisors.map((a) => a.uuid);
}

function optionsOf(scope: OnlineScope, optionUuid: string | null | undefined): string[] {
  if (!optionUuid) return scope.options.map((o) => o.uuid);
  if (!scope.options.some((o) => o.uuid === optionUuid))
    throw new DomainError('TRANSPORT_OPTION_INVALID', 'That transport option is not offered online');
  return [optionUuid];
}

type Choice = OnlineTimesBody & { dates?: string[] };

/**
 * Where free times are read from. Times shown to a customer or a partner read the pool: the
 * department's set-up and days' bookings come from this process's memory where it may be trusted,
 * as the partners' availability does (availabilityFromMemory: a slot booked is never offered
 * afterwards). A booking checking its time reads in its own transaction, from the database, as the
 * booking itself does.
 */
export type TimesSource = { pool: Database } | { transaction: Tx };

const handleOf = (source: TimesSource): Tx => ('pool' in source ? source.pool : source.transaction);

function inputsOf(
  source: TimesSource,
  input: { departmentUuid: string; dates: string[]; body: AvailabilityRequest },
) {
  if ('pool' in source) return availabilityInputs(source.pool, input);
  return loadAvailabilityWithSelection(source.transaction, input);
}

/** Free times of the days asked (default: the online window), after the online notice, for the choice. */
async function freeDays(
  source: TimesSource,
  scope: OnlineScope,
  input: { choice: Choice; menuMinutes: number; recallRepairs: string[]; now: Date },
) {
  const { dealer, department, settings } = scope;
  const today = instantToLocalDate(input.now, dealer.timeZone);
  const dates =
    input.choice.dates ??
    Array.from({ length: Math.min(21, settings.daysAhead) }, (_, i) => addDays(today, i));
  const advisorUuids = advisorsOf(scope, input.choice.advisorUuid);
  const body = {
    operationUuidList: [...(input.choice.operationUuids ?? []), ...input.recallRepairs],
    selectedAvailabilityAttributes: {
      dealerAssociateUuids: advisorUuids,
      transportOptionUuids: optionsOf(scope, input.choice.transportOptionUuid),
    },
  };
  const loaded = await inputsOf(source, { departmentUuid: department.uuid, dates, body });
  const selection = { ...loaded.selection, laborMinutes: loaded.selection.laborMinutes + input.menuMinutes };
  const request = {
    dates,
    now: input.now,
    recall: input.recallRepairs.length > 0,
    online: true,
    durationMinutes: null,
    startTime: null,
    endTime: null,
    excludeAppointmentUuid: null,
  };
  const days = evaluateSelection(loaded.department, loaded.bookings, selection, request, loaded.versions);
  const earliest = input.now.getTime() + settings.minNoticeMinutes * 60_000;
  const lastDate = addDays(today, settings.daysAhead - 1);
  return days.map((day) => toOnlineDay(day, { earliest, lastDate, advisorUuids }));
}

function toOnlineDay(
  day: DayResult,
  limits: { earliest: number; lastDate: string; advisorUuids: string[] | null },
) {
  const inWindow = day.date <= limits.lastDate;
  const times = day.slots
    .filter((s) => inWindow && s.available && s.startMs >= limits.earliest)
    .map((s) => ({
      startDateTime: `${day.date}T${s.time}:00`,
      time: s.time,
      advisorUuids: limits.advisorUuids
        ? s.advisorUuids.filter((a) => limits.advisorUuids?.includes(a))
        : s.advisorUuids,
      transportOptionUuids: s.transportOptionUuids,
    }))
    .filter((t) => t.advisorUuids.length > 0);
  return { date: day.date, times };
}

/**
 * Free times for an online booking from the same engine as the API (the online share of transport
 * options included), within the department's online window and notice. With none free, says which
 * drop-off option has times, so the page never ends in nothing to choose.
 */
export async function onlineTimes(
  source: TimesSource,
  scope: OnlineScope,
  input: { choice: Choice; services: OnlineService[]; now: Date },
): Promise<OnlineTimes> {
  const chosen = offeredChoice(input.services, input.choice);
  const menuMinutes = chosen.menus.reduce((sum, m) => sum + (m.durationMinutes ?? 0), 0);
  const recallRepairs = await findRecallRepairs(handleOf(source), {
    departmentUuid: scope.department.uuid,
    oemRecallIds: input.choice.selectedRecallOemIdSet,
  });
  const days = await freeDays(source, scope, {
    choice: input.choice,
    menuMinutes,
    recallRepairs,
    now: input.now,
  });
  const nextFreeDate = days.find((d) => d.times.length > 0)?.date ?? null;
  let dropOffOptionUuid: string | null = null;
  const current = scope.options.find((o) => o.uuid === input.choice.transportOptionUuid);
  const dropOff = scope.options.find(isDropOff);
  if (!nextFreeDate && dropOff && current && current.uuid !== dropOff.uuid) {
    const choice = { ...input.choice, transportOptionUuid: dropOff.uuid };
    const alternative = await freeDays(source, scope, { choice, menuMinutes, recallRepairs, now: input.now });
    if (alternative.some((d) => d.times.length > 0)) dropOffOptionUuid = dropOff.uuid;
  }
  return {
    departmentUuid: scope.department.uuid,
    timeZone: scope.dealer.timeZone,
    days,
    nextFreeDate,
    dropOffOptionUuid,
  };
}

import { DomainError, type Warning } from '../core/errors';
import type { BookingRuleInputs } from './availability-input-records';
import { chooseAdvisor, evaluateAvailability } from './engine';
import type { DayResult, EngineBooking, EngineDepartment, SlotRequest } from './engine/types';
import { hhmmOf, minutesOf } from './engine/warnings';
import { onlyOverridable } from './override-codes';

export type BookingToCheck = {
  timeZone: string;
  localDate: string;
  /** The start on the dealer's clock (yyyy-MM-ddTHH:mm:ss), worked out with the times by the caller. */
  startWallClock: string;
  startAt: Date;
  endAt: Date;
  now: Date;
  /** The advisor asked for; null lets the engine assign the free advisor with the fewest bookings. */
  advisorUuid: string | null;
  teamUuid: string | null;
  transportOptionUuid: string | null;
  opcodeUuids: string[];
  laborMinutes: number;
  recall: boolean;
  online: boolean;
  /** The appointment being changed: its current booking does not count against it. */
  excludeAppointmentUuid?: string | null;
  /**
   * A walk-in booked by someone with the authority for it: the notice window and the advisors'
   * limits do not hold (override-codes.ts); every other rule does.
   */
  override?: boolean;
};

const capacityCodes = new Set(['APPT_RULE_WARN_CAPACITY_PLANNING_CONSTRAINT_VIOLATED']);
const transportCodes = new Set([
  'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT',
  'APPT_RULE_WARN_NO_TRANSPORT_OPTION',
]);
const advisorCodes = new Set([
  'APPT_RULE_WARN_SA_PER_DAY_OF_WEEK',
  'APPT_RULE_WARN_SA_PER_DATE',
  'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
  'APPT_RULE_WARN_SA_PER_DATE_PER_SLOT',
  'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF',
  'APPT_RULE_WARN_SA_DATEWISE_SLOT_OFF',
  'APPT_RULE_WARN_SA_RECURRENCE_DATE',
  'APPT_RULE_WARN_INVALID_DA_TO_TEAM_COMBINATION',
]);

/** The create/update error a refused slot answers with; the rule warnings say why in detail. */
function refusal(warnings: Warning[], input: { advisorAsked: boolean; when: string }): DomainError {
  const codes = warnings.map((w) => w.warningCode);
  const reasons = warnings.map((w) => w.warningDescription).join('; ');
  const only = (set: Set<string>) => codes.length > 0 && codes.every((c) => set.has(c));
  if (codes.some((c) => capacityCodes.has(c))) {
    return new DomainError(
      'APPOINTMENT_VIOLATES_CAPACITY_PLANNING_CONSTRAINTS',
      `Booking ${input.when} would exceed the shop's capacity: ${reasons}`,
      { warnings },
    );
  }
  if (only(transportCodes)) {
    return new DomainError(
      'TRANSPORT_OPTION_UNAVAILABLE',
      `The transport option is full ${input.when}: ${reasons}`,
      {
        warnings,
      },
    );
  }
  if (!input.advisorAsked && only(advisorCodes)) {
    return new DomainError('NO_SA_AVAILABLE', `No service advisor is free ${input.when}: ${reasons}`, {
      warnings,
    });
  }
  return new DomainError('SLOT_UNAVAILABLE', `The slot ${input.when} is not available: ${reasons}`, {
    warnings,
  });
}

/**
 * The scheduling engine's verdict on one booking, given the rules and the day's bookings loaded
 * under the caller's department-day lock (so the counts cannot change before the booking
 * commits). Answers the advisor to assign, or refuses with the spec's error and the
 * APPT_RULE_WARN_* warnings behind it.
 */
export function checkBookingRules(loaded: BookingRuleInputs, input: BookingToCheck): { advisorUuid: string } {
  const { department, bookings } = loaded;
  const engineDepartment = { ...department, timeZone: input.timeZone };
  const wallClock = input.startWallClock;
  const time = wallClock.slice(11, 16);
  const request: SlotRequest = {
    dates: [input.localDate],
    now: input.now,
    advisorUuids: input.advisorUuid ? [input.advisorUuid] : null,
    teamUuid: input.teamUuid,
    transportOptionUuid: input.transportOptionUuid,
    opcodeUuids: input.opcodeUuids,
    recall: input.recall,
    online: input.online,
    durationMinutes: Math.max(1, Math.round((input.endAt.getTime() - input.startAt.getTime()) / 60_000)),
    laborMinutes: input.laborMinutes,
    excludeAppointmentUuid: input.excludeAppointmentUuid ?? null,
  };
  // Only the booked slot and those the visit covers are evaluated: this runs under the day's lock,
  // which every other booking of the day waits for.
  const [day] = evaluateAvailability(engineDepartment, bookings, {
    ...request,
    startTime: time,
    endTime: hhmmOf(Math.min(24 * 60, minutesOf(time) + (request.durationMinutes ?? 1))),
  });
  if (!day?.open) {
    throw new DomainError(
      'NO_TIME_INTERVAL_EXISTS',
      `The service department is closed on ${input.localDate}`,
      {
        warnings: day?.warnings ?? [],
      },
    );
  }
  const slot = wallClock.endsWith(':00') ? day.slots.find((s) => s.time === time) : undefined;
  if (!slot) {
    const wholeDay = evaluateAvailability(engineDepartment, bookings, request)[0]?.slots ?? [];
    const first = wholeDay[0]?.time;
    const last = wholeDay[wholeDay.length - 1]?.time;
    throw new DomainError(
      'NO_TIME_INTERVAL_EXISTS',
      `${wallClock.slice(11, 19)} is not one of the ${day.slotSizeMinutes}-minute slots${first ? ` from ${first} to ${last}` : ''} on ${input.localDate}`,
    );
  }
  const overriding = input.override === true && !slot.available && onlyOverridable(warningCodesOf(slot));
  if (!slot.available && !overriding) {
    throw refusal(slot.warnings, {
      advisorAsked: input.advisorUuid !== null,
      when: `${input.localDate} ${time}`,
    });
  }
  const advisorUuid =
    input.advisorUuid ??
    chooseAdvisor(day, time, bookings, engineDepartment, input.excludeAppointmentUuid ?? null) ??
    (overriding ? advisorOverLimits(engineDepartment, bookings, { ...request, startTime: time }) : null);
  if (!advisorUuid) {
    throw new DomainError('NO_SA_AVAILABLE', `No service advisor is free on ${input.localDate} at ${time}`);
  }
  return { advisorUuid };
}

const warningCodesOf = (slot: { warnings: Warning[] }) => slot.warnings.map((w) => w.warningCode);

/**
 * For an override with no advisor asked for and none free: the first advisor (in the department's
 * order) held back at the slot only by their own limits.
 */
function advisorOverLimits(
  department: EngineDepartment,
  bookings: EngineBooking[],
  request: SlotRequest & { startTime: string },
): string | null {
  const endTime = hhmmOf(minutesOf(request.startTime) + 1);
  for (const advisor of department.advisors) {
    const [day]: DayResult[] = evaluateAvailability(department, bookings, {
      ...request,
      advisorUuids: [advisor.uuid],
      endTime,
    });
    const slot = day?.slots.find((s) => s.time === request.startTime);
    if (slot && (slot.available || onlyOverridable(warningCodesOf(slot)))) return advisor.uuid;
  }
  return null;
}

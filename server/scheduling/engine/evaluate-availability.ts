import type { Warning } from '../../core/errors';
import { weekdayOf } from '../../time/wall-clock';
import {
  type AdvisorDay,
  addAdvisorFindings,
  advisorIsFree,
  type DayLabels,
  resolveAdvisorDay,
  type SlotWindow,
} from './advisor-rules';
import { type DayBookings, indexBookingsByDate, noBookings } from './booking-index';
import { type DaySlot, daySlots } from './day-slots';
import { resolveDealerDay } from './dealer-day';
import { dealerFindings } from './dealer-slot-findings';
import { type RequestContext, requestContext } from './request-context';
import { optionsWithRoom } from './transport-option-room';
import type { DayResult, EngineBooking, EngineDepartment, SlotRequest, SlotResult } from './types';
import { visitMinutes } from './visit-length';
import { type Finding, hhmmOf, onWeekday } from './warnings';

const minuteMs = 60_000;

/**
 * Availability of each requested date: every slot of the day's hours of operation (narrowed to the
 * request's start and end times), available or not with the warning codes why. Pure: bookings, the
 * rules and "now" all come in as arguments.
 */
export function evaluateAvailability(
  department: EngineDepartment,
  bookings: EngineBooking[],
  request: SlotRequest,
): DayResult[] {
  const ctx = requestContext(department, request);
  const index = indexBookingsByDate(bookings, request.dates, request.excludeAppointmentUuid ?? null);
  return request.dates.map((date) => evaluateDay(ctx, date, index.get(date) ?? noBookings));
}

function evaluateDay(ctx: RequestContext, date: string, day: DayBookings): DayResult {
  const weekday = weekdayOf(date);
  const hours = ctx.hours.get(weekday);
  const past = date < ctx.today;
  if (!hours) return closedDay(ctx, date, weekday, past);
  const slots = daySlots(date, hours, ctx.department.timeZone, ctx.fromMinute, ctx.toMinute);
  // Without an end of its own, the visit is as long as its services, in whole slots.
  const durationMs =
    (ctx.request.durationMinutes ?? visitMinutes(ctx.request.laborMinutes, hours.slotSize)) * minuteMs;
  if (past) return pastDay(ctx, date, slots, hours.slotSize, durationMs);
  return openDay(ctx, date, weekday, day, slots, hours.slotSize, durationMs);
}

const pastWarning = (ctx: RequestContext, date: string): Warning => ({
  warningCode: 'PAST_DATES_AVAILABILITY_BEING_FETCHED',
  warningDescription: `${date} is in the past (today is ${ctx.today})`,
});

/** A weekday without hours of operation: no slots, only why. */
function closedDay(ctx: RequestContext, date: string, weekday: number, past: boolean): DayResult {
  const closed: Warning = {
    warningCode: 'APPT_RULE_WARN_DEALER_HOURS_OPERATION',
    warningDescription: `The department has no hours of operation ${onWeekday(weekday)}`,
  };
  return {
    date,
    // A closed day has no slot size of its own; report the department's usual one.
    slotSizeMinutes: ctx.department.hours[0]?.slotSizeMinutes ?? 0,
    open: false,
    slots: [],
    warnings: past ? [closed, pastWarning(ctx, date)] : [closed],
  };
}

/** A past date: every slot unavailable for that reason alone. */
function pastDay(
  ctx: RequestContext,
  date: string,
  slots: DaySlot[],
  slotSize: number,
  durationMs: number,
): DayResult {
  const results: SlotResult[] = [];
  for (const slot of slots) {
    results.push({
      time: slot.time,
      startMs: slot.startMs,
      endMs: slot.startMs + durationMs,
      available: false,
      advisorUuids: [],
      transportOptionUuids: [],
      warnings: [pastWarning(ctx, date)],
    });
  }
  return { date, slotSizeMinutes: slotSize, open: true, slots: results, warnings: [pastWarning(ctx, date)] };
}

/** An open date: each slot checked against the dealer's rules and each candidate advisor's. */
function openDay(
  ctx: RequestContext,
  date: string,
  weekday: number,
  day: DayBookings,
  slots: DaySlot[],
  slotSize: number,
  durationMs: number,
): DayResult {
  const labels: DayLabels = { date, weekday, onWeekday: onWeekday(weekday), onDate: `on ${date}` };
  const dealer = resolveDealerDay(ctx, labels, day, slots, slotSize);
  const advisors = ctx.candidates.advisors.map((a) =>
    resolveAdvisorDay(a, ctx.advisorRules.get(a.uuid), labels, day),
  );
  const results: SlotResult[] = [];
  // The visit holds at least its start slot, and every minute of its length.
  const lengthMinutes = Math.max(slotSize, Math.round(durationMs / minuteMs));
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as DaySlot;
    const window: SlotWindow = {
      minute: slot.minute,
      endMinute: slot.minute + lengthMinutes,
      startMs: slot.startMs,
      endMs: slot.startMs + durationMs,
    };
    const free: string[] = [];
    for (const ad of advisors) if (advisorIsFree(ad, window)) free.push(ad.advisor.uuid);
    const findings = dealerFindings(dealer, slot, i, window);
    const available = findings.length === 0 && free.length > 0;
    if (free.length === 0) addAdvisorsBlocked(findings, ctx, advisors, window, slot.time);
    results.push({
      time: slot.time,
      startMs: slot.startMs,
      endMs: window.endMs,
      available,
      advisorUuids: free,
      transportOptionUuids: optionsWithRoom(dealer, i, ctx.request.transportOptionUuid),
      warnings: available ? [] : toWarnings(findings),
    });
  }
  return { date, slotSizeMinutes: slotSize, open: true, slots: results, warnings: [] };
}

/** Findings as warnings, one entry per code; several findings of a code share its description. */
function toWarnings(findings: Finding[]): Warning[] {
  const warnings: Warning[] = [];
  for (const f of findings) {
    const same = warnings.find((w) => w.warningCode === f.code);
    if (same) same.warningDescription = `${same.warningDescription}; ${f.text}`;
    else warnings.push({ warningCode: f.code, warningDescription: f.text });
  }
  return warnings;
}

function addAdvisorsBlocked(
  findings: Finding[],
  ctx: RequestContext,
  advisors: AdvisorDay[],
  window: SlotWindow,
  time: string,
): void {
  if (ctx.candidates.rejection !== null) {
    findings.push({ code: 'APPT_RULE_WARN_INVALID_DA_TO_TEAM_COMBINATION', text: ctx.candidates.rejection });
    return;
  }
  const span = `${time}-${hhmmOf((window.minute + Math.round((window.endMs - window.startMs) / minuteMs)) % 1440)}`;
  for (const ad of advisors) addAdvisorFindings(findings, ad, window, span);
}

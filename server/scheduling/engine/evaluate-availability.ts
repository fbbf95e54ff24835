import type { Warning } from '../../core/errors';
import { instantToLocalDate, weekdayOf } from '../../time/wall-clock';
import type { AdvisorRules, TransportOptionRules } from '../rules';
import {
  type AdvisorDay,
  addAdvisorFindings,
  advisorIsFree,
  type Candidates,
  type DayLabels,
  resolveAdvisorDay,
  rulesByAdvisor,
  type SlotWindow,
  selectCandidates,
} from './advisor-rules';
import { type DayBookings, indexBookingsByDate, noBookings } from './booking-index';
import { type DaySlot, daySlots } from './day-slots';
import type {
  DayResult,
  EngineBooking,
  EngineDepartment,
  EngineOpcode,
  SlotRequest,
  SlotResult,
} from './types';
import {
  booked,
  count,
  type Finding,
  hhmmOf,
  minutesOf,
  onWeekday,
  startsIn,
  type WarningCode,
} from './warnings';

const minuteMs = 60_000;

/** What stays the same for every date of one request. */
type UseCaseContext = {
  department: EngineDepartment;
  request: SlotRequest;
  nowMs: number;
  today: string;
  hours: Map<number, { opens: number; closes: number; slotSize: number }>;
  fromMinute: number;
  toMinute: number;
  candidates: Candidates;
  advisorRules: Map<string, AdvisorRules>;
  optionRules: Map<string, TransportOptionRules>;
  optionNames: Map<string, string>;
  opcodes: EngineOpcode[];
};

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
  const { rules } = department;
  const ctx: UseCaseContext = {
    department,
    request,
    nowMs: request.now.getTime(),
    today: instantToLocalDate(request.now, department.timeZone),
    hours: new Map(
      department.hours.map((h) => [
        h.weekday,
        { opens: minutesOf(h.opens), closes: minutesOf(h.closes), slotSize: h.slotSizeMinutes },
      ]),
    ),
    fromMinute: request.startTime ? minutesOf(request.startTime) : 0,
    toMinute: request.endTime ? minutesOf(request.endTime) : 24 * 60,
    candidates: selectCandidates(department, request),
    advisorRules: rulesByAdvisor(rules),
    optionRules: new Map(rules.transportOptions.map((o) => [o.transportOptionUuid, o])),
    optionNames: new Map(department.transportOptions.map((o) => [o.uuid, o.name])),
    opcodes: department.opcodes.filter((o) => request.opcodeUuids.includes(o.uuid)),
  };
  const index = indexBookingsByDate(bookings, request.dates, request.excludeAppointmentUuid ?? null);
  return request.dates.map((date) => evaluateDay(ctx, date, index.get(date) ?? noBookings));
}

function evaluateDay(ctx: UseCaseContext, date: string, day: DayBookings): DayResult {
  const weekday = weekdayOf(date);
  const hours = ctx.hours.get(weekday);
  const pastWarning = (): Warning => ({
    warningCode: 'PAST_DATES_AVAILABILITY_BEING_FETCHED',
    warningDescription: `${date} is in the past (today is ${ctx.today})`,
  });
  const past = date < ctx.today;
  if (!hours) {
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
      warnings: past ? [closed, pastWarning()] : [closed],
    };
  }

  const slots = daySlots(date, hours, ctx.department.timeZone, ctx.fromMinute, ctx.toMinute);
  const durationMs = (ctx.request.durationMinutes ?? hours.slotSize) * minuteMs;
  const results: SlotResult[] = [];
  if (past) {
    for (const slot of slots) {
      results.push({
        time: slot.time,
        startMs: slot.startMs,
        endMs: slot.startMs + durationMs,
        available: false,
        advisorUuids: [],
        transportOptionUuids: [],
        warnings: [pastWarning()],
      });
    }
    return { date, slotSizeMinutes: hours.slotSize, open: true, slots: results, warnings: [pastWarning()] };
  }

  const labels: DayLabels = { date, weekday, onWeekday: onWeekday(weekday), onDate: `on ${date}` };
  const dealer = resolveDealerDay(ctx, labels, day, slots, hours.slotSize);
  const advisors = ctx.candidates.advisors.map((a) =>
    resolveAdvisorDay(a, ctx.advisorRules.get(a.uuid), labels, day),
  );
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as DaySlot;
    const window: SlotWindow = {
      minute: slot.minute,
      endMinute: slot.minute + hours.slotSize,
      startMs: slot.startMs,
      endMs: slot.startMs + durationMs,
    };
    const free: string[] = [];
    for (const ad of advisors) if (advisorIsFree(ad, window)) free.push(ad.advisor.uuid);
    const findings = dealerFindings(dealer, slot, i);
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
  return { date, slotSizeMinutes: hours.slotSize, open: true, slots: results, warnings: [] };
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
  ctx: UseCaseContext,
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

/** The dealer-level rules resolved for one date: whole-day findings decided, per-slot counts made. */
type DealerDay = {
  ctx: UseCaseContext;
  date: string;
  weekdayLabel: string;
  slotSize: number;
  slots: DaySlot[];
  /** Findings that hold for every slot of the date. */
  dayFindings: Finding[];
  /** Transport options full for the whole date, with why. */
  fullToday: Map<string, string>;
  partialClosures: { from: number; to: number; text: string }[];
  /** Minute of a slot marked unavailable → "on Mondays" / "on 2026-03-09". */
  markedUnavailable: Map<number, string>;
  perSlotWeekday: number | undefined;
  perSlotDate: number | undefined;
  combinedPerSlot: number | undefined;
  recallLeadMinutes: number | null;
  counts: SlotCounts;
};

function resolveDealerDay(
  ctx: UseCaseContext,
  labels: DayLabels,
  day: DayBookings,
  slots: DaySlot[],
  slotSize: number,
): DealerDay {
  const { rules } = ctx.department;
  const { request } = ctx;
  const { date, weekday, onWeekday: weekdayLabel } = labels;
  const dayFindings: Finding[] = [];
  const add = (code: WarningCode, text: string) => dayFindings.push({ code, text });

  let withAdvisor = 0;
  let labor = 0;
  let recall = 0;
  const byOption = new Map<string, { all: number; online: number }>();
  const byOpcode = new Map<string, number>();
  for (const b of day.all) {
    if (b.advisorUuid !== null) withAdvisor++;
    labor += b.laborMinutes;
    if (b.recall) recall++;
    if (b.transportOptionUuid !== null) {
      const n = byOption.get(b.transportOptionUuid);
      if (n) {
        n.all++;
        if (b.online) n.online++;
      } else byOption.set(b.transportOptionUuid, { all: 1, online: b.online ? 1 : 0 });
    }
    for (const op of ctx.opcodes) {
      if (b.opcodeUuids.includes(op.uuid)) byOpcode.set(op.uuid, (byOpcode.get(op.uuid) ?? 0) + 1);
    }
  }
  const total = day.all.length;

  for (const c of rules.closures) {
    if (c.date === date && c.from == null && c.to == null) {
      add(
        'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION',
        `The department is closed on ${date}${reasonOf(c.reason)}`,
      );
    }
  }
  const limits = rules.dealerLimits;
  const perWeekday = limits.perWeekday.find((l) => l.weekday === weekday)?.limit;
  if (perWeekday !== undefined && total >= perWeekday) {
    add(
      'APPT_RULE_WARN_DEALER_PER_DAY',
      `The department allows ${count(perWeekday, 'appointment')} ${weekdayLabel}; ${booked(total)}`,
    );
  }
  const perDate = limits.perDate.find((l) => l.date === date)?.limit;
  if (perDate !== undefined && total >= perDate) {
    add(
      'APPT_RULE_WARN_DEALER_PER_DATE',
      `The department allows ${count(perDate, 'appointment')} on ${date}; ${booked(total)}`,
    );
  }
  const combined = rules.combinedAdvisorLimits;
  const combinedPerWeekday = combined.perWeekday.find((l) => l.weekday === weekday)?.limit;
  if (combinedPerWeekday !== undefined && withAdvisor >= combinedPerWeekday) {
    add(
      'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_DATE',
      `Advisors together take ${count(combinedPerWeekday, 'appointment')} ${weekdayLabel}; ${booked(withAdvisor)}`,
    );
  }
  const combinedPerDate = combined.perDate.find((l) => l.date === date)?.limit;
  if (combinedPerDate !== undefined && withAdvisor >= combinedPerDate) {
    add(
      'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_DATE',
      `Advisors together take ${count(combinedPerDate, 'appointment')} on ${date}; ${booked(withAdvisor)}`,
    );
  }

  // Transport options full for the whole day: the per-day limit, and for an online booking the
  // options' online share of it.
  const fullToday = new Map<string, string>();
  for (const [uuid, option] of ctx.optionRules) {
    const n = byOption.get(uuid) ?? { all: 0, online: 0 };
    const name = ctx.optionNames.get(uuid) ?? uuid;
    if (option.perDay == null) continue;
    if (n.all >= option.perDay) {
      fullToday.set(uuid, `${name} takes ${count(option.perDay, 'appointment')} per day; ${booked(n.all)}`);
    } else if (request.online && option.onlineSharePercent != null) {
      const share = Math.floor((option.perDay * option.onlineSharePercent) / 100);
      if (n.online >= share) {
        fullToday.set(
          uuid,
          `${name} takes ${count(share, 'online booking')} per day (${option.onlineSharePercent}% of ${option.perDay}); ${booked(n.online)} online`,
        );
      }
    }
  }
  const requestedFull =
    request.transportOptionUuid === null ? undefined : fullToday.get(request.transportOptionUuid);
  if (requestedFull !== undefined) add('APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT', requestedFull);

  for (const op of ctx.opcodes) {
    const limit = op.dailyLimits.find((l) => l.weekday === weekday)?.limit;
    const n = byOpcode.get(op.uuid) ?? 0;
    if (limit !== undefined && n >= limit) {
      add(
        'APPT_RULE_WARN_OPCODES_DAILY_LIMIT_EXCEEDED',
        `Opcode ${op.laborOpCode} takes ${count(limit, 'appointment')} ${weekdayLabel}; ${booked(n)}`,
      );
    }
  }
  const recallLimit = rules.recallCampaigns.dailyLimit;
  if (request.recall && recallLimit != null && recall >= recallLimit) {
    add(
      'APPT_RULE_WARN_CAMPAIGNS_DAILY_LIMIT_EXCEEDED',
      `Recall campaigns take ${count(recallLimit, 'appointment')} per day; ${booked(recall)}`,
    );
  }
  const capacityForDate = rules.capacityPlanning.laborMinutesPerDate.find((l) => l.date === date)?.limit;
  const capacity =
    capacityForDate ??
    rules.capacityPlanning.laborMinutesPerWeekday.find((l) => l.weekday === weekday)?.limit;
  if (capacity !== undefined && labor + request.laborMinutes > capacity) {
    add(
      'APPT_RULE_WARN_CAPACITY_PLANNING_CONSTRAINT_VIOLATED',
      `The shop takes ${count(capacity, 'labor minute')} ${capacityForDate !== undefined ? `on ${date}` : weekdayLabel}; ${booked(labor)} and this visit needs ${request.laborMinutes}`,
    );
  }

  const markedUnavailable = new Map<number, string>();
  for (const u of limits.unavailableSlots) {
    if (u.date === date) markedUnavailable.set(minutesOf(u.time), `on ${date}`);
    else if (u.weekday === weekday && !markedUnavailable.has(minutesOf(u.time))) {
      markedUnavailable.set(minutesOf(u.time), weekdayLabel);
    }
  }

  return {
    ctx,
    date,
    weekdayLabel,
    slotSize,
    slots,
    dayFindings,
    fullToday,
    partialClosures: rules.closures
      .filter((c) => c.date === date && (c.from != null || c.to != null))
      .map((c) => {
        const from = c.from ?? '00:00';
        const to = c.to ?? '24:00';
        return {
          from: minutesOf(from),
          to: minutesOf(to),
          text: `The department is closed ${from}-${to} on ${date}${reasonOf(c.reason)}`,
        };
      }),
    markedUnavailable,
    perSlotWeekday: limits.perSlotPerWeekday.find((l) => l.weekday === weekday)?.limit,
    perSlotDate: limits.perSlotPerDate.find((l) => l.date === date)?.limit,
    combinedPerSlot: combined.perSlot ?? undefined,
    recallLeadMinutes: request.recall ? (rules.recallCampaigns.leadTimeMinutes ?? null) : null,
    counts: countPerSlot(slots, slotSize * minuteMs, day.all, ctx.optionRules),
  };
}

const reasonOf = (reason: string) => (reason ? ` (${reason})` : '');

/** Every dealer-level finding for slot `i` (the whole-day ones included); empty when none. */
function dealerFindings(d: DealerDay, slot: DaySlot, i: number): Finding[] {
  const { ctx, date } = d;
  const { nowMs, request } = ctx;
  const rules = ctx.department.rules;
  const findings = d.dayFindings.length === 0 ? [] : d.dayFindings.slice();
  // A string, not a function: a closure made for every slot cost more than the checks.
  const at = `${slot.time} on ${date}`;

  const notice = rules.minimumNoticeMinutes;
  if (slot.startMs < nowMs + notice * minuteMs) {
    findings.push({
      code: 'APPT_RULE_WARN_DEALER_OFFSET',
      text:
        notice === 0
          ? `${at} has already started`
          : `Bookings need ${count(notice, 'minute')} of notice; ${at} ${startsIn(slot.startMs, nowMs)}`,
    });
  }
  for (const c of d.partialClosures) {
    if (slot.minute < c.to && slot.minute + d.slotSize > c.from) {
      findings.push({ code: 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION', text: c.text });
    }
  }
  const marked = d.markedUnavailable.get(slot.minute);
  if (marked !== undefined) {
    findings.push({
      code: 'APPT_RULE_WARN_DEALER_PER_SLOT_APPT_COUNT',
      text: `${slot.time} is marked unavailable ${marked}`,
    });
  }
  const overlapping = d.counts.total[i] ?? 0;
  if (d.perSlotWeekday !== undefined && overlapping >= d.perSlotWeekday) {
    findings.push({
      code: 'APPT_RULE_WARN_DEALER_PER_DAY_PER_SLOT',
      text: `The department allows ${count(d.perSlotWeekday, 'appointment')} per slot ${d.weekdayLabel}; ${booked(overlapping)} at ${slot.time}`,
    });
  }
  if (d.perSlotDate !== undefined && overlapping >= d.perSlotDate) {
    findings.push({
      code: 'APPT_RULE_WARN_DEALER_PER_DATE_PER_SLOT',
      text: `The department allows ${count(d.perSlotDate, 'appointment')} per slot on ${date}; ${booked(overlapping)} at ${slot.time}`,
    });
  }
  const withAdvisor = d.counts.withAdvisor[i] ?? 0;
  if (d.combinedPerSlot !== undefined && withAdvisor >= d.combinedPerSlot) {
    findings.push({
      code: 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_SLOT',
      text: `Advisors together take ${count(d.combinedPerSlot, 'appointment')} per slot; ${booked(withAdvisor)} at ${slot.time}`,
    });
  }
  const requested = request.transportOptionUuid;
  if (requested !== null) {
    // A requested option full for the day is among the day's findings already.
    if (!d.fullToday.has(requested) && slotOptionFull(d, requested, i)) {
      findings.push({
        code: 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT',
        text: optionFullText(d, requested, i),
      });
    }
  } else {
    const options = ctx.department.transportOptions;
    if (options.length > 0 && options.every((o) => d.fullToday.has(o.uuid) || slotOptionFull(d, o.uuid, i))) {
      findings.push({
        code: 'APPT_RULE_WARN_NO_TRANSPORT_OPTION',
        text: `No transport option has room at ${slot.time}: ${options.map((o) => optionFullText(d, o.uuid, i)).join('; ')}`,
      });
    }
  }
  for (const op of ctx.opcodes) {
    if (op.leadTimeMinutes !== null && slot.startMs < nowMs + op.leadTimeMinutes * minuteMs) {
      findings.push({
        code: 'APPT_RULE_WARN_OPCODES_LEAD_TIME',
        text: `Opcode ${op.laborOpCode} needs ${count(op.leadTimeMinutes, 'minute')} of lead time; ${at} ${startsIn(slot.startMs, nowMs)}`,
      });
    }
  }
  if (d.recallLeadMinutes !== null && slot.startMs < nowMs + d.recallLeadMinutes * minuteMs) {
    findings.push({
      code: 'APPT_RULE_WARN_CAMPAIGNS_LEAD_TIME',
      text: `Recall campaigns need ${count(d.recallLeadMinutes, 'minute')} of lead time; ${at} ${startsIn(slot.startMs, nowMs)}`,
    });
  }
  return findings;
}

function slotOptionFull(d: DealerDay, uuid: string, i: number): boolean {
  const perSlot = d.ctx.optionRules.get(uuid)?.perSlot;
  return perSlot != null && (d.counts.byOption.get(uuid)?.[i] ?? 0) >= perSlot;
}

function optionFullText(d: DealerDay, uuid: string, i: number): string {
  const today = d.fullToday.get(uuid);
  if (today !== undefined) return today;
  const perSlot = d.ctx.optionRules.get(uuid)?.perSlot ?? 0;
  const n = d.counts.byOption.get(uuid)?.[i] ?? 0;
  return `${d.ctx.optionNames.get(uuid) ?? uuid} takes ${count(perSlot, 'appointment')} per slot; ${booked(n)} at ${d.slots[i]?.time}`;
}

/** The transport options with room at slot `i`: the asked one alone when one is asked for. */
function optionsWithRoom(d: DealerDay, i: number, asked: string | null): string[] {
  const room: string[] = [];
  for (const o of d.ctx.department.transportOptions) {
    if ((asked === null || o.uuid === asked) && !d.fullToday.has(o.uuid) && !slotOptionFull(d, o.uuid, i))
      room.push(o.uuid);
  }
  return room;
}

type SlotCounts = { total: Int32Array; withAdvisor: Int32Array; byOption: Map<string, Int32Array> };

/**
 * Bookings overlapping each slot window [start, start + slot size): all of them, those with an
 * advisor, and per transport option with a per-slot limit. Each booking touches only the slots it
 * overlaps, found by binary search over the (ascending) slot starts.
 */
function countPerSlot(
  slots: DaySlot[],
  slotMs: number,
  bookings: EngineBooking[],
  optionRules: Map<string, TransportOptionRules>,
): SlotCounts {
  const n = slots.length;
  const total = new Int32Array(n);
  const withAdvisor = new Int32Array(n);
  const byOption = new Map<string, Int32Array>();
  for (const [uuid, limits] of optionRules) if (limits.perSlot != null) byOption.set(uuid, new Int32Array(n));
  const starts = new Float64Array(n);
  for (let i = 0; i < n; i++) starts[i] = (slots[i] as DaySlot).startMs;
  for (const b of bookings) {
    // Slot i overlaps the booking when start_i + slot > booking start and start_i < booking end.
    const lo = firstAbove(starts, b.startAt.getTime() - slotMs);
    const hi = firstAtOrAbove(starts, b.endAt.getTime());
    const option = b.transportOptionUuid === null ? undefined : byOption.get(b.transportOptionUuid);
    const hasAdvisor = b.advisorUuid !== null;
    for (let i = lo; i < hi; i++) {
      total[i] = (total[i] as number) + 1;
      if (hasAdvisor) withAdvisor[i] = (withAdvisor[i] as number) + 1;
      if (option) option[i] = (option[i] as number) + 1;
    }
  }
  return { total, withAdvisor, byOption };
}

/** First index whose value is > v (values ascending). */
function firstAbove(values: Float64Array, v: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) > v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** First index whose value is >= v (values ascending). */
function firstAtOrAbove(values: Float64Array, v: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) >= v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

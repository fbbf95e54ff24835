import type { DaySlot } from './day-slots';
import type { DealerDay } from './dealer-day-type';
import { optionFullText, slotOptionFull } from './transport-option-room';
import { booked, count, type Finding, hhmmOf, startsIn } from './warnings';

const minuteMs = 60_000;

/**
 * Every dealer-level finding for a visit starting at slot `i` (the whole-day ones included); empty
 * when none. A visit longer than a slot needs room in every slot it covers and must end by closing.
 */
export function dealerFindings(
  d: DealerDay,
  slot: DaySlot,
  i: number,
  visit: { endMinute: number; endMs: number },
): Finding[] {
  const findings = d.dayFindings.length === 0 ? [] : d.dayFindings.slice();
  // A string, not a function: a closure made for every slot cost more than the checks.
  const at = `${slot.time} on ${d.date}`;
  addNoticeFinding(findings, d, slot, at);
  addClosingFinding(findings, d, slot, visit.endMinute);
  for (let j = i; j < d.slots.length; j++) {
    const covered = d.slots[j] as DaySlot;
    if (j > i && covered.startMs >= visit.endMs) break;
    addClosedSlotFindings(findings, d, covered);
    addSlotLimitFindings(findings, d, covered, j);
    addTransportOptionFinding(findings, d, covered, j);
  }
  addLeadTimeFindings(findings, d, slot, at);
  return findings;
}

/** A visit longer than its slot that would run past the department's closing time. */
function addClosingFinding(findings: Finding[], d: DealerDay, slot: DaySlot, endMinute: number): void {
  if (endMinute <= slot.minute + d.slotSize || endMinute <= d.closes) return;
  findings.push({
    code: 'APPT_RULE_WARN_DEALER_HOURS_OPERATION',
    text: `A ${endMinute - slot.minute}-minute visit from ${slot.time} would end after closing time (${hhmmOf(d.closes)}) ${d.weekdayLabel}`,
  });
}

/** The department's minimum notice (none: the slot must not have started). */
function addNoticeFinding(findings: Finding[], d: DealerDay, slot: DaySlot, at: string): void {
  const { nowMs } = d.ctx;
  const notice = d.ctx.department.rules.minimumNoticeMinutes;
  if (slot.startMs < nowMs + notice * minuteMs) {
    findings.push({
      code: 'APPT_RULE_WARN_DEALER_OFFSET',
      text:
        notice === 0
          ? `${at} has already started`
          : `Bookings need ${count(notice, 'minute')} of notice; ${at} ${startsIn(slot.startMs, nowMs)}`,
    });
  }
}

/** Closures of part of the date overlapping the slot, and the slot marked unavailable. */
function addClosedSlotFindings(findings: Finding[], d: DealerDay, slot: DaySlot): void {
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
}

/** The department's appointments per slot, and the advisors' combined ones. */
function addSlotLimitFindings(findings: Finding[], d: DealerDay, slot: DaySlot, i: number): void {
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
      text: `The department allows ${count(d.perSlotDate, 'appointment')} per slot on ${d.date}; ${booked(overlapping)} at ${slot.time}`,
    });
  }
  const withAdvisor = d.counts.withAdvisor[i] ?? 0;
  if (d.combinedPerSlot !== undefined && withAdvisor >= d.combinedPerSlot) {
    findings.push({
      code: 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_SLOT',
      text: `Advisors together take ${count(d.combinedPerSlot, 'appointment')} per slot; ${booked(withAdvisor)} at ${slot.time}`,
    });
  }
}

/** The requested option full at the slot, or, with none requested, every option without room. */
function addTransportOptionFinding(findings: Finding[], d: DealerDay, slot: DaySlot, i: number): void {
  const requested = d.ctx.request.transportOptionUuid;
  if (requested !== null) {
    // A requested option full for the day is among the day's findings already.
    if (!d.fullToday.has(requested) && slotOptionFull(d, requested, i)) {
      findings.push({
        code: 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT',
        text: optionFullText(d, requested, i),
      });
    }
    return;
  }
  const options = d.ctx.department.transportOptions;
  if (options.length > 0 && options.every((o) => d.fullToday.has(o.uuid) || slotOptionFull(d, o.uuid, i))) {
    findings.push({
      code: 'APPT_RULE_WARN_NO_TRANSPORT_OPTION',
      text: `No transport option has room at ${slot.time}: ${options.map((o) => optionFullText(d, o.uuid, i)).join('; ')}`,
    });
  }
}

/** Lead times of the requested opcodes and of recall campaigns. */
function addLeadTimeFindings(findings: Finding[], d: DealerDay, slot: DaySlot, at: string): void {
  const { nowMs } = d.ctx;
  for (const op of d.ctx.opcodes) {
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
}

import type { DayLabels } from './advisor-rules';
import type { DayTally } from './day-tally';
import { closedAllDayFindings } from './department-closures';
import type { RequestContext } from './request-context';
import { booked, count, type Finding } from './warnings';

/**
 * The dealer-level findings that hold for every slot of a date, in the order they are reported:
 * closures, the department's and the advisors' combined daily limits, the requested transport
 * option full for the day, opcode and recall daily limits, capacity planning.
 */
export function wholeDayFindings(
  ctx: RequestContext,
  labels: DayLabels,
  tally: DayTally,
  fullToday: Map<string, string>,
): Finding[] {
  const findings = closedAllDayFindings(ctx.department.rules.closures, labels.date);
  addDailyLimitFindings(findings, ctx, labels, tally);
  const asked = ctx.request.transportOptionUuid;
  const askedFull = asked === null ? undefined : fullToday.get(asked);
  if (askedFull !== undefined)
    findings.push({ code: 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT', text: askedFull });
  addOpcodeDailyLimitFindings(findings, ctx, labels, tally);
  addRecallDailyLimitFinding(findings, ctx, tally);
  addCapacityFinding(findings, ctx, labels, tally);
  return findings;
}

/** The department's appointments per day and per date, and the advisors' combined ones. */
function addDailyLimitFindings(
  findings: Finding[],
  ctx: RequestContext,
  { date, weekday, onWeekday }: DayLabels,
  { total, withAdvisor }: DayTally,
): void {
  const { dealerLimits: limits, combinedAdvisorLimits: combined } = ctx.department.rules;
  const perWeekday = limits.perWeekday.find((l) => l.weekday === weekday)?.limit;
  if (perWeekday !== undefined && total >= perWeekday) {
    findings.push({
      code: 'APPT_RULE_WARN_DEALER_PER_DAY',
      text: `The department allows ${count(perWeekday, 'appointment')} ${onWeekday}; ${booked(total)}`,
    });
  }
  const perDate = limits.perDate.find((l) => l.date === date)?.limit;
  if (perDate !== undefined && total >= perDate) {
    findings.push({
      code: 'APPT_RULE_WARN_DEALER_PER_DATE',
      text: `The department allows ${count(perDate, 'appointment')} on ${date}; ${booked(total)}`,
    });
  }
  const combinedPerWeekday = combined.perWeekday.find((l) => l.weekday === weekday)?.limit;
  if (combinedPerWeekday !== undefined && withAdvisor >= combinedPerWeekday) {
    findings.push({
      code: 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_DATE',
      text: `Advisors together take ${count(combinedPerWeekday, 'appointment')} ${onWeekday}; ${booked(withAdvisor)}`,
    });
  }
  const combinedPerDate = combined.perDate.find((l) => l.date === date)?.limit;
  if (combinedPerDate !== undefined && withAdvisor >= combinedPerDate) {
    findings.push({
      code: 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_DATE',
      text: `Advisors together take ${count(combinedPerDate, 'appointment')} on ${date}; ${booked(withAdvisor)}`,
    });
  }
}

function addOpcodeDailyLimitFindings(
  findings: Finding[],
  ctx: RequestContext,
  { weekday, onWeekday }: DayLabels,
  { byOpcode }: DayTally,
): void {
  for (const op of ctx.opcodes) {
    const limit = op.dailyLimits.find((l) => l.weekday === weekday)?.limit;
    const n = byOpcode.get(op.uuid) ?? 0;
    if (limit !== undefined && n >= limit) {
      findings.push({
        code: 'APPT_RULE_WARN_OPCODES_DAILY_LIMIT_EXCEEDED',
        text: `Opcode ${op.laborOpCode} takes ${count(limit, 'appointment')} ${onWeekday}; ${booked(n)}`,
      });
    }
  }
}

function addRecallDailyLimitFinding(findings: Finding[], ctx: RequestContext, { recall }: DayTally): void {
  const limit = ctx.department.rules.recallCampaigns.dailyLimit;
  if (ctx.request.recall && limit != null && recall >= limit) {
    findings.push({
      code: 'APPT_RULE_WARN_CAMPAIGNS_DAILY_LIMIT_EXCEEDED',
      text: `Recall campaigns take ${count(limit, 'appointment')} per day; ${booked(recall)}`,
    });
  }
}

/** The shop's labor minutes of the date (a date's own limit wins over its weekday's). */
function addCapacityFinding(
  findings: Finding[],
  ctx: RequestContext,
  { date, weekday, onWeekday }: DayLabels,
  { laborMinutes }: DayTally,
): void {
  const planning = ctx.department.rules.capacityPlanning;
  const needed = ctx.request.laborMinutes;
  const forDate = planning.laborMinutesPerDate.find((l) => l.date === date)?.limit;
  const capacity = forDate ?? planning.laborMinutesPerWeekday.find((l) => l.weekday === weekday)?.limit;
  if (capacity !== undefined && laborMinutes + needed > capacity) {
    findings.push({
      code: 'APPT_RULE_WARN_CAPACITY_PLANNING_CONSTRAINT_VIOLATED',
      text: `The shop takes ${count(capacity, 'labor minute')} ${forDate !== undefined ? `on ${date}` : onWeekday}; ${booked(laborMinutes)} and this visit needs ${needed}`,
    });
  }
}

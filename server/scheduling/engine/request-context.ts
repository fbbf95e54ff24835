import { instantToLocalDate } from '../../time/wall-clock';
import type { AdvisorRules, TransportOptionRules } from '../rules';
import { type Candidates, rulesByAdvisor, selectCandidates } from './advisor-rules';
import type { EngineDepartment, EngineOpcode, SlotRequest } from './types';
import { minutesOf } from './warnings';

/** What stays the same for every date of one request. */
export type RequestContext = {
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

/** The request's rules, hours and candidates resolved once, before any date is evaluated. */
export function requestContext(department: EngineDepartment, request: SlotRequest): RequestContext {
  const { rules } = department;
  return {
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
}

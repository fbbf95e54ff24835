import type { z } from 'zod';
import type {
  EngineBooking,
  EngineDepartment,
  EngineOpcode,
  SlotRequest,
  WeekdayHours,
} from '../server/scheduling/engine/types';
import { schedulingRulesSchema } from '../server/scheduling/rules';
import { wallClockToInstant } from '../server/time/wall-clock';

/** Small, readable inputs for the engine's unit tests. */

export type RulesInput = z.input<typeof schedulingRulesSchema>;

export const zone = 'America/Chicago';

/** The instant of a Chicago wall-clock time `yyyy-MM-ddTHH:mm`. */
export function at(wall: string, timeZone = zone): Date {
  const instant = wallClockToInstant(`${wall}:00`, timeZone);
  if (!instant.ok) throw new Error(`${wall} does not exist in ${timeZone}`);
  return instant.instant;
}

export const weekdayHours = (opens: string, closes: string, slotSizeMinutes = 30): WeekdayHours[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes, slotSizeMinutes }));

/**
 * Lakeshore Service: open Monday to Friday 08:00–12:00 in 30-minute slots; advisors Ann Lee (team
 * Express) and Bob Roe (team Main); transport options Loaner and Shuttle; opcode OIL.
 */
export function department(
  options: { rules?: RulesInput; hours?: WeekdayHours[]; opcodes?: EngineOpcode[]; timeZone?: string } = {},
): EngineDepartment {
  return {
    timeZone: options.timeZone ?? zone,
    hours: options.hours ?? weekdayHours('08:00', '12:00'),
    rules: schedulingRulesSchema.parse(options.rules ?? {}),
    advisors: [
      { uuid: 'ann', name: 'Ann Lee', teamUuids: ['express'] },
      { uuid: 'bob', name: 'Bob Roe', teamUuids: ['main'] },
    ],
    teams: [
      { uuid: 'express', name: 'Express', advisorUuids: ['ann'] },
      { uuid: 'main', name: 'Main', advisorUuids: ['bob'] },
    ],
    transportOptions: [
      { uuid: 'loaner', name: 'Loaner' },
      { uuid: 'shuttle', name: 'Shuttle' },
    ],
    opcodes: options.opcodes ?? [{ uuid: 'oil', laborOpCode: 'OIL', leadTimeMinutes: null, dailyLimits: [] }],
  };
}

let sequence = 0;

/** A 30-minute booking without advisor or options, starting at a Chicago wall-clock time. */
export function booking(
  wall: string,
  fields: Partial<EngineBooking> & { minutes?: number } = {},
): EngineBooking {
  const { minutes = 30, ...rest } = fields;
  const startAt = at(wall);
  sequence += 1;
  return {
    uuid: `booking-${sequence}`,
    localDate: wall.slice(0, 10),
    startAt,
    endAt: new Date(startAt.getTime() + minutes * 60_000),
    advisorUuid: null,
    teamUuid: null,
    transportOptionUuid: null,
    online: false,
    recall: false,
    opcodeUuids: [],
    laborMinutes: 0,
    ...rest,
  };
}

/** Monday 2026-03-09, asked a week ahead, any advisor, nothing special. */
export const monday = '2026-03-09';

export function slotRequest(fields: Partial<SlotRequest> = {}): SlotRequest {
  return {
    dates: [monday],
    now: at('2026-03-02T12:00'),
    advisorUuids: null,
    teamUuid: null,
    transportOptionUuid: null,
    opcodeUuids: [],
    recall: false,
    online: false,
    durationMinutes: null,
    laborMinutes: 0,
    ...fields,
  };
}

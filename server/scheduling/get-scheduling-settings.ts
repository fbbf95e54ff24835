import { asc, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import type { Tx } from '../db/client';
import { opcodes, schedulingRules } from '../db/schema';
import { getSchedulingDepartment, loadEngineDepartment } from './department-records';
import { departmentWeekHours } from './hours-records';
import type { SchedulingSettings } from './settings.schemas';
import { knownEntitiesOf, withoutRemovedReferences } from './without-removed-references';

/** The department's hours, rules and opcode limits, with the advisors, teams and options they name. */
export async function readSchedulingSettings(tx: Tx, departmentUuid: string): Promise<SchedulingSettings> {
  const [scheduling, department, hours, [row], opcodeRows] = await Promise.all([
    getSchedulingDepartment(tx, departmentUuid),
    loadEngineDepartment(tx, departmentUuid),
    departmentWeekHours(tx, departmentUuid),
    tx
      .select({ version: schedulingRules.version })
      .from(schedulingRules)
      .where(eq(schedulingRules.departmentUuid, departmentUuid)),
    tx
      .select({
        opcodeUuid: opcodes.uuid,
        laborOpCode: opcodes.laborOpCode,
        opCodeName: opcodes.opCodeName,
        durationMinutes: opcodes.durationMinutes,
        leadTimeMinutes: opcodes.leadTimeMinutes,
        dailyLimitConfigList: opcodes.dailyLimitConfigList,
      })
      .from(opcodes)
      .where(eq(opcodes.departmentUuid, departmentUuid))
      .orderBy(asc(opcodes.laborOpCode)),
  ]);
  return {
    dealerDepartmentUuid: departmentUuid,
    timeZone: scheduling.timeZone,
    version: row?.version ?? 0,
    hoursOfOperation: hours,
    rules: withoutRemovedReferences(department.rules, knownEntitiesOf(department)),
    opcodeLimits: opcodeRows.map(({ dailyLimitConfigList, ...o }) => ({
      ...o,
      dailyLimits: dailyLimitConfigList.map((d) => ({ weekday: d.dayOfWeek, limit: d.limit })),
    })),
    advisors: department.advisors,
    teams: department.teams,
    transportOptions: department.transportOptions,
    errors: [],
    warnings: [],
  };
}

/** GET /department/{id}/scheduling-rules */
export async function getSchedulingSettings(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUUID: string } },
): Promise<SchedulingSettings> {
  return readSchedulingSettings(ctx.db, input.params.dealerDepartmentUUID);
}

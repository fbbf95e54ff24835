import type { UseCaseContext } from '../core/context';
import type { Tx } from '../db/client';
import { selectOpcodeLimits } from './department-opcode-records';
import { getSchedulingDepartment, loadEngineDepartment, selectRulesVersion } from './department-records';
import { departmentWeekHours } from './hours-records';
import type { SchedulingSettings } from './settings.schemas';
import { knownEntitiesOf, withoutRemovedReferences } from './without-removed-references';

/** The department's hours, rules and opcode limits, with the advisors, teams and options they name. */
export async function readSchedulingSettings(tx: Tx, departmentUuid: string): Promise<SchedulingSettings> {
  const [scheduling, department, hours, version, opcodeRows] = await Promise.all([
    getSchedulingDepartment(tx, departmentUuid),
    loadEngineDepartment(tx, departmentUuid),
    departmentWeekHours(tx, departmentUuid),
    selectRulesVersion(tx, departmentUuid),
    selectOpcodeLimits(tx, departmentUuid),
  ]);
  return {
    dealerDepartmentUuid: departmentUuid,
    timeZone: scheduling.timeZone,
    version,
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

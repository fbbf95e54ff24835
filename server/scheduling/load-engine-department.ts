import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  dealerAssociates,
  hoursOfOperation,
  opcodes,
  schedulingRules,
  teamMembers,
  teams,
  transportOptions,
  users,
} from '../db/schema';
import type { EngineDepartment } from './engine/types';
import { emptySchedulingRules, schedulingRulesSchema } from './rules';

/**
 * Everything the engine needs about a department, in one round trip of six pipelined queries
 * (hours, rules, advisors with their teams, teams, transport options, opcodes with limits).
 */
export async function loadEngineDepartment(
  tx: Tx,
  departmentUuid: string,
): Promise<Omit<EngineDepartment, 'timeZone'>> {
  const [hours, [rulesRow], advisors, teamRows, options, opcodeRows] = await Promise.all([
    tx
      .select({
        weekday: hoursOfOperation.weekday,
        opens: hoursOfOperation.opensAt,
        closes: hoursOfOperation.closesAt,
        slotSizeMinutes: hoursOfOperation.slotSizeMinutes,
      })
      .from(hoursOfOperation)
      .where(eq(hoursOfOperation.departmentUuid, departmentUuid)),
    tx
      .select({ rules: schedulingRules.rules })
      .from(schedulingRules)
      .where(eq(schedulingRules.departmentUuid, departmentUuid)),
    tx
      .select({
        uuid: dealerAssociates.uuid,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        teamUuids: sql<
          string[]
        >`coalesce((select array_agg(${teamMembers.teamUuid} order by ${teamMembers.teamUuid}) from ${teamMembers} where ${teamMembers.dealerAssociateUuid} = ${dealerAssociates.uuid}), '{}')`,
      })
      .from(dealerAssociates)
      .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
      .where(
        and(
          eq(dealerAssociates.departmentUuid, departmentUuid),
          eq(dealerAssociates.isAdvisor, true),
          eq(dealerAssociates.isValid, true),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(dealerAssociates.uuid)),
    tx
      .select({
        uuid: teams.uuid,
        name: teams.name,
        advisorUuids: sql<
          string[]
        >`coalesce((select array_agg(${teamMembers.dealerAssociateUuid} order by ${teamMembers.dealerAssociateUuid}) from ${teamMembers} where ${teamMembers.teamUuid} = ${teams.uuid}), '{}')`,
      })
      .from(teams)
      .where(and(eq(teams.departmentUuid, departmentUuid), eq(teams.isValid, true)))
      .orderBy(asc(teams.name)),
    tx
      .select({ uuid: transportOptions.uuid, name: transportOptions.customName })
      .from(transportOptions)
      .where(and(eq(transportOptions.departmentUuid, departmentUuid), eq(transportOptions.isValid, true)))
      .orderBy(asc(transportOptions.customName)),
    tx
      .select({
        uuid: opcodes.uuid,
        laborOpCode: opcodes.laborOpCode,
        leadTimeMinutes: opcodes.leadTimeMinutes,
        dailyLimitConfigList: opcodes.dailyLimitConfigList,
      })
      .from(opcodes)
      .where(
        and(
          eq(opcodes.departmentUuid, departmentUuid),
          or(
            isNotNull(opcodes.leadTimeMinutes),
            sql`jsonb_array_length(${opcodes.dailyLimitConfigList}) > 0`,
          ),
        ),
      ),
  ]);
  return {
    hours,
    // Stored documents were validated when saved; parsing again fills defaults added since.
    rules: rulesRow ? schedulingRulesSchema.parse(rulesRow.rules) : emptySchedulingRules(),
    advisors,
    teams: teamRows,
    transportOptions: options,
    opcodes: opcodeRows.map((o) => ({
      uuid: o.uuid,
      laborOpCode: o.laborOpCode,
      leadTimeMinutes: o.leadTimeMinutes,
      dailyLimits: o.dailyLimitConfigList.map((d) => ({ weekday: d.dayOfWeek, limit: d.limit })),
    })),
  };
}

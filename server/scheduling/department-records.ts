import { and, asc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { preparedSql } from '../db/prepared';
import type { Dealer, DealerFeatures } from '../db/schema';
import { dealers, departments, schedulingRules, transportOptions } from '../db/schema';
import type {
  EngineAdvisor,
  EngineDepartment,
  EngineTeam,
  EngineTransportOption,
  WeekdayHours,
} from './engine/types';
import { cachedRules, knownRulesStamp, rememberRules } from './parsed-rules-cache';
import { emptySchedulingRules, type SchedulingRules, schedulingRulesSchema } from './rules';

export type SchedulingDepartment = {
  departmentUuid: string;
  dealerUuid: string;
  dealerName: string;
  timeZone: string;
};

// Every availability, first-slot and vacant-slot request starts here.
const departmentWithDealer = preparedSql<
  { departmentUuid: string },
  SchedulingDepartment & { features: DealerFeatures }
>(
  'department-with-dealer',
  (v) => sql`
    select d.uuid as "departmentUuid", r.uuid as "dealerUuid", r.name as "dealerName",
      r.time_zone as "timeZone", r.features
    from departments d join dealers r on r.uuid = d.dealer_uuid
    where d.uuid = ${v.departmentUuid}`,
);

/** The department availability is asked for, with its dealer's zone; the scheduler must be on. */
export async function getSchedulingDepartment(tx: Tx, departmentUuid: string): Promise<SchedulingDepartment> {
  const [row] = await departmentWithDealer(tx, { departmentUuid });
  if (!row) throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${departmentUuid}`);
  if (!row.features.schedulerEnabled) {
    throw new DomainError('SCHEDULER_FEATURE_NOT_ENABLED', `Scheduling is not enabled for ${row.dealerName}`);
  }
  return {
    departmentUuid: row.departmentUuid,
    dealerUuid: row.dealerUuid,
    dealerName: row.dealerName,
    timeZone: row.timeZone,
  };
}

type DepartmentRow = {
  hours: WeekdayHours[];
  /** null when the department has no rules document yet. */
  rules_stamp: string | null;
  /** null when the document is unchanged since `knownRulesStamp` (or there is none). */
  rules: unknown;
  advisors: EngineAdvisor[];
  teams: EngineTeam[];
  transport_options: EngineTransportOption[];
  opcodes: {
    uuid: string;
    laborOpCode: string;
    leadTimeMinutes: number | null;
    dailyLimitConfigList: { dayOfWeek: number; limit: number }[];
  }[];
  fingerprint: string;
};

export type LoadedDepartment = Omit<EngineDepartment, 'timeZone'> & {
  /** Changes whenever anything above does: what evaluated days are remembered by. */
  fingerprint: string;
};

/**
 * Everything the engine needs about a department in one statement: hours, the rules document,
 * valid advisors with their teams (in the tie-break order), teams, transport options, and the
 * opcodes with a lead time or daily limits. The rules document travels and is parsed only when
 * its row changed since this process last parsed it.
 */
export async function loadEngineDepartment(tx: Tx, departmentUuid: string): Promise<LoadedDepartment> {
  const known = knownRulesStamp(departmentUuid);
  const [row] = await tx.execute<DepartmentRow>(sql`
    select q.*, md5(concat_ws('|', q.hours::text, q.rules_stamp, q.advisors::text, q.teams::text,
      q.transport_options::text, q.opcodes::text)) as fingerprint
    from (
      select
        coalesce((
          select json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens_at, 'closes', h.closes_at,
            'slotSizeMinutes', h.slot_size_minutes))
          from hours_of_operation h where h.department_uuid = ${departmentUuid}
        ), '[]') as hours,
        r.stamp as rules_stamp,
        case when r.stamp is distinct from ${known} then r.rules end as rules,
        coalesce((
          select json_agg(json_build_object('uuid', a.uuid, 'name', u.first_name || ' ' || u.last_name,
            'teamUuids', coalesce((select array_agg(m.team_uuid order by m.team_uuid) from team_members m
              where m.dealer_associate_uuid = a.uuid), '{}'))
            order by u.last_name, u.first_name, a.uuid)
          from dealer_associates a join users u on u.uuid = a.user_uuid
          where a.department_uuid = ${departmentUuid} and a.is_advisor and a.is_valid
        ), '[]') as advisors,
        coalesce((
          select json_agg(json_build_object('uuid', t.uuid, 'name', t.name,
            'advisorUuids', coalesce((select array_agg(m.dealer_associate_uuid order by m.dealer_associate_uuid)
              from team_members m where m.team_uuid = t.uuid), '{}'))
            order by t.name)
          from teams t where t.department_uuid = ${departmentUuid} and t.is_valid
        ), '[]') as teams,
        coalesce((
          select json_agg(json_build_object('uuid', o.uuid, 'name', o.custom_name) order by o.custom_name)
          from transport_options o where o.department_uuid = ${departmentUuid} and o.is_valid
        ), '[]') as transport_options,
        coalesce((
          select json_agg(json_build_object('uuid', c.uuid, 'laborOpCode', c.labor_op_code,
            'leadTimeMinutes', c.lead_time_minutes, 'dailyLimitConfigList', c.daily_limit_config_list))
          from opcodes c
          where c.department_uuid = ${departmentUuid}
            and (c.lead_time_minutes is not null or jsonb_array_length(c.daily_limit_config_list) > 0)
        ), '[]') as opcodes
      from (select 1) as one
        left join (
          select xmin::text || '@' || extract(epoch from updated_at)::text as stamp, rules
          from scheduling_rules where department_uuid = ${departmentUuid}
        ) r on true
      -- Kept as one evaluation: without the fence the aggregates would run again for the md5.
      offset 0
    ) q
  `);
  if (!row) throw new Error('the department query answers one row');
  return {
    hours: row.hours,
    rules: await rulesOf(tx, departmentUuid, row),
    advisors: row.advisors,
    teams: row.teams,
    transportOptions: row.transport_options,
    opcodes: row.opcodes.map((o) => ({
      uuid: o.uuid,
      laborOpCode: o.laborOpCode,
      leadTimeMinutes: o.leadTimeMinutes,
      dailyLimits: o.dailyLimitConfigList.map((d) => ({ weekday: d.dayOfWeek, limit: d.limit })),
    })),
    fingerprint: row.fingerprint,
  };
}

async function rulesOf(tx: Tx, departmentUuid: string, row: DepartmentRow): Promise<SchedulingRules> {
  if (row.rules_stamp === null) return emptySchedulingRules();
  let document = row.rules;
  if (document === null) {
    const cached = cachedRules(departmentUuid, row.rules_stamp);
    if (cached) return cached;
    // Evicted since the read was sent: fetch the document itself.
    const [stored] = await tx
      .select({ rules: schedulingRules.rules })
      .from(schedulingRules)
      .where(eq(schedulingRules.departmentUuid, departmentUuid));
    document = stored?.rules ?? null;
  }
  // Stored documents were validated when saved; parsing again fills defaults added since.
  const rules = document === null ? emptySchedulingRules() : schedulingRulesSchema.parse(document);
  rememberRules(departmentUuid, row.rules_stamp, rules);
  return rules;
}

/** The version of the department's rules document (0: none saved yet). */
export async function selectRulesVersion(tx: Tx, departmentUuid: string): Promise<number> {
  const [row] = await tx
    .select({ version: schedulingRules.version })
    .from(schedulingRules)
    .where(eq(schedulingRules.departmentUuid, departmentUuid));
  return row?.version ?? 0;
}

/**
 * Replaces the department's rules document if it is still at `version`, else (version 0) stores
 * the first one; whether either happened.
 */
export async function storeRulesDocument(
  tx: Tx,
  input: { departmentUuid: string; version: number; rules: SchedulingRules; updatedBy: string | null },
): Promise<boolean> {
  const [updated] = await tx
    .update(schedulingRules)
    .set({ rules: input.rules, version: sql`${schedulingRules.version} + 1`, updatedBy: input.updatedBy })
    .where(
      and(
        eq(schedulingRules.departmentUuid, input.departmentUuid),
        eq(schedulingRules.version, input.version),
      ),
    )
    .returning({ version: schedulingRules.version });
  if (updated) return true;
  const inserted =
    input.version === 0
      ? await tx
          .insert(schedulingRules)
          .values({ departmentUuid: input.departmentUuid, rules: input.rules, updatedBy: input.updatedBy })
          .onConflictDoNothing()
          .returning({ version: schedulingRules.version })
      : [];
  return inserted.length > 0;
}

/**
 * The dealer's department named, or when none is named its service department (its first, else
 * its first of any type), with the dealer's time zone.
 */
export async function selectDealerDepartmentWithZone(
  tx: Tx,
  input: { dealerUuid: string; departmentUuid: string | undefined },
): Promise<{ uuid: string; timeZone: string } | undefined> {
  const [row] = await tx
    .select({ uuid: departments.uuid, timeZone: dealers.timeZone })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(
      and(
        eq(departments.dealerUuid, input.dealerUuid),
        input.departmentUuid ? eq(departments.uuid, input.departmentUuid) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${departments.departmentType} = 'SERVICE' then 0 else 1 end`,
      asc(departments.createdAt),
      asc(departments.uuid),
    )
    .limit(1);
  return row;
}

/** The department's transport options that are offered, by their custom name. */
export function selectOfferedTransportOptions(tx: Tx, departmentUuid: string) {
  return tx
    .select()
    .from(transportOptions)
    .where(and(eq(transportOptions.departmentUuid, departmentUuid), eq(transportOptions.isValid, true)))
    .orderBy(asc(transportOptions.customName));
}

/** The dealer, if there is one of that uuid. */
export async function selectDealer(tx: Tx, dealerUuid: string): Promise<Dealer | undefined> {
  const [dealer] = await tx.select().from(dealers).where(eq(dealers.uuid, dealerUuid));
  return dealer;
}

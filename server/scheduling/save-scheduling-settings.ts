import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { auditSettingsChange } from './audit-settings-change';
import { selectDepartmentOpcodeUuids, updateOpcodeLimits } from './department-opcode-records';
import { loadEngineDepartment, storeRulesDocument } from './department-records';
import { readSchedulingSettings } from './get-scheduling-settings';
import { replaceDepartmentWeekHours } from './hours-records';
import type { SchedulingRules } from './rules';
import type { SaveSchedulingSettings, SchedulingSettings } from './settings.schemas';
import { type KnownEntities, knownEntitiesOf } from './without-removed-references';

/** Every advisor, team and transport option the rules name must be the department's. */
function checkReferences(rules: SchedulingRules, known: KnownEntities): void {
  const problems: string[] = [];
  for (const advisor of rules.advisors) {
    if (!known.advisors.has(advisor.dealerAssociateUuid))
      problems.push(`advisor ${advisor.dealerAssociateUuid}`);
    for (const option of advisor.transportOptionUuids ?? [])
      if (!known.options.has(option)) problems.push(`transport option ${option}`);
  }
  for (const team of rules.teamTransportOptions) {
    if (!known.teams.has(team.teamUuid)) problems.push(`team ${team.teamUuid}`);
    for (const option of team.transportOptionUuids)
      if (!known.options.has(option)) problems.push(`transport option ${option}`);
  }
  for (const option of rules.transportOptions)
    if (!known.options.has(option.transportOptionUuid))
      problems.push(`transport option ${option.transportOptionUuid}`);
  if (problems.length > 0) {
    throw new DomainError(
      'INVALID_REQUEST',
      `The rules name advisors, teams or transport options this department does not have: ${[...new Set(problems)].join(', ')}`,
    );
  }
}

/** Stores the rules document if nobody saved since `version` was read; else SCHEDULING_RULES_CHANGED. */
async function storeRules(
  tx: Tx,
  input: { departmentUuid: string; version: number; rules: SchedulingRules; updatedBy: string | null },
): Promise<void> {
  if (await storeRulesDocument(tx, input)) return;
  throw new DomainError(
    'SCHEDULING_RULES_CHANGED',
    'Someone saved these settings since you opened them; reload and apply your change again',
  );
}

/**
 * PUT /department/{id}/scheduling-rules: hours of operation, the rules document and opcode lead
 * times/daily limits saved together, so availability never sees half a change. The audit log gets
 * what changed, before and after.
 */
export async function saveSchedulingSettings(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUUID: string }; body: SaveSchedulingSettings },
): Promise<SchedulingSettings> {
  const departmentUuid = input.params.dealerDepartmentUUID;
  const { dealerUuid } = departmentOf(ctx);
  const { body } = input;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const department = await loadEngineDepartment(tx, departmentUuid);
    checkReferences(body.rules, knownEntitiesOf(department));
    const before = await readSchedulingSettings(tx, departmentUuid);
    const opcodeUuids = body.opcodeLimits.map((o) => o.opcodeUuid);
    if (opcodeUuids.length > 0) {
      const known = await selectDepartmentOpcodeUuids(tx, { departmentUuid, opcodeUuids });
      const unknown = opcodeUuids.filter((uuid) => !known.has(uuid));
      if (unknown.length > 0)
        throw new DomainError('INVALID_REQUEST', `No opcode ${unknown.join(', ')} in this department`);
    }
    await storeRules(tx, {
      departmentUuid,
      version: body.version,
      rules: body.rules,
      updatedBy: ctx.principal?.id ?? null,
    });
    await replaceDepartmentWeekHours(
      tx,
      departmentUuid,
      body.hoursOfOperation.map((h) => ({ uuid: newUuid(), ...h })),
    );
    for (const limits of body.opcodeLimits) {
      await updateOpcodeLimits(tx, {
        departmentUuid,
        opcodeUuid: limits.opcodeUuid,
        leadTimeMinutes: limits.leadTimeMinutes,
        dailyLimits: limits.dailyLimits.map((d) => ({ dayOfWeek: d.weekday, limit: d.limit })),
      });
    }
    const after = await readSchedulingSettings(tx, departmentUuid);
    await auditSettingsChange(tx, ctx, { dealerUuid, departmentUuid, before, after });
    return after;
  });
}

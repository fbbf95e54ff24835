import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { TenantTarget } from '../core/principal';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Opcode } from '../db/schema';
import { auditCommunicationCodeMigration } from './audit-opcode-change';
import { type EnvelopeWarning, okGenericEnvelope } from './envelopes';
import { historyActor } from './history-actor';
import type { CommunicationCodeChange, MigrateCommunicationCodesRequest } from './opcode.schemas';
import {
  findDealerDepartmentUuids,
  findDepartmentsOpcodes,
  type HistoryActor,
  recordOpcodeHistory,
  setCommunicationCode,
} from './opcode-records';

type Mapping = { from: string; to: string };

/**
 * Rewrites the communication codes (the customer-facing code messages and the DMS use) of a
 * dealer's or department's opcodes: mapped codes first, then, if asked, missing codes filled from
 * the labor code. Idempotent: a code may not be both a `from` and another mapping's `to`, and an
 * opcode already holding its target is left alone, so a second run finds nothing to change. With
 * dryRun the same report is produced and nothing is written.
 */
export async function migrateCommunicationCodes(
  ctx: UseCaseContext,
  input: { body: MigrateCommunicationCodesRequest },
) {
  const body = input.body;
  const tenant = tenantOf(ctx);
  const { mappings, fillMissing, dryRun } = checkedMigration(body, tenant);
  const actor = await historyActor(ctx, {
    dealerUuid: tenant.dealerUuid,
    eventDealerAssociateUuid: body.eventDealerAssociateUuid,
  });

  const report = await pipelinedTransaction(ctx.db, async (tx): Promise<MigrationReport> => {
    const departmentUuids = tenant.departmentUuid
      ? [tenant.departmentUuid]
      : await findDealerDepartmentUuids(tx, tenant.dealerUuid);
    if (departmentUuids.length === 0) return { examined: 0, changes: [], unused: mappings };
    // Locked so that a concurrent save cannot slip between what we report and what we write.
    const rows = await findDepartmentsOpcodes(tx, { departmentUuids, forUpdate: !dryRun });
    const changes = rows.flatMap((row) => {
      const change = changeFor(row, mappings, fillMissing);
      return change ? [change] : [];
    });
    if (!dryRun && changes.length > 0) {
      await writeCommunicationCodes(tx, changes, actor);
      await auditCommunicationCodeMigration(tx, ctx, { ...tenant, codes: changes });
    }
    const unused = mappings.filter((m) => !rows.some((r) => sameCode(r.communicationCode, m.from)));
    return { examined: rows.length, changes, unused };
  });
  return migrationResponse(ctx.requestId, dryRun, report);
}

type MigrationReport = { examined: number; changes: CommunicationCodeChange[]; unused: Mapping[] };

/** A department named with its dealer must be that dealer's; the mappings must be safe to rerun. */
function checkedMigration(body: MigrateCommunicationCodesRequest, tenant: TenantTarget) {
  if (body.dealerUuid && body.dealerDepartmentUuid && body.dealerUuid !== tenant.dealerUuid) {
    throw new DomainError(
      'INVALID_DEPT_UUID',
      `Department ${body.dealerDepartmentUuid} does not belong to dealer ${body.dealerUuid}`,
    );
  }
  const mappings = checkedMappings(body.mappings ?? []);
  const fillMissing = body.fillMissingFromLaborCode ?? false;
  if (mappings.length === 0 && !fillMissing) {
    throw new DomainError(
      'NOTHING_TO_MIGRATE',
      'Send mappings, fillMissingFromLaborCode true, or both: there is nothing to migrate',
    );
  }
  return { mappings, fillMissing, dryRun: body.dryRun ?? false };
}

/** Each change written, with one history entry per opcode. */
async function writeCommunicationCodes(tx: Tx, changes: CommunicationCodeChange[], actor: HistoryActor) {
  for (const change of changes) {
    await setCommunicationCode(tx, {
      opcodeUuid: change.operationUuid,
      departmentUuid: change.dealerDepartmentUuid,
      communicationCode: change.toCommunicationCode,
    });
  }
  await recordOpcodeHistory(
    tx,
    changes.map((c) => ({
      opcodeUuid: c.operationUuid,
      departmentUuid: c.dealerDepartmentUuid,
      event: 'COMMUNICATION_CODE_MIGRATED' as const,
      changes: { communicationCode: { from: c.fromCommunicationCode, to: c.toCommunicationCode } },
    })),
    actor,
  );
}

/** The report: what changed and why, with a warning for each mapping no opcode used. */
function migrationResponse(requestId: string, dryRun: boolean, report: MigrationReport) {
  const warnings: EnvelopeWarning[] = report.unused.map((m) => ({
    warningCode: 'MAPPING_NOT_USED',
    warningTitle: 'MAPPING_NOT_USED',
    warningMessage: `No opcode has the communication code ${m.from}; the mapping to ${m.to} changed nothing`,
  }));
  const mappedCount = report.changes.filter((c) => c.reason === 'MAPPING').length;
  return {
    ...okGenericEnvelope(requestId, warnings),
    dryRun,
    opcodesExamined: report.examined,
    opcodesChanged: report.changes.length,
    mappedCount,
    filledCount: report.changes.length - mappedCount,
    changes: report.changes,
  };
}

const sameCode = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

function checkedMappings(mappings: Mapping[]): Mapping[] {
  const froms = new Map<string, Mapping>();
  for (const m of mappings) {
    const key = m.from.toLowerCase();
    if (froms.has(key)) {
      throw new DomainError(
        'INVALID_COMMUNICATION_CODE_MAPPING',
        `The code ${m.from} is mapped more than once`,
      );
    }
    froms.set(key, m);
  }
  for (const m of mappings) {
    const chained = froms.get(m.to.toLowerCase());
    if (chained && chained !== m) {
      throw new DomainError(
        'INVALID_COMMUNICATION_CODE_MAPPING',
        `${m.to} is both the target of ${m.from} and mapped itself to ${chained.to}; a second run would move it again. Map ${m.from} straight to the final code`,
      );
    }
  }
  return mappings;
}

function changeFor(row: Opcode, mappings: Mapping[], fillMissing: boolean): CommunicationCodeChange | null {
  const current = row.communicationCode?.trim() || null;
  const base = {
    operationUuid: row.uuid,
    dealerDepartmentUuid: row.departmentUuid,
    laborOpCode: row.laborOpCode,
    fromCommunicationCode: row.communicationCode,
  };
  if (current) {
    const mapping = mappings.find((m) => sameCode(current, m.from));
    if (!mapping || row.communicationCode === mapping.to) return null;
    return { ...base, toCommunicationCode: mapping.to, reason: 'MAPPING' };
  }
  if (!fillMissing) return null;
  return { ...base, toCommunicationCode: row.laborOpCode, reason: 'FILLED_FROM_LABOR_CODE' };
}

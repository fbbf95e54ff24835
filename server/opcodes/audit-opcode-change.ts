import { recordAudit } from '../audit/record-audit';
import type { UseCaseContext } from '../core/context';
import type { Tx } from '../db/client';
import type { OpcodeDto } from './opcode.schemas';

/** The audit entry of an opcode created (before null) or changed, beside the opcode's own history. */
export async function auditOpcodeChange(
  tx: Tx,
  ctx: UseCaseContext,
  change: { dealerUuid: string; before: OpcodeDto | null; after: OpcodeDto },
): Promise<void> {
  await recordAudit(tx, ctx, {
    action: change.before ? 'opcode.update' : 'opcode.create',
    targetKind: 'opcode',
    targetUuid: change.after.uuid,
    dealerUuid: change.dealerUuid,
    before: change.before,
    after: change.after,
  });
}

/** One audit entry for an applied communication-code migration, listing each opcode's old and new code. */
export async function auditCommunicationCodeMigration(
  tx: Tx,
  ctx: UseCaseContext,
  change: {
    dealerUuid: string;
    departmentUuid: string | null;
    codes: Array<{
      operationUuid: string;
      fromCommunicationCode: string | null;
      toCommunicationCode: string;
    }>;
  },
): Promise<void> {
  const codes = (pick: (c: (typeof change.codes)[number]) => string | null) =>
    Object.fromEntries(change.codes.map((c) => [c.operationUuid, pick(c)]));
  await recordAudit(tx, ctx, {
    action: 'opcode.communicationCodes.migrate',
    targetKind: change.departmentUuid ? 'department' : 'dealer',
    targetUuid: change.departmentUuid ?? change.dealerUuid,
    dealerUuid: change.dealerUuid,
    before: { communicationCodes: codes((c) => c.fromCommunicationCode) },
    after: { communicationCodes: codes((c) => c.toCommunicationCode) },
  });
}

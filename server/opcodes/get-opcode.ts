import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { okGenericEnvelope } from './envelopes';
import type { OpcodeHistoryEntryDto } from './opcode.schemas';
import { findOpcodeHistory, getDealerOpcodeRow } from './opcode-records';
import { toOpcodeDto } from './opcode-wire';

/** One opcode of the dealer with its change history, newest first. */
export async function getOpcode(ctx: UseCaseContext, input: { params: { operationUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  const row = await getDealerOpcodeRow(ctx.db, { dealerUuid, uuid: input.params.operationUuid });
  if (!row) {
    throw new DomainError('INCORRECT_OPCODE', `The dealer has no opcode ${input.params.operationUuid}`, {
      status: 404,
    });
  }
  const history = await findOpcodeHistory(ctx.db, {
    opcodeUuid: row.uuid,
    departmentUuid: row.departmentUuid,
  });
  return {
    ...okGenericEnvelope(ctx.requestId),
    operation: toOpcodeDto(row),
    history: history.map(
      (h): OpcodeHistoryEntryDto => ({
        uuid: h.uuid,
        event: h.event,
        changes: h.changes,
        eventDealerAssociateUuid: h.eventDealerAssociateUuid,
        actorKind: h.actorKind,
        occurredAt: h.occurredAt.toISOString(),
      }),
    ),
  };
}

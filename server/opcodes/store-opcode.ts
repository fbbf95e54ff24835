import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError, isDomainError, isUniqueViolation } from '../core/errors';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Opcode } from '../db/schema';
import { newUuid } from '../ids';
import { auditOpcodeChange } from './audit-opcode-change';
import { historyActor } from './history-actor';
import type { OpcodeDto, SaveOpcodeRequest } from './opcode.schemas';
import {
  getOpcodeRow,
  getOpcodeRowByLaborCode,
  insertOpcode,
  recordOpcodeHistory,
  updateOpcodeColumns,
} from './opcode-records';
import { opcodeChanges, opcodeColumnsFromInput, toOpcodeDto } from './opcode-wire';

export type StoredOpcode = { opcode: OpcodeDto; isNew: boolean };

/**
 * Creates or updates one opcode of the department (spec: Save opcode, note 2). With a uuid the
 * opcode is updated; without, an opcode with the same labor code is updated unless
 * errorOnDuplicate asks for OPCODE_ALREADY_EXISTS; otherwise a new one is created. Fields left out
 * keep their stored values. One history entry records what changed and who changed it, and the
 * audit log the opcode before and after.
 */
export async function storeOpcode(
  ctx: UseCaseContext,
  options: { body: SaveOpcodeRequest; uuidRequired: boolean },
): Promise<StoredOpcode> {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const input = options.body.opcode;
  const laborOpCode = input?.laborOpCode?.trim();
  if (!input || !laborOpCode) {
    throw new DomainError('OPCODE_LABORCODE_MANDATORY', 'opcode.laborOpCode is required');
  }
  const uuid = input.uuid?.trim() || null;
  if (options.uuidRequired && !uuid) {
    throw new DomainError('INCORRECT_OPCODE', 'PUT updates an existing opcode: send its opcode.uuid');
  }
  const actor = await historyActor(ctx, {
    dealerUuid,
    eventDealerAssociateUuid: options.body.eventDealerAssociateUuid,
  });
  const columns = { ...opcodeColumnsFromInput(input), laborOpCode };

  try {
    return await pipelinedTransaction(ctx.db, async (tx) => {
      const existing = await findOpcodeToUpdate(tx, {
        departmentUuid,
        uuid,
        laborOpCode,
        errorOnDuplicate: options.body.errorOnDuplicate ?? false,
      });
      if (!existing) {
        const created = await insertOpcode(tx, { ...columns, uuid: newUuid(), departmentUuid });
        if (!created) throw new Error('insert returned no opcode');
        const dto = toOpcodeDto(created);
        await recordOpcodeHistory(
          tx,
          [{ opcodeUuid: created.uuid, departmentUuid, event: 'CREATED', changes: opcodeChanges(null, dto) }],
          actor,
        );
        await auditOpcodeChange(tx, ctx, { dealerUuid, before: null, after: dto });
        return { opcode: dto, isNew: true };
      }
      const before = toOpcodeDto(existing);
      const changes = opcodeChanges(before, toOpcodeDto({ ...existing, ...columns } as Opcode));
      if (Object.keys(changes).length === 0) return { opcode: before, isNew: false };
      const updated = await updateOpcodeColumns(tx, { departmentUuid, opcodeUuid: existing.uuid, columns });
      if (!updated) throw new Error('update matched no opcode');
      await recordOpcodeHistory(
        tx,
        [{ opcodeUuid: updated.uuid, departmentUuid, event: 'UPDATED', changes }],
        actor,
      );
      const after = toOpcodeDto(updated);
      await auditOpcodeChange(tx, ctx, { dealerUuid, before, after });
      return { opcode: after, isNew: false };
    });
  } catch (error) {
    if (isDomainError(error)) throw error;
    // Two saves of the same new labor code raced; the loser sees the unique index.
    if (isUniqueViolation(error)) {
      throw new DomainError(
        'OPCODE_ALREADY_EXISTS',
        `Labor code ${laborOpCode} already exists in this department; update it with PUT and its uuid`,
        { cause: error },
      );
    }
    throw new DomainError('OPCODE_SAVE_OPERATIONS_FAILURE', 'The opcode could not be saved; try again', {
      cause: error,
    });
  }
}

async function findOpcodeToUpdate(
  tx: Tx,
  options: { departmentUuid: string; uuid: string | null; laborOpCode: string; errorOnDuplicate: boolean },
): Promise<Opcode | null> {
  const { departmentUuid, uuid, laborOpCode } = options;
  if (uuid) {
    const named = await getOpcodeRow(tx, { departmentUuid, uuid, forUpdate: true });
    if (!named) throw new DomainError('INCORRECT_OPCODE', `This department has no opcode ${uuid}`);
    const clash = await getOpcodeRowByLaborCode(tx, { departmentUuid, laborOpCode, exceptUuid: uuid });
    if (clash) {
      throw new DomainError(
        'OPCODE_ALREADY_EXISTS',
        `Labor code ${laborOpCode} is already used by opcode ${clash.uuid} of this department`,
      );
    }
    return named;
  }
  const sameCode = await getOpcodeRowByLaborCode(tx, { departmentUuid, laborOpCode, forUpdate: true });
  if (sameCode && options.errorOnDuplicate) {
    throw new DomainError(
      'OPCODE_ALREADY_EXISTS',
      `Labor code ${sameCode.laborOpCode} already exists in this department (opcode ${sameCode.uuid}); update it with PUT and that uuid`,
    );
  }
  return sameCode;
}

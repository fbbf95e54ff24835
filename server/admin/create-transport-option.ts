import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError, isUniqueViolation } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import type { createTransportOptionBody } from './admin.schemas';
import { insertTransportOption, transportOptionOf } from './transport-option-records';

/** A transport option the department offers (its optionName once per department). */
export async function createTransportOption(
  ctx: UseCaseContext,
  input: { body: z.output<typeof createTransportOptionBody> },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  try {
    return await pipelinedTransaction(ctx.db, async (tx) => {
      const option = await insertTransportOption(tx, { uuid: newUuid(), departmentUuid, ...input.body });
      await recordAudit(tx, ctx, {
        action: 'transportOption.create',
        targetKind: 'transportOption',
        targetUuid: option.uuid,
        dealerUuid,
        after: { ...transportOptionOf(option), departmentUuid },
      });
      return transportOptionOf(option);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('TRANSPORT_OPTION_EXISTS', `The department already has ${input.body.optionName}`);
    throw error;
  }
}

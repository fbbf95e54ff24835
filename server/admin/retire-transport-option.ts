import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import {
  findTransportOptionOfDepartment,
  transportOptionOf,
  updateTransportOption,
} from './transport-option-records';

/** A retired option is offered no more; booked appointments keep it in their history. */
export async function retireTransportOption(
  ctx: UseCaseContext,
  input: { params: { transportOptionUuid: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findTransportOptionOfDepartment(
      tx,
      departmentUuid,
      input.params.transportOptionUuid,
    );
    const after = { ...before, isValid: false };
    if (before.isValid) {
      await updateTransportOption(tx, departmentUuid, before.uuid, { isValid: false });
      await recordAudit(tx, ctx, {
        action: 'transportOption.retire',
        targetKind: 'transportOption',
        targetUuid: before.uuid,
        dealerUuid,
        before: transportOptionOf(before),
        after: transportOptionOf(after),
      });
    }
    return transportOptionOf(after);
  });
}

import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import {
  findTransportOptionOfDepartment,
  transportOptionOf,
  updateTransportOption,
} from './transport-option-records';

/** Changes the name customers and advisors see (customName); optionName stays, partners match on it. */
export async function renameTransportOption(
  ctx: UseCaseContext,
  input: { params: { transportOptionUuid: string }; body: { name: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findTransportOptionOfDepartment(
      tx,
      departmentUuid,
      input.params.transportOptionUuid,
    );
    const after = { ...before, customName: input.body.name };
    await updateTransportOption(tx, departmentUuid, before.uuid, { customName: after.customName });
    await recordAudit(tx, ctx, {
      action: 'transportOption.rename',
      targetKind: 'transportOption',
      targetUuid: before.uuid,
      dealerUuid,
      before: transportOptionOf(before),
      after: transportOptionOf(after),
    });
    return transportOptionOf(after);
  });
}

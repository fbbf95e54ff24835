import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { saveShortName } from './online-settings-records';

/** PUT /api/online/admin/v1/dealers/{dealerUuid}/short-name: the name of /book-online/{name}; null removes it. */
export async function setOnlineShortName(ctx: UseCaseContext, input: { body: { shortName: string | null } }) {
  const { dealerUuid } = tenantOf(ctx);
  const { shortName } = input.body;
  return pipelinedTransaction(ctx.db, async (tx) => {
    if (!(await saveShortName(tx, { dealerUuid, shortName })))
      throw new DomainError('SHORT_NAME_TAKEN', `Another dealership uses ${shortName}; choose another`);
    await recordAudit(tx, ctx, {
      action: 'dealer.short-name.update',
      targetKind: 'dealer',
      targetUuid: dealerUuid,
      dealerUuid,
      after: { shortName },
    });
    return { dealerUuid, shortName };
  });
}

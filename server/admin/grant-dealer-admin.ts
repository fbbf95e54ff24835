import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { requireActiveAtDealer } from '../users/active-people';
import { insertDealerAdmin, lockDealerAdministration } from './administrator-records';
import { findUserOfDealer } from './people-records';

/**
 * Makes one of the dealer's active people an administrator of it (USER_DEACTIVATED otherwise).
 * Granting twice changes nothing.
 */
export async function grantDealerAdmin(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
    // Same lock as deactivation, so nobody is made administrator while being deactivated.
    await lockDealerAdministration(tx, dealerUuid);
    await requireActiveAtDealer(tx, dealerUuid, user.uuid);
    if (await insertDealerAdmin(tx, dealerUuid, user.uuid)) {
      await recordAudit(tx, ctx, {
        action: 'dealerAdmin.grant',
        targetKind: 'user',
        targetUuid: user.uuid,
        dealerUuid,
        before: { dealerAdmin: false },
        after: { dealerAdmin: true },
      });
    }
    return { userUuid: user.uuid, dealerAdmin: true };
  });
}

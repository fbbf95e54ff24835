import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import {
  deleteDealerAdmin,
  keepAnActiveAdministrator,
  lockDealerAdministration,
} from './administrator-records';
import { findUserOfDealer } from './people-records';

/**
 * Ends someone's administration of the dealer; they stay an advisor. Revoking twice changes nothing;
 * the last active administrator cannot be revoked (LAST_ADMINISTRATOR).
 */
export async function revokeDealerAdmin(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
    await lockDealerAdministration(tx, dealerUuid);
    await keepAnActiveAdministrator(tx, dealerUuid, user.uuid);
    if (await deleteDealerAdmin(tx, dealerUuid, user.uuid)) {
      await recordAudit(tx, ctx, {
        action: 'dealerAdmin.revoke',
        targetKind: 'user',
        targetUuid: user.uuid,
        dealerUuid,
        before: { dealerAdmin: true },
        after: { dealerAdmin: false },
      });
    }
    return { userUuid: user.uuid, dealerAdmin: false };
  });
}

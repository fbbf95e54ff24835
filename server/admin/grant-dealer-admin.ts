import { tenantOf, type UseCaseContext } from '../core/context';
import { administrators } from '../db/schema';
import { newUuid } from '../ids';
import { requireActiveAtDealer } from './active-people';
import { lockDealerAdministration } from './dealer-administration-lock';
import { findUserOfDealer } from './people-records';
import { recordAudit } from './record-audit';

/**
 * Makes one of the dealer's active people an administrator of it (USER_DEACTIVATED otherwise).
 * Granting twice changes nothing.
 */
export async function grantDealerAdmin(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
    // Same lock as deactivation, so nobody is made administrator while being deactivated.
    await lockDealerAdministration(tx, dealerUuid);
    await requireActiveAtDealer(tx, dealerUuid, user.uuid);
    const inserted = await tx
      .insert(administrators)
      .values({ uuid: newUuid(), userUuid: user.uuid, role: 'DEALER_ADMIN', dealerUuid })
      .onConflictDoNothing()
      .returning({ uuid: administrators.uuid });
    if (inserted.length > 0) {
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

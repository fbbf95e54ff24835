import { tenantOf, type UseCaseContext } from '../core/context';
import { administrators } from '../db/schema';
import { newUuid } from '../ids';
import { findUserOfDealer } from './people-records';
import { recordAudit } from './record-audit';

/** Makes one of the dealer's people an administrator of it. Granting twice changes nothing. */
export async function grantDealerAdmin(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
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

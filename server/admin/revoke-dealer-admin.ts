import { and, eq } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { administrators } from '../db/schema';
import { keepAnActiveAdministrator, lockDealerAdministration } from './dealer-administration-lock';
import { findUserOfDealer } from './people-records';
import { recordAudit } from './record-audit';

/**
 * Ends someone's administration of the dealer; they stay an advisor. Revoking twice changes nothing;
 * the last active administrator cannot be revoked (LAST_ADMINISTRATOR).
 */
export async function revokeDealerAdmin(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
    await lockDealerAdministration(tx, dealerUuid);
    await keepAnActiveAdministrator(tx, dealerUuid, user.uuid);
    const deleted = await tx
      .delete(administrators)
      .where(
        and(
          eq(administrators.userUuid, user.uuid),
          eq(administrators.dealerUuid, dealerUuid),
          eq(administrators.role, 'DEALER_ADMIN'),
        ),
      )
      .returning({ uuid: administrators.uuid });
    if (deleted.length > 0) {
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

import { and, eq } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { administrators } from '../db/schema';
import { findUserOfDealer } from './people-records';
import { recordAudit } from './record-audit';

/** Ends someone's administration of the dealer; they stay an advisor. Revoking twice changes nothing. */
export async function revokeDealerAdmin(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
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

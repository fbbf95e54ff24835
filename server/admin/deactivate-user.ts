import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { endMembershipsAtDealer, hasCurrentMembership } from '../users/dealer-associate-records';
import {
  deleteAdministrationAtDealer,
  keepAnActiveAdministrator,
  lockDealerAdministration,
} from './administrator-records';
import { findUserOfDealer, stopUserOfDealer, userStateOf } from './people-records';

/**
 * Ends someone's work at the dealer: their memberships there and their administrator role end and
 * all their sessions stop at once. Their history (bookings, messages) stays. Someone left with no
 * membership anywhere can no longer sign in at all. The last active administrator cannot be
 * deactivated (LAST_ADMINISTRATOR).
 */
export async function deactivateUser(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
    await lockDealerAdministration(tx, dealerUuid);
    await keepAnActiveAdministrator(tx, dealerUuid, user.uuid);
    await endMembershipsAtDealer(tx, dealerUuid, user.uuid);
    await deleteAdministrationAtDealer(tx, dealerUuid, user.uuid);
    const elsewhere = await hasCurrentMembership(tx, user.uuid);
    const after = await stopUserOfDealer(tx, dealerUuid, user.uuid, !elsewhere);
    await recordAudit(tx, ctx, {
      action: 'user.deactivate',
      targetKind: 'user',
      targetUuid: user.uuid,
      dealerUuid,
      before: userStateOf(user),
      after: after ? { ...userStateOf(after), activeAtDealer: false } : null,
    });
    return { ok: true as const };
  });
}

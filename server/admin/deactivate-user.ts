import { and, eq, inArray, sql } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { administrators, dealerAssociates, departments, users } from '../db/schema';
import { keepAnActiveAdministrator, lockDealerAdministration } from './dealer-administration-lock';
import { findUserOfDealer, userStateOf } from './people-records';
import { recordAudit } from './record-audit';

/**
 * Ends someone's work at the dealer: their memberships there and their administrator role end and
 * all their sessions stop at once. Their history (bookings, messages) stays. Someone left with no
 * membership anywhere can no longer sign in at all. The last active administrator cannot be
 * deactivated (LAST_ADMINISTRATOR).
 */
export async function deactivateUser(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
    await lockDealerAdministration(tx, dealerUuid);
    await keepAnActiveAdministrator(tx, dealerUuid, user.uuid);
    const dealerDepartments = tx
      .select({ uuid: departments.uuid })
      .from(departments)
      .where(eq(departments.dealerUuid, dealerUuid));
    await tx
      .update(dealerAssociates)
      .set({ isValid: false })
      .where(
        and(
          eq(dealerAssociates.userUuid, user.uuid),
          inArray(dealerAssociates.departmentUuid, dealerDepartments),
        ),
      );
    await tx
      .delete(administrators)
      .where(and(eq(administrators.userUuid, user.uuid), eq(administrators.dealerUuid, dealerUuid)));
    const [elsewhere] = await tx
      .select({ uuid: dealerAssociates.uuid })
      .from(dealerAssociates)
      .where(and(eq(dealerAssociates.userUuid, user.uuid), eq(dealerAssociates.isValid, true)))
      .limit(1);
    const [after] = await tx
      .update(users)
      .set({ sessionsValidAfter: new Date(), deactivatedAt: elsewhere ? user.deactivatedAt : sql`now()` })
      .where(eq(users.uuid, user.uuid))
      .returning();
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

import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { hashSecret } from '../core/password';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { findUserOfDealer, setTemporaryPassword } from './people-records';
import { newTemporaryPassword } from './secrets';

/** A new temporary password for one of the dealer's people (shown once); their sessions end. */
export async function resetPassword(ctx: UseCaseContext, input: { params: { userUuid: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashSecret(temporaryPassword);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
    await setTemporaryPassword(tx, dealerUuid, user.uuid, passwordHash);
    await recordAudit(tx, ctx, {
      action: 'user.password.reset',
      targetKind: 'user',
      targetUuid: user.uuid,
      dealerUuid,
      before: { mustChangePassword: user.mustChangePassword },
      after: { mustChangePassword: true, sessionsEnded: true },
    });
    return { userUuid: user.uuid, temporaryPassword };
  });
}

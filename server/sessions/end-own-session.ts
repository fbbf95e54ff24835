import { recordAudit } from '../audit/record-audit';
import { endSession } from '../auth/session-records';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';

/**
 * Ends one of the signed-in person's sessions (a phone left behind); its cookie stops working on
 * its next request. Ending another session is audited; ending this one is signing out.
 */
export async function endOwnSession(ctx: UseCaseContext, input: { params: { sessionUuid: string } }) {
  const userUuid = ctx.principal?.id ?? '';
  const { sessionUuid } = input.params;
  await pipelinedTransaction(ctx.db, async (tx) => {
    if (!(await endSession(tx, userUuid, sessionUuid)))
      throw new DomainError('SESSION_NOT_FOUND', 'You have no active session with this id');
    if (sessionUuid === ctx.principal?.sessionId) return;
    await recordAudit(tx, ctx, {
      action: 'user.session.end',
      targetKind: 'session',
      targetUuid: sessionUuid,
      dealerUuid: null,
    });
  });
  return { ok: true as const };
}

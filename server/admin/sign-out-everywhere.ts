import { recordAudit } from '../audit/record-audit';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { type Database, db } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { endEverySessionOf } from '../users/user-records';

/** Ends every session of the user, on every device; the next request of each asks to sign in. */
export async function signOutEverywhere(
  userUuid: string,
  database: Database = db(),
  requestId: string | null = null,
): Promise<{ ok: true }> {
  await pipelinedTransaction(database, async (tx) => {
    const user = await endEverySessionOf(tx, userUuid);
    if (!user) throw new DomainError('USER_NOT_FOUND', `No user has the uuid ${userUuid}`);
    await recordAudit(
      tx,
      {
        principal: { kind: 'advisor', id: userUuid, username: user.login ?? userUuid, grants: [] },
        requestId: requestId ?? '',
      },
      { action: 'user.signOutEverywhere', targetKind: 'user', targetUuid: userUuid, dealerUuid: null },
    );
  });
  return { ok: true };
}

/** The HTTP operation: the signed-in person ends all their sessions. */
export const signOutEverywhereOperation = (ctx: UseCaseContext) =>
  signOutEverywhere(ctx.principal?.id ?? '', ctx.db, ctx.requestId);

import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { hashSecret, verifySecret } from '../core/password';
import { type Database, db } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { findUser, setOwnPassword } from '../users/user-records';
import type { changePasswordBody } from './admin.schemas';
import { checkChosenPassword } from './password-policy';

/**
 * Replaces the user's password (a temporary one included) after checking the current one. Every
 * session ends, the one used for the change too: the person signs in again with the new password.
 */
export async function changeOwnPassword(
  userUuid: string,
  currentPassword: string,
  newPassword: string,
  database: Database = db(),
  requestId: string | null = null,
): Promise<{ ok: true }> {
  const user = await findUser(database, userUuid);
  if (!user?.login || user.deactivatedAt) throw new DomainError('USER_NOT_FOUND', 'No such user can sign in');
  if (!(await verifySecret(user.passwordHash, currentPassword)))
    throw new DomainError('CURRENT_PASSWORD_INCORRECT', 'The current password is not correct');
  checkChosenPassword(newPassword, user.login);
  if (newPassword === currentPassword)
    throw new DomainError('PASSWORD_TOO_WEAK', 'Choose a password different from the current one');
  const passwordHash = await hashSecret(newPassword);
  await pipelinedTransaction(database, async (tx) => {
    await setOwnPassword(tx, userUuid, passwordHash);
    await recordAudit(
      tx,
      {
        principal: { kind: 'advisor', id: userUuid, username: user.login ?? userUuid, grants: [] },
        requestId: requestId ?? '',
      },
      {
        action: 'user.password.change',
        targetKind: 'user',
        targetUuid: userUuid,
        dealerUuid: null,
        before: { mustChangePassword: user.mustChangePassword },
        after: { mustChangePassword: false, sessionsEnded: true },
      },
    );
  });
  return { ok: true };
}

/** The HTTP operation: the signed-in person changes their own password. */
export const changeOwnPasswordOperation = (
  ctx: UseCaseContext,
  input: { body: z.output<typeof changePasswordBody> },
) =>
  changeOwnPassword(
    ctx.principal?.id ?? '',
    input.body.currentPassword,
    input.body.newPassword,
    ctx.db,
    ctx.requestId,
  );

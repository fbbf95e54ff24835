import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { hashSecret } from '../core/password';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { insertUser } from '../users/user-records';
import type { createFirstOperatorBody } from './admin.schemas';
import { insertOperator, lockFirstOperatorSetUp } from './administrator-records';
import { checkChosenPassword } from './password-policy';
import { anyoneCanSignIn } from './people-records';
import { newTemporaryPassword } from './secrets';

/**
 * The install's first platform operator, only while nobody can sign in. Concurrent attempts queue
 * on one advisory lock and the later ones find the first operator: exactly one wins. Without a
 * chosen password a temporary one is returned, to be changed at first sign-in.
 */
export async function createFirstOperator(
  ctx: UseCaseContext,
  input: { body: z.output<typeof createFirstOperatorBody> },
) {
  const { username, firstName, lastName, password } = input.body;
  if (password !== undefined) checkChosenPassword(password, username);
  const temporaryPassword = password === undefined ? newTemporaryPassword() : null;
  const passwordHash = await hashSecret(password ?? temporaryPassword ?? '');
  return pipelinedTransaction(ctx.db, async (tx) => {
    await lockFirstOperatorSetUp(tx);
    if (await anyoneCanSignIn(tx))
      throw new DomainError('SETUP_CLOSED', 'Set-up is closed: this install already has people who sign in');
    const userUuid = newUuid();
    await insertUser(tx, {
      uuid: userUuid,
      firstName,
      lastName,
      login: username,
      passwordHash,
      mustChangePassword: temporaryPassword !== null,
    });
    await insertOperator(tx, userUuid);
    await recordAudit(tx, ctx, {
      action: 'operator.create',
      targetKind: 'user',
      targetUuid: userUuid,
      dealerUuid: null,
      after: { userUuid, username, firstName, lastName, role: 'OPERATOR' },
    });
    return { userUuid, username, temporaryPassword };
  });
}

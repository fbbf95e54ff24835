import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashSecret } from '../auth/password';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { administrators, users } from '../db/schema';
import { newUuid } from '../ids';
import type { createFirstOperatorBody } from './admin.schemas';
import { checkChosenPassword } from './password-policy';
import { anyoneCanSignIn } from './people-records';
import { recordAudit } from './record-audit';
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
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('servicebay:first-operator', 0))`);
    if (await anyoneCanSignIn(tx))
      throw new DomainError('SETUP_CLOSED', 'Set-up is closed: this install already has people who sign in');
    const userUuid = newUuid();
    await tx.insert(users).values({
      uuid: userUuid,
      firstName,
      lastName,
      login: username,
      passwordHash,
      mustChangePassword: temporaryPassword !== null,
    });
    await tx.insert(administrators).values({ uuid: newUuid(), userUuid, role: 'OPERATOR', dealerUuid: null });
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

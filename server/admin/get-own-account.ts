import { loadAdministration } from '../auth/administration';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { findUser } from '../users/user-records';

/** Who is signed in: name, whether a temporary password must be changed, and administrative roles. */
export async function getOwnAccount(ctx: UseCaseContext) {
  const userUuid = ctx.principal?.id ?? '';
  const user = await findUser(ctx.db, userUuid);
  if (!user) throw new DomainError('USER_NOT_FOUND', 'No such user');
  const administration = ctx.principal?.administration ?? (await loadAdministration(ctx.db, userUuid));
  return {
    userUuid,
    username: user.login,
    firstName: user.firstName,
    lastName: user.lastName,
    mustChangePassword: user.mustChangePassword,
    operator: administration.operator,
    dealerAdminOf: [...administration.dealerAdminOf],
  };
}

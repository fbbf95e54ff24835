import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { hashSecret } from '../core/password';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { insertDealerAssociate } from '../users/dealer-associate-records';
import { findAdvisorRoleOfDealer } from '../users/role-records';
import { insertUser } from '../users/user-records';
import type { createAdvisorBody } from './admin.schemas';
import { insertDealerAdmin } from './administrator-records';
import { advisorAuthorities } from './new-dealer-defaults';
import { loginTaken } from './people-records';
import { newTemporaryPassword } from './secrets';

/**
 * An advisor who can sign in with a temporary password (shown once) and must choose their own at
 * first sign-in; optionally an administrator of the dealership too.
 */
export async function createAdvisor(
  ctx: UseCaseContext,
  input: { body: z.output<typeof createAdvisorBody> },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const b = input.body;
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashSecret(temporaryPassword);
  return pipelinedTransaction(ctx.db, async (tx) => {
    if (await loginTaken(tx, b.username))
      throw new DomainError('USERNAME_ALREADY_EXISTS', `The username ${b.username} is taken`);
    // Its default authorities are copied.
    const role = await findAdvisorRoleOfDealer(tx, dealerUuid);
    const userUuid = newUuid();
    const dealerAssociateUuid = newUuid();
    await insertUser(tx, {
      uuid: userUuid,
      firstName: b.firstName,
      lastName: b.lastName,
      emailAddress: b.email ?? null,
      login: b.username,
      passwordHash,
      mustChangePassword: true,
    });
    const authorities = role?.defaultAuthorities.length ? role.defaultAuthorities : advisorAuthorities;
    await insertDealerAssociate(tx, {
      uuid: dealerAssociateUuid,
      userUuid,
      departmentUuid,
      roleUuid: role?.uuid ?? null,
      userName: b.username,
      isAdvisor: true,
      authorities,
    });
    if (b.admin) await insertDealerAdmin(tx, dealerUuid, userUuid);
    await recordAudit(tx, ctx, {
      action: 'advisor.create',
      targetKind: 'user',
      targetUuid: userUuid,
      dealerUuid,
      after: {
        userUuid,
        dealerAssociateUuid,
        departmentUuid,
        ...b,
        role: role?.roleAcronym ?? null,
        authorities,
      },
    });
    return { userUuid, dealerAssociateUuid, username: b.username, temporaryPassword };
  });
}

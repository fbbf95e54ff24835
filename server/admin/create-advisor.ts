import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { hashSecret } from '../auth/password';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { administrators, dealerAssociates, roles, users } from '../db/schema';
import { newUuid } from '../ids';
import type { createAdvisorBody } from './admin.schemas';
import { advisorAuthorities } from './new-dealer-defaults';
import { loginTaken } from './people-records';
import { recordAudit } from './record-audit';
import { newTemporaryPassword } from './secrets';

/** The dealer's Service Advisor role, else any service role: its default authorities are copied. */
async function advisorRoleOf(tx: Tx, dealerUuid: string) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.dealerUuid, dealerUuid), eq(roles.isServiceRole, true)))
    .orderBy(desc(eq(roles.roleAcronym, 'SA')), asc(roles.roleName))
    .limit(1);
  return role;
}

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
  return ctx.db.transaction(async (tx) => {
    if (await loginTaken(tx, b.username))
      throw new DomainError('USERNAME_ALREADY_EXISTS', `The username ${b.username} is taken`);
    const role = await advisorRoleOf(tx, dealerUuid);
    const userUuid = newUuid();
    const dealerAssociateUuid = newUuid();
    await tx.insert(users).values({
      uuid: userUuid,
      firstName: b.firstName,
      lastName: b.lastName,
      emailAddress: b.email ?? null,
      login: b.username,
      passwordHash,
      mustChangePassword: true,
    });
    const authorities = role?.defaultAuthorities.length ? role.defaultAuthorities : advisorAuthorities;
    await tx.insert(dealerAssociates).values({
      uuid: dealerAssociateUuid,
      userUuid,
      departmentUuid,
      roleUuid: role?.uuid ?? null,
      userName: b.username,
      isAdvisor: true,
      authorities,
    });
    if (b.admin) {
      await tx.insert(administrators).values({ uuid: newUuid(), userUuid, role: 'DEALER_ADMIN', dealerUuid });
    }
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

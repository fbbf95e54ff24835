import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashSecret } from '../auth/password';
import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { dealerAssociates, departments, roles, users } from '../db/schema';
import { newUuid } from '../ids';
import type { createPartnerUserRequestSchema } from './manage.schemas';

/**
 * Creates the user and its dealer associate in one transaction. The role's default authorities are
 * copied; messaging authorities are added separately (spec: they must not be assumed).
 */
export async function createPartnerUser(
  ctx: UseCaseContext,
  input: { body: z.output<typeof createPartnerUserRequestSchema> },
) {
  const body = input.body;
  const passwordHash = body.password ? await hashSecret(body.password) : null;
  return ctx.db.transaction(async (tx) => {
    const [department] = await tx
      .select()
      .from(departments)
      .where(and(eq(departments.uuid, body.departmentUUID), eq(departments.dealerUuid, body.dealerUUID)));
    if (!department) {
      throw new DomainError(
        'INVALID_DEPT_UUID',
        `Department ${body.departmentUUID} does not belong to dealer ${body.dealerUUID}`,
      );
    }
    const [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.uuid, body.roleUUID), eq(roles.dealerUuid, body.dealerUUID)));
    if (!role)
      throw new DomainError('INVALID_ROLE', `Dealer ${body.dealerUUID} has no role ${body.roleUUID}`);
    const [taken] = await tx
      .select({ uuid: dealerAssociates.uuid })
      .from(dealerAssociates)
      .where(
        and(
          eq(dealerAssociates.departmentUuid, department.uuid),
          eq(sql`lower(${dealerAssociates.userName})`, body.username.toLowerCase()),
        ),
      );
    if (taken) {
      throw new DomainError(
        'USERNAME_ALREADY_EXISTS',
        `The username ${body.username} is already used in this department`,
      );
    }
    const userUuid = newUuid();
    const dealerAssociateUuid = newUuid();
    await tx.insert(users).values({
      uuid: userUuid,
      firstName: body.firstName,
      lastName: body.lastName,
      emailAddress: body.emailAddress ?? null,
      phone: body.phone ?? null,
      login: passwordHash ? body.username : null,
      passwordHash,
    });
    await tx.insert(dealerAssociates).values({
      uuid: dealerAssociateUuid,
      userUuid,
      departmentUuid: department.uuid,
      roleUuid: role.uuid,
      userName: body.username,
      textNumber: body.textNumber ?? null,
      authorities: role.defaultAuthorities,
    });
    return { ...okManageEnvelope(ctx.requestId), userUuid, dealerAssociateUuid };
  });
}

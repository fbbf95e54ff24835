import type { z } from 'zod';
import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { hashSecret } from '../core/password';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { insertDealerAssociate, userNameTakenInDepartment } from './dealer-associate-records';
import { findDepartmentOfDealer } from './dealer-records';
import type { createPartnerUserRequestSchema } from './manage.schemas';
import { findRoleOfDealer } from './role-records';
import { insertUser } from './user-records';

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
  return pipelinedTransaction(ctx.db, async (tx) => {
    const department = await findDepartmentOfDealer(tx, body.dealerUUID, body.departmentUUID);
    if (!department) {
      throw new DomainError(
        'INVALID_DEPT_UUID',
        `Department ${body.departmentUUID} does not belong to dealer ${body.dealerUUID}`,
      );
    }
    const role = await findRoleOfDealer(tx, body.dealerUUID, body.roleUUID);
    if (!role)
      throw new DomainError('INVALID_ROLE', `Dealer ${body.dealerUUID} has no role ${body.roleUUID}`);
    if (await userNameTakenInDepartment(tx, department.uuid, body.username)) {
      throw new DomainError(
        'USERNAME_ALREADY_EXISTS',
        `The username ${body.username} is already used in this department`,
      );
    }
    const userUuid = newUuid();
    const dealerAssociateUuid = newUuid();
    await insertUser(tx, {
      uuid: userUuid,
      firstName: body.firstName,
      lastName: body.lastName,
      emailAddress: body.emailAddress ?? null,
      phone: body.phone ?? null,
      login: passwordHash ? body.username : null,
      passwordHash,
    });
    await insertDealerAssociate(tx, {
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

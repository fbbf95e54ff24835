import type { z } from 'zod';
import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import type { roleListRequestSchema } from './manage.schemas';
import { findRolesOfDealers } from './role-records';

export async function listRoles(
  ctx: UseCaseContext,
  input: { body: z.output<typeof roleListRequestSchema> },
) {
  const rows = await findRolesOfDealers(ctx.db, input.body.dealerUuids);
  return {
    ...okManageEnvelope(ctx.requestId),
    roles: rows.map((r) => ({
      roleUuid: r.uuid,
      roleName: r.roleName,
      roleAcronym: r.roleAcronym,
      dealerUuid: r.dealerUuid,
      isServiceRole: r.isServiceRole,
      defaultAuthorities: r.defaultAuthorities,
    })),
  };
}

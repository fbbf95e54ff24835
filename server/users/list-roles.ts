import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { roles } from '../db/schema';
import type { roleListRequestSchema } from './manage.schemas';

export async function listRoles(
  ctx: UseCaseContext,
  input: { body: z.output<typeof roleListRequestSchema> },
) {
  const rows = await ctx.db
    .select()
    .from(roles)
    .where(inArray(roles.dealerUuid, input.body.dealerUuids))
    .orderBy(asc(roles.roleName));
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

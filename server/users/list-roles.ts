import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { roles } from '../db/schema';
import { okManageEnvelope } from '../http/envelopes';
import type { RequestContext } from '../http/route';
import type { roleListRequestSchema } from './manage.schemas';

export async function listRoles(
  ctx: RequestContext,
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

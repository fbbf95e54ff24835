import { asc, inArray } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { apiClientGrants, apiClients } from '../db/schema';
import { belongsToDealer } from './api-client-records';

/** The dealer's API clients with their grants, creation, last use and whether they are revoked. */
export async function listApiClients(ctx: UseCaseContext) {
  const { dealerUuid } = tenantOf(ctx);
  const clients = await ctx.db
    .select()
    .from(apiClients)
    .where(belongsToDealer(ctx.db, dealerUuid))
    .orderBy(asc(apiClients.createdAt), asc(apiClients.username));
  const grants = clients.length
    ? await ctx.db
        .select()
        .from(apiClientGrants)
        .where(
          inArray(
            apiClientGrants.apiClientUuid,
            clients.map((c) => c.uuid),
          ),
        )
        .orderBy(asc(apiClientGrants.scope))
    : [];
  return {
    apiClients: clients.map((c) => ({
      name: c.name,
      username: c.username,
      grants: grants
        .filter((g) => g.apiClientUuid === c.uuid)
        .map((g) => ({ scope: g.scope, level: g.level, departmentUuid: g.departmentUuid })),
      createdAt: c.createdAt.toISOString(),
      lastUsedAt: c.lastUsedAt?.toISOString() ?? null,
      revoked: !c.isActive,
    })),
  };
}

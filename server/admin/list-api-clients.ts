import { tenantOf, type UseCaseContext } from '../core/context';
import { findApiClientsOfDealer, findGrantsOfClients } from './api-client-records';

/** The dealer's API clients with their grants, creation, last use and whether they are revoked. */
export async function listApiClients(ctx: UseCaseContext) {
  const { dealerUuid } = tenantOf(ctx);
  const clients = await findApiClientsOfDealer(ctx.db, dealerUuid);
  const grants = await findGrantsOfClients(
    ctx.db,
    dealerUuid,
    clients.map((c) => c.uuid),
  );
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

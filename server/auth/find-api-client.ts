import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedOnce } from '../db/prepared-once';
import { apiClients } from '../db/schema';
import type { Grant } from './principal';

export type ApiClientWithGrants = {
  uuid: string;
  username: string;
  secretHash: string;
  isActive: boolean;
  lastUsedAt: Date | null;
  grants: Grant[];
};

/**
 * The API client a username names (any case) with its grants, in one statement: every partner
 * request starts here, so it costs one round trip, and it is still read fresh each time, so a
 * revoked client or a withdrawn grant is refused from the next request on.
 */
export async function findApiClientWithGrants(
  database: Database,
  username: string,
): Promise<ApiClientWithGrants | undefined> {
  const [client] = await clientByUsername(database).execute({ username: username.toLowerCase() });
  return client;
}

const clientByUsername = preparedOnce('find_api_client_with_grants', (tx) =>
  tx
    .select({
      uuid: apiClients.uuid,
      username: apiClients.username,
      secretHash: apiClients.secretHash,
      isActive: apiClients.isActive,
      lastUsedAt: apiClients.lastUsedAt,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which the
      // subquery would read as its own table's.
      grants: sql<Grant[]>`coalesce((
        select json_agg(json_build_object('scope', g.scope, 'level', g.level,
          'dealerUuid', g.dealer_uuid, 'departmentUuid', g.department_uuid))
        from api_client_grants g where g.api_client_uuid = api_clients.uuid), '[]'::json)`,
    })
    .from(apiClients)
    .where(eq(sql`lower(${apiClients.username})`, sql.placeholder('username')))
    .limit(1),
);

import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Grant } from '../core/principal';
import type { Database, Tx } from '../db/client';
import { apiClientSecrets, apiClients } from '../db/schema';

export type ApiClientWithGrants = {
  uuid: string;
  username: string;
  secretHash: string;
  isActive: boolean;
  lastUsedAt: Date | null;
  grants: Grant[];
};

const prepareClientByUsername = (database: Database) =>
  database
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
    .limit(1)
    .prepare('find_api_client_with_grants');

// Built once per pool: rendering the select on every request would cost more than running it.
const clientByUsername = new WeakMap<Database, ReturnType<typeof prepareClientByUsername>>();

/**
 * The API client a username names (any case) with its grants, in one statement: every partner
 * request that is not remembered (server/change-notices/remembered-principals.ts) starts here, in
 * one round trip.
 */
export async function findApiClientWithGrants(
  database: Database,
  username: string,
): Promise<ApiClientWithGrants | undefined> {
  let prepared = clientByUsername.get(database);
  if (!prepared) {
    prepared = prepareClientByUsername(database);
    clientByUsername.set(database, prepared);
  }
  const [client] = await prepared.execute({ username: username.toLowerCase() });
  return client;
}

/** Hashes of a client's earlier secrets still inside their grace period (usually none). */
export async function unexpiredEarlierHashes(tx: Tx, apiClientUuid: string): Promise<string[]> {
  const rows = await tx
    .select({ secretHash: apiClientSecrets.secretHash })
    .from(apiClientSecrets)
    .where(
      and(eq(apiClientSecrets.apiClientUuid, apiClientUuid), gt(apiClientSecrets.expiresAt, sql`now()`)),
    );
  return rows.map((r) => r.secretHash);
}

// last_used_at is informational: written at most once a minute per client, not on every request.
const lastUsedResolutionMs = 60_000;

export async function markApiClientUsed(tx: Tx, client: { uuid: string; lastUsedAt: Date | null }) {
  if (client.lastUsedAt && Date.now() - client.lastUsedAt.getTime() < lastUsedResolutionMs) return;
  await tx
    .update(apiClients)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiClients.uuid, client.uuid),
        or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

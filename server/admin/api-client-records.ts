import { and, asc, eq, exists, gt, inArray, ne, not, sql } from 'drizzle-orm';
import { announceApiClientChange } from '../change-notices/change-notice-records';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { type ApiClient, apiClientGrants, apiClientSecrets, apiClients } from '../db/schema';
import { newUuid } from '../ids';

/** A client belongs to a dealer when all its grants are for that dealer. */
export const belongsToDealer = (tx: Tx, dealerUuid: string) =>
  and(
    exists(
      tx
        .select({ one: sql`1` })
        .from(apiClientGrants)
        .where(
          and(eq(apiClientGrants.apiClientUuid, apiClients.uuid), eq(apiClientGrants.dealerUuid, dealerUuid)),
        ),
    ),
    not(
      exists(
        tx
          .select({ one: sql`1` })
          .from(apiClientGrants)
          .where(
            and(
              eq(apiClientGrants.apiClientUuid, apiClients.uuid),
              ne(apiClientGrants.dealerUuid, dealerUuid),
            ),
          ),
      ),
    ),
  );

export async function findApiClientOfDealer(
  tx: Tx,
  dealerUuid: string,
  username: string,
): Promise<ApiClient> {
  const [client] = await tx
    .select()
    .from(apiClients)
    .where(
      and(eq(sql`lower(${apiClients.username})`, username.toLowerCase()), belongsToDealer(tx, dealerUuid)),
    )
    .for('update')
    .limit(1);
  if (!client)
    throw new DomainError('API_CLIENT_NOT_FOUND', `Dealer ${dealerUuid} has no API client ${username}`);
  return client;
}

/** The dealer an API client works for (the command line names clients by username only). */
export async function dealerOfApiClient(tx: Tx, username: string): Promise<string> {
  const rows = await tx
    .selectDistinct({ dealerUuid: apiClientGrants.dealerUuid })
    .from(apiClientGrants)
    .innerJoin(apiClients, eq(apiClients.uuid, apiClientGrants.apiClientUuid))
    .where(eq(sql`lower(${apiClients.username})`, username.toLowerCase()));
  const [only] = rows;
  if (!only || rows.length > 1)
    throw new DomainError('API_CLIENT_NOT_FOUND', `No API client ${username} works for exactly one dealer`);
  return only.dealerUuid;
}

/** The client `apiClientUuid` when it belongs to the dealer. */
const clientOfDealer = (tx: Tx, dealerUuid: string, apiClientUuid: string) =>
  and(eq(apiClients.uuid, apiClientUuid), belongsToDealer(tx, dealerUuid));

const secretsOfClient = (tx: Tx, dealerUuid: string, apiClientUuid: string) =>
  inArray(
    apiClientSecrets.apiClientUuid,
    tx
      .select({ uuid: apiClients.uuid })
      .from(apiClients)
      .where(clientOfDealer(tx, dealerUuid, apiClientUuid)),
  );

export type NewApiClient = { uuid: string; username: string; name: string; secretHash: string };
export type NewGrant = { scope: string; level: 'DEALER' | 'DEPARTMENT'; departmentUuid: string | null };

/** A client with its grants, all for the dealer. */
export async function insertApiClient(
  tx: Tx,
  dealerUuid: string,
  client: NewApiClient,
  grants: NewGrant[],
): Promise<void> {
  await tx.insert(apiClients).values(client);
  await tx
    .insert(apiClientGrants)
    .values(grants.map((g) => ({ uuid: newUuid(), apiClientUuid: client.uuid, dealerUuid, ...g })));
}

export const findApiClientsOfDealer = (tx: Tx, dealerUuid: string) =>
  tx
    .select()
    .from(apiClients)
    .where(belongsToDealer(tx, dealerUuid))
    .orderBy(asc(apiClients.createdAt), asc(apiClients.username));

/** The grants of the dealer's clients among `apiClientUuids`, by scope. */
export async function findGrantsOfClients(tx: Tx, dealerUuid: string, apiClientUuids: string[]) {
  if (apiClientUuids.length === 0) return [];
  return tx
    .select()
    .from(apiClientGrants)
    .where(
      and(inArray(apiClientGrants.apiClientUuid, apiClientUuids), eq(apiClientGrants.dealerUuid, dealerUuid)),
    )
    .orderBy(asc(apiClientGrants.scope));
}

/** Refuses the client's current and earlier secrets from now on, on every instance. */
export async function deactivateApiClient(tx: Tx, dealerUuid: string, apiClientUuid: string): Promise<void> {
  await tx
    .update(apiClients)
    .set({ isActive: false })
    .where(clientOfDealer(tx, dealerUuid, apiClientUuid));
  await tx.delete(apiClientSecrets).where(secretsOfClient(tx, dealerUuid, apiClientUuid));
  await announceApiClientChange(tx, apiClientUuid);
}

/** Keeps a client's previous secret working for `graceMinutes` more. */
export async function keepPreviousSecret(
  tx: Tx,
  apiClientUuid: string,
  secretHash: string,
  graceMinutes: number,
): Promise<void> {
  await tx.insert(apiClientSecrets).values({
    uuid: newUuid(),
    apiClientUuid,
    secretHash,
    expiresAt: sql`now() + make_interval(mins => ${graceMinutes})`,
  });
}

/** Refuses at once, on every instance, the client's earlier secrets still in their grace period. */
export async function endPreviousSecrets(tx: Tx, dealerUuid: string, apiClientUuid: string): Promise<void> {
  await tx
    .delete(apiClientSecrets)
    .where(and(secretsOfClient(tx, dealerUuid, apiClientUuid), gt(apiClientSecrets.expiresAt, sql`now()`)));
  await announceApiClientChange(tx, apiClientUuid);
}

/** Changes the client's secrets; every instance forgets what it remembered of the client. */
export async function updateApiClient(
  tx: Tx,
  dealerUuid: string,
  apiClientUuid: string,
  values: { secretHash?: string; webhookSecret?: string },
): Promise<void> {
  await tx
    .update(apiClients)
    .set(values)
    .where(clientOfDealer(tx, dealerUuid, apiClientUuid));
  await announceApiClientChange(tx, apiClientUuid);
}

/** The client of exactly that username, whichever dealer it works for. */
export async function findApiClientByUsername(tx: Tx, username: string): Promise<ApiClient | undefined> {
  const [client] = await tx.select().from(apiClients).where(eq(apiClients.username, username));
  return client;
}

/** Usernames of the dealer's active clients. */
export const findActiveClientUsernamesOfDealer = (tx: Tx, dealerUuid: string) =>
  tx
    .selectDistinct({ username: apiClients.username })
    .from(apiClients)
    .innerJoin(apiClientGrants, eq(apiClientGrants.apiClientUuid, apiClients.uuid))
    .where(and(eq(apiClientGrants.dealerUuid, dealerUuid), eq(apiClients.isActive, true)));

import { and, eq, exists, ne, not, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { type ApiClient, apiClientGrants, apiClients } from '../db/schema';

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

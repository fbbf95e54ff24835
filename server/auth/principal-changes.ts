import type postgres from 'postgres';
import type { Database } from '../db/client';
import { log } from '../log';
import { apiClientChangesChannel } from './api-client-records';
import { forgetAllPrincipals, forgetApiClient } from './remembered-principals';

type Listening = { database: Database; live: boolean };
type Listener = Pick<postgres.Sql, 'listen'>;

// On globalThis: one listener per process, however many route bundles load this module.
const holder = globalThis as typeof globalThis & { __servicebayPrincipalListener?: Listening };

const uuidShape = /^[0-9a-f-]{36}$/i;

const isListener = (client: unknown): client is Listener =>
  typeof client === 'function' && 'listen' in client && typeof client.listen === 'function';

/** The postgres.js client under the drizzle database (drizzle's public `$client`). */
function clientOf(database: Database): Listener | null {
  const client: unknown = Reflect.get(database, '$client');
  return isListener(client) ? client : null;
}

/**
 * Whether this process hears, on `database`'s pool, every change to API clients: only then may it
 * serve remembered principals. The first call per pool starts listening and answers false until
 * PostgreSQL confirms; each confirmation (also after postgres.js reconnected the listening
 * connection, when notices may have been missed) forgets everything remembered. The listening
 * connection belongs to the pool, so closing the pool (on shutdown, or when a lost connection
 * replaces it) stops it; a new pool starts its own.
 */
export function hearingApiClientChanges(database: Database): boolean {
  const current = holder.__servicebayPrincipalListener;
  if (current?.database === database) return current.live;
  const listener = clientOf(database);
  if (!listener) return false;
  forgetAllPrincipals();
  const listening: Listening = { database, live: false };
  holder.__servicebayPrincipalListener = listening;
  listener
    .listen(
      apiClientChangesChannel,
      (payload) => {
        if (uuidShape.test(payload)) forgetApiClient(payload);
        else forgetAllPrincipals();
      },
      () => {
        forgetAllPrincipals();
        listening.live = true;
      },
    )
    .catch((error: unknown) => {
      // Not heard: nothing is remembered, and the next request tries again.
      listening.live = false;
      if (holder.__servicebayPrincipalListener === listening)
        holder.__servicebayPrincipalListener = undefined;
      log.warn('could not listen for API client changes', { error });
    });
  return false;
}

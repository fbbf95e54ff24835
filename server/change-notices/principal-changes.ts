import type postgres from 'postgres';
import type { Database } from '../db/client';
import { log } from '../log';
import {
  apiClientChangesChannel,
  checkHearingApiClientChanges,
  hearingCheck,
  peopleChanged,
} from './change-notice-records';
import {
  forgetAllPrincipals,
  forgetApiClient,
  notePeopleChanged,
  rememberedLifetimeMs,
} from './remembered-principals';

type Listening = { database: Database; live: boolean; heardAt: number; checkedAt: number };
type Listener = Pick<postgres.Sql, 'listen'>;

// On globalThis: one listener per process, however many route bundles load this module.
const holder = globalThis as typeof globalThis & { __servicebayPrincipalListener?: Listening };

const uuidShape = /^[0-9a-f-]{36}$/i;
// A check of the listener is sent at most this often while it has heard nothing for a lifetime.
const checkEveryMs = 1_000;

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
  if (current?.database === database) return current.live && stillHearing(current);
  const listener = clientOf(database);
  if (!listener) return false;
  forgetAllPrincipals();
  const listening: Listening = { database, live: false, heardAt: 0, checkedAt: 0 };
  holder.__servicebayPrincipalListener = listening;
  listener
    .listen(
      apiClientChangesChannel,
      (payload) => heard(listening, payload),
      () => {
        forgetAllPrincipals();
        listening.heardAt = Date.now();
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

function heard(listening: Listening, payload: string): void {
  listening.heardAt = Date.now();
  if (payload === hearingCheck) return;
  if (payload === peopleChanged) notePeopleChanged();
  else if (uuidShape.test(payload)) forgetApiClient(payload);
  else forgetAllPrincipals();
}

/**
 * Any notice proves the listening connection still hears. After a lifetime without one, the
 * process sends itself a check and serves nothing from memory until it comes back: a listener
 * whose connection could not be re-established is not trusted beyond one lifetime.
 */
function stillHearing(listening: Listening): boolean {
  const now = Date.now();
  if (now - listening.heardAt < rememberedLifetimeMs) return true;
  if (now - listening.checkedAt >= checkEveryMs) {
    listening.checkedAt = now;
    checkHearingApiClientChanges(listening.database).catch(() => undefined);
  }
  return false;
}

import type { Database } from '../db/client';
import type { TextProviderBreaker } from '../db/schema';
import {
  closeBreaker,
  countFailure,
  deleteBreakers,
  endBreakerCoolDowns,
  findBreaker,
  takeProbe,
} from './text-breaker-records';

/**
 * A circuit breaker per text-provider account, SHARED by every process through the database
 * (text_provider_breakers): once one instance finds the provider down or refusing our
 * credentials, the others hold their texts back too instead of each finding out on its own.
 *
 * Closed: every hand-over goes. Several consecutive transient failures, an authentication
 * failure, or a Retry-After open it: no hand-over until the cool-down (or Retry-After) passes.
 * Then one hand-over, in one process, is let through as a probe (a lease, so a prober that dies
 * does not hold the breaker for good); its success closes the breaker, its failure opens it again.
 */

/** Tests shorten these; an outage is assumed after `threshold` transient failures in a row. */
export const breakerSettings = { threshold: 5, coolDownMs: 60_000, probeLeaseMs: 60_000 };

/** Whether this process last saw each account's breaker open: what its gauge reports. */
const seenOpen = new Map<string, boolean>();

const isOpen = (row: TextProviderBreaker | null) => Boolean(row?.openUntil);

/**
 * `clean` when the breaker had no failure on record at admission: the answer then has nothing to
 * reset, and the common hand-over costs one primary-key read.
 */
export type Admission = { go: true; clean: boolean } | { go: false; retryAt: Date };

/** Whether a hand-over to `account` may go now; past the cool-down, only one (the probe) does. */
export async function admitHandOver(
  database: Database,
  account: string,
  now = new Date(),
): Promise<Admission> {
  const row = await findBreaker(database, account);
  seenOpen.set(account, isOpen(row));
  if (!row?.openUntil) return { go: true, clean: !row || row.failures === 0 };
  const coolDownEnd = new Date(now.getTime() + breakerSettings.coolDownMs);
  if (row.openUntil > now) return { go: false, retryAt: row.openUntil };
  const lease = new Date(now.getTime() + breakerSettings.probeLeaseMs);
  if (await takeProbe(database, account, now, lease)) return { go: true, clean: false };
  return { go: false, retryAt: coolDownEnd };
}

/** The provider answered (took the text, or refused it for the text's own sake): it is up. */
export async function recordProviderAnswer(
  database: Database,
  account: string,
  admission: Admission,
): Promise<void> {
  if (admission.go && admission.clean) return;
  await closeBreaker(database, account);
  seenOpen.set(account, false);
}

/**
 * The provider is down, throttling or refusing our credentials. Returns when a text held back is
 * next worth trying: the end of the cool-down when the breaker is open, else null.
 */
export async function recordProviderFailure(
  database: Database,
  account: string,
  failure: { authentication: boolean; retryAfterSeconds: number | null },
  now = new Date(),
): Promise<Date | null> {
  // The provider's own Retry-After, when it sent one, is the cool-down it asked for.
  const waitMs =
    failure.retryAfterSeconds !== null ? failure.retryAfterSeconds * 1000 : breakerSettings.coolDownMs;
  const row = await countFailure(database, account, {
    force: failure.authentication || failure.retryAfterSeconds !== null,
    threshold: breakerSettings.threshold,
    openUntil: new Date(now.getTime() + waitMs),
  });
  seenOpen.set(account, isOpen(row));
  if (!row.openUntil) return null;
  return row.openUntil > now ? row.openUntil : new Date(now.getTime() + breakerSettings.coolDownMs);
}

/** Accounts whose breaker this process last saw open (or probing): for the metric. */
export function openBreakers(): string[] {
  return [...seenOpen].filter(([, open]) => open).map(([account]) => account);
}

/** Tests: the cool-down of every open breaker is over, so the next hand-over probes. */
export async function endCoolDowns(database: Database): Promise<void> {
  await endBreakerCoolDowns(database);
}

/** Tests: every breaker closed. */
export async function resetBreakers(database: Database): Promise<void> {
  await deleteBreakers(database);
  seenOpen.clear();
}

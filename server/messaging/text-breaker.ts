/**
 * A circuit breaker per text-provider account, kept IN THIS PROCESS: each worker (and the web
 * process, for synchronous sends) learns of an outage from its own hand-overs. That costs at most
 * a few failed hand-overs per process per outage, and needs no shared table.
 *
 * Closed: every hand-over goes. Several consecutive transient failures, an authentication
 * failure, or a Retry-After open it: no hand-over until the cool-down (or Retry-After) passes.
 * Then one hand-over is let through as a probe; its success closes the breaker, its failure
 * opens it again.
 */
type Breaker = { failures: number; openUntil: number | null; probing: boolean };

/** Tests shorten these; an outage is assumed after `threshold` transient failures in a row. */
export const breakerSettings = { threshold: 5, coolDownMs: 60_000 };

const breakers = new Map<string, Breaker>();

const breakerOf = (account: string): Breaker => {
  let breaker = breakers.get(account);
  if (!breaker) {
    breaker = { failures: 0, openUntil: null, probing: false };
    breakers.set(account, breaker);
  }
  return breaker;
};

export type Admission = { go: true } | { go: false; retryAt: Date };

/** Whether a hand-over to `account` may go now; past the cool-down, only one (the probe) does. */
export function admitHandOver(account: string, now = Date.now()): Admission {
  const breaker = breakerOf(account);
  if (breaker.openUntil === null) return { go: true };
  if (breaker.openUntil > now || breaker.probing) return { go: false, retryAt: nextTryAt(account, now) };
  breaker.probing = true;
  return { go: true };
}

/** When a text held back by the open breaker is next worth trying: after the cool-down or probe. */
export function nextTryAt(account: string, now = Date.now()): Date {
  const openUntil = breakerOf(account).openUntil ?? now;
  return new Date(openUntil > now ? openUntil : now + breakerSettings.coolDownMs);
}

/** The provider answered (took the text, or refused it for the text's own sake): it is up. */
export function recordProviderAnswer(account: string): void {
  breakers.set(account, { failures: 0, openUntil: null, probing: false });
}

/** The provider is down, throttling or refusing our credentials. */
export function recordProviderFailure(
  account: string,
  failure: { authentication: boolean; retryAfterSeconds: number | null },
  now = Date.now(),
): void {
  const breaker = breakerOf(account);
  breaker.failures += 1;
  const opens =
    failure.authentication ||
    failure.retryAfterSeconds !== null ||
    breaker.probing ||
    breaker.failures >= breakerSettings.threshold;
  breaker.probing = false;
  if (!opens) return;
  // The provider's own Retry-After, when it sent one, is the cool-down it asked for.
  const waitMs =
    failure.retryAfterSeconds !== null ? failure.retryAfterSeconds * 1000 : breakerSettings.coolDownMs;
  breaker.openUntil = now + waitMs;
}

/** Accounts whose breaker is open (or probing) now: for the metric. */
export function openBreakers(): string[] {
  return [...breakers].filter(([, b]) => b.openUntil !== null).map(([account]) => account);
}

/** Tests: the cool-down of every open breaker is over, so the next hand-over probes. */
export function endCoolDowns(): void {
  for (const breaker of breakers.values()) if (breaker.openUntil !== null) breaker.openUntil = 0;
}

/** Tests: every breaker closed. */
export function resetBreakers(): void {
  breakers.clear();
}

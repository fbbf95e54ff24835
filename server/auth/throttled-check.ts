import type { Database } from '../db/client';
import { env } from '../env';
import { beginAttempt, settleAttempt, type ThrottleSubject } from './throttle';
import { inUsernameTurn } from './username-turn';

export type ThrottledCheck =
  | { checked: true; succeeded: boolean }
  | { checked: false; retryAfterSeconds: number };

/** Once a username's failures reached the limit, its checks start at least this far apart. */
export const usernameSpacingMs = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function checkOnce(
  database: Database,
  subject: ThrottleSubject,
  verify: () => Promise<boolean>,
): Promise<{ check: ThrottledCheck; usernameFailures: number }> {
  const decision = await beginAttempt(database, subject);
  if (!decision.allowed) {
    return { check: { checked: false, retryAfterSeconds: decision.retryAfterSeconds }, usernameFailures: 0 };
  }
  const succeeded = await verify();
  const usernameFailures = await settleAttempt(database, decision.attempt, succeeded);
  return { check: { checked: true, succeeded }, usernameFailures };
}

/**
 * Checks a secret under the sign-in throttle: one check at a time per username across instances,
 * a place under the pair's and the address's limits taken first. Past the username's limit a
 * failed check keeps the turn for the rest of a second, so guesses from all addresses together are
 * checked at most once a second; a right secret gives the turn back at once. The counts are written
 * outside the turn's transaction so they stay even when it ends in an error.
 */
export async function checkUnderThrottle(
  database: Database,
  subject: ThrottleSubject,
  verify: () => Promise<boolean>,
): Promise<ThrottledCheck> {
  const { username } = subject;
  if (!username) return (await checkOnce(database, subject, verify)).check;
  const turn = await inUsernameTurn(database, username, async () => {
    const started = Date.now();
    const { check, usernameFailures } = await checkOnce(database, subject, verify);
    if (check.checked && !check.succeeded && usernameFailures >= env().AUTH_MAX_FAILURES_PER_USERNAME) {
      await sleep(started + usernameSpacingMs - Date.now());
    }
    return check;
  });
  return turn?.value ?? { checked: false, retryAfterSeconds: 1 };
}

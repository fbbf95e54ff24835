import type { Database, Tx } from '../db/client';
import { env } from '../env';
import {
  type Attempt,
  beginAttempt,
  settleAttempt,
  type ThrottleSubject,
  takeUsernameSecond,
  usernameFailures,
  withdrawAttempt,
} from './throttle';
import { inUsernameTurn } from './username-turn';

export type ThrottledCheck =
  | { checked: true; succeeded: boolean }
  | { checked: false; retryAfterSeconds: number };

type Subject = ThrottleSubject & { username: string };

/** How long an attempt waits for its username's turn before it is refused with Retry-After. */
export const turnWaitMs = 2000;
const pollMs = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One check, or 'later' when the username is past its limit and this second's check is taken. */
async function checkInTurn(
  tx: Tx,
  username: string,
  attempt: Attempt,
  verify: () => Promise<boolean>,
): Promise<ThrottledCheck | 'later'> {
  const limit = env().AUTH_MAX_FAILURES_PER_USERNAME;
  if ((await usernameFailures(tx, username, attempt)) >= limit && !(await takeUsernameSecond(tx, username))) {
    return 'later';
  }
  const succeeded = await verify();
  await settleAttempt(tx, attempt, succeeded);
  return { checked: true, succeeded };
}

/**
 * Checks a secret under the sign-in throttle: a place under the pair's and the address's limits
 * first (beyond them 429 at once); then one check at a time per username on all instances, and past
 * the username's limit at most one check a second from all addresses together. An attempt waits
 * its turn briefly, polling so waiting holds no pool connection, which lets the owner of an account
 * guessed at from elsewhere get between the guesses; then 429 and its place is given back.
 * `verify` must not use the database (see inUsernameTurn).
 */
export async function checkUnderThrottle(
  database: Database,
  subject: Subject,
  verify: () => Promise<boolean>,
): Promise<ThrottledCheck> {
  const decision = await beginAttempt(database, subject);
  if (!decision.allowed) return { checked: false, retryAfterSeconds: decision.retryAfterSeconds };
  const { attempt } = decision;
  const deadline = Date.now() + turnWaitMs;
  for (;;) {
    const turn = await inUsernameTurn(database, subject.username, (tx) =>
      checkInTurn(tx, subject.username, attempt, verify),
    );
    if (turn && turn.value !== 'later') return turn.value;
    if (Date.now() >= deadline) {
      await withdrawAttempt(database, attempt);
      return { checked: false, retryAfterSeconds: 1 };
    }
    await sleep(pollMs + Math.random() * pollMs);
  }
}

import type { Database } from '../db/client';
import { env } from '../env';
import {
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
  database: Database,
  subject: Subject,
  verify: () => Promise<boolean>,
): Promise<ThrottledCheck | 'later'> {
  const decision = await beginAttempt(database, subject);
  if (!decision.allowed) return { checked: false, retryAfterSeconds: decision.retryAfterSeconds };
  const limit = env().AUTH_MAX_FAILURES_PER_USERNAME;
  if (
    (await usernameFailures(database, subject.username)) >= limit &&
    !(await takeUsernameSecond(database, subject.username))
  ) {
    await withdrawAttempt(database, decision.attempt);
    return 'later';
  }
  const succeeded = await verify();
  await settleAttempt(database, decision.attempt, succeeded);
  return { checked: true, succeeded };
}

/**
 * Checks a secret under the sign-in throttle: a place under the pair's and the address's limits
 * first; one check at a time per username on all instances; past the username's limit, at most one
 * check a second from all addresses together. An attempt waits its turn briefly, polling so waiting
 * holds no pool connection, which lets the owner of an account guessed at from elsewhere get
 * between the guesses; then 429. Counts are written outside the turn's transaction so they stay.
 */
export async function checkUnderThrottle(
  database: Database,
  subject: Subject,
  verify: () => Promise<boolean>,
): Promise<ThrottledCheck> {
  const deadline = Date.now() + turnWaitMs;
  for (;;) {
    const turn = await inUsernameTurn(database, subject.username, () =>
      checkInTurn(database, subject, verify),
    );
    if (turn && turn.value !== 'later') return turn.value;
    if (Date.now() >= deadline) return { checked: false, retryAfterSeconds: 1 };
    await sleep(pollMs + Math.random() * pollMs);
  }
}

import type { Tx } from '../db/client';
import { env } from '../env';
import { countDown, countUp, deleteCounts, deleteCountsBefore, findCount } from './sign-in-attempt-records';

/**
 * Failed sign-ins are counted per fixed window under three keys:
 * - the username from one address: blocks that pair (someone guessing one account),
 * - the address: blocks it (someone guessing many accounts),
 * - the username alone: never blocks; past the pair limit it only spaces the username's checks to
 *   one a second (throttled-check.ts), so failures from elsewhere cannot lock the owner out.
 */
export type ThrottleSubject = { username: string | null; address: string | null };

type Limited = { key: string; limit: number };

function limitedKeys({ username, address }: ThrottleSubject): Limited[] {
  if (!address) return [];
  const keys: Limited[] = [];
  if (username) {
    keys.push({
      key: `pair:${username.toLowerCase()}|${address}`,
      limit: env().AUTH_MAX_FAILURES_PER_USERNAME,
    });
  }
  keys.push({ key: `addr:${address}`, limit: env().AUTH_MAX_FAILURES_PER_ADDRESS });
  return keys;
}

const usernameKey = (username: string) => `user:${username.toLowerCase()}`;

function currentWindow(now = Date.now()): { start: Date; secondsLeft: number } {
  const windowMs = env().AUTH_FAILURE_WINDOW_SECONDS * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), secondsLeft: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** An attempt let through: it already counts as a failure until `settle` says it was not one. */
export type Attempt = { subject: ThrottleSubject; windowStart: Date };

export type AttemptDecision =
  | { allowed: true; attempt: Attempt }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Takes a place under every limit before the secret is checked. Counting up and checking the limit
 * is one statement per key, so of simultaneous attempts only as many as the limit get through.
 */
export async function beginAttempt(tx: Tx, subject: ThrottleSubject): Promise<AttemptDecision> {
  const window = currentWindow();
  const taken: string[] = [];
  for (const { key, limit } of limitedKeys(subject)) {
    if ((await countUp(tx, key, window.start, limit)) === null) {
      for (const done of taken) await countDown(tx, done, window.start);
      return { allowed: false, retryAfterSeconds: window.secondsLeft };
    }
    taken.push(key);
  }
  return { allowed: true, attempt: { subject, windowStart: window.start } };
}

/**
 * A wrong secret keeps its places and counts for the username too. A right one gives back only its
 * own places and clears the pair's count: the address keeps its other failures and the username its
 * count, so a good password from one account does not unlock guessing from that address or against
 * that username.
 */
export async function settleAttempt(tx: Tx, attempt: Attempt, succeeded: boolean): Promise<void> {
  const { subject, windowStart } = attempt;
  if (!succeeded) {
    if (subject.username) await countUp(tx, usernameKey(subject.username), windowStart, 2_147_483_647);
    return;
  }
  for (const { key } of limitedKeys(subject)) {
    if (key.startsWith('pair:')) {
      await deleteCounts(tx, key);
    } else {
      await countDown(tx, key, windowStart);
    }
  }
}

/** Gives back the places of an attempt that was not checked after all. */
export async function withdrawAttempt(tx: Tx, attempt: Attempt): Promise<void> {
  for (const { key } of limitedKeys(attempt.subject)) await countDown(tx, key, attempt.windowStart);
}

/**
 * The username's failures from all addresses in the attempt's window: the window its failure will
 * be counted in, so attempts begun just before a window ends are still spaced by the failures of
 * their own window instead of finding the next one empty.
 */
export async function usernameFailures(tx: Tx, username: string, attempt: Attempt): Promise<number> {
  return findCount(tx, usernameKey(username), attempt.windowStart);
}

/**
 * This second's one check of a username: false when another attempt took it. A one-second window
 * of the same counts (housekeeping deletes it with the rest), so no connection waits out the second.
 */
export async function takeUsernameSecond(tx: Tx, username: string): Promise<boolean> {
  const second = new Date(Math.floor(Date.now() / 1000) * 1000);
  return (await countUp(tx, `second:${username.toLowerCase()}`, second, 1)) !== null;
}

/** Housekeeping job: counts of past windows (and rows of the former per-failure table) no longer count. */
export async function deleteExpiredAuthFailures(tx: Tx): Promise<number> {
  const cutoff = new Date(Date.now() - env().AUTH_FAILURE_WINDOW_SECONDS * 1000);
  return deleteCountsBefore(tx, cutoff);
}

import { createHash } from 'node:crypto';

/**
 * Recently verified Basic credentials, so a partner's steady stream of requests does not pay an
 * argon2 verification (tens of milliseconds) each time. An entry is keyed by a hash of the
 * presented secret and is valid only while the stored hash it was checked against is unchanged,
 * so a rotated or revoked secret stops working at once; entries live at most a minute.
 */
const ttlMs = 60_000;
const maxEntries = 1000;
const verified = new Map<string, { storedHash: string; expiresAt: number }>();

const keyOf = (username: string, password: string) =>
  createHash('sha256').update(`${username.toLowerCase()}\u0000${password}`).digest('base64');

export function wasRecentlyVerified(username: string, password: string, storedHash: string): boolean {
  const entry = verified.get(keyOf(username, password));
  return entry !== undefined && entry.storedHash === storedHash && entry.expiresAt > Date.now();
}

export function rememberVerified(username: string, password: string, storedHash: string): void {
  if (verified.size >= maxEntries) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(keyOf(username, password), { storedHash, expiresAt: Date.now() + ttlMs });
}

const verifying = new Map<string, Promise<unknown>>();

/**
 * One check at a time per presented secret: simultaneous first requests with the same credentials
 * (a partner opening several connections at once) share one verification, one argon2 hash and one
 * place under the sign-in throttle, instead of each taking a place and the sixth being refused.
 */
export function verifyOnce<T>(username: string, password: string, verify: () => Promise<T>): Promise<T> {
  const key = keyOf(username, password);
  const running = verifying.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = verify().finally(() => verifying.delete(key));
  verifying.set(key, started);
  return started;
}

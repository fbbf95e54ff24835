import { createHash } from 'node:crypto';
import type { Principal } from '../core/principal';

/**
 * Partners' principals (client, grants and so tenants) verified lately, so a steady stream of
 * requests with the same credentials costs no database work. An entry is keyed by the username and
 * a digest of the presented secret (never the secret), is made only after the secret was verified,
 * and is forgotten on every instance when the client changes (principal-changes.ts); the lifetime
 * only bounds how long a missed notice could be served.
 */
export const rememberedLifetimeMs = 30_000;
const maxEntries = 1000;

type Entry = { principal: Principal; expiresAt: number };
type State = { entries: Map<string, Entry>; generation: number };

// On globalThis: Next.js may load this module once per route bundle, and a revocation handled by
// one bundle must reach the principals another bundle remembered.
const holder = globalThis as typeof globalThis & { __servicebayRememberedPrincipals?: State };
const state = (): State => {
  holder.__servicebayRememberedPrincipals ??= { entries: new Map(), generation: 0 };
  return holder.__servicebayRememberedPrincipals;
};

const keyOf = (username: string, secret: string) =>
  createHash('sha256').update(`${username.toLowerCase()}\u0000${secret}`).digest('base64');

/** The principal these exact credentials were verified as lately, if still remembered. */
export function rememberedPrincipal(username: string, secret: string): Principal | undefined {
  const { entries } = state();
  const key = keyOf(username, secret);
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt <= Date.now()) {
    entries.delete(key);
    return undefined;
  }
  // A copy: a caller adding to its principal must not change what the next request is given.
  return { ...entry.principal, grants: [...entry.principal.grants] };
}

/**
 * Counts the forgettings and changes heard so far: a principal (or a dealer associate) read from
 * the database before one (it may have changed meanwhile) is not remembered after it.
 */
export const rememberingGeneration = (): number => state().generation;

/**
 * Remembers the principal verified for these credentials for the lifetime, unless something was
 * forgotten since `generation` was read. The oldest entry makes room when full.
 */
export function rememberPrincipal(
  credentials: { username: string; password: string },
  principal: Principal,
  generation: number,
): void {
  const s = state();
  if (s.generation !== generation) return;
  if (s.entries.size >= maxEntries) {
    const oldest = s.entries.keys().next().value;
    if (oldest !== undefined) s.entries.delete(oldest);
  }
  const expiresAt = Date.now() + rememberedLifetimeMs;
  s.entries.set(keyOf(credentials.username, credentials.password), { principal, expiresAt });
}

/** Forgets every principal remembered for the client (its secret, state or grants changed). */
export function forgetApiClient(apiClientUuid: string): void {
  const s = state();
  s.generation++;
  for (const [key, entry] of s.entries) {
    if (entry.principal.id === apiClientUuid) s.entries.delete(key);
  }
}

/**
 * A person, dealer associate, department, dealer, role or team changed: what was remembered of them
 * (keyed by `rememberingGeneration`, e.g. server/users/remembered-dealer-associates.ts) is stale.
 * Principals do not show them and stay.
 */
export function notePeopleChanged(): void {
  state().generation++;
}

/** Forgets everything (notices may have been missed, or the database changed). */
export function forgetAllPrincipals(): void {
  const s = state();
  s.generation++;
  s.entries.clear();
}

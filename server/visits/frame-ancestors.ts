import { db } from '../db/client';
import { selectEmbedOrigins } from './embed-origin-records';

/** How long the origins of a dealer's booking page are kept between look-ups. */
const cacheMs = 30_000;

type Cached = { origins: readonly string[]; at: number };

// Shared through globalThis: the pages' proxy and the routes that change the list are bundled apart.
const holder = globalThis as unknown as { __servicebayFrameAncestors?: Map<string, Cached> };
const cache = () => {
  holder.__servicebayFrameAncestors ??= new Map();
  return holder.__servicebayFrameAncestors;
};

/** Whether a path names the booking page of a dealer (not the embed script): its key, else null. */
export function bookingPageDealer(pathname: string): string | null {
  const match = /^\/book-online\/([A-Za-z0-9_-]{1,100})(\/|$)/.exec(pathname);
  if (!match?.[1] || pathname === '/book-online/embed.js') return null;
  return match[1];
}

/**
 * The origins that may frame the booking page of `dealerKey` (the dealer's uuid or short name), read from the
 * dealer's list and kept for 30 seconds; none when the dealer is unknown or the database fails
 * (then nothing may frame it).
 */
export async function frameAncestorsFor(dealerKey: string, now = Date.now()): Promise<readonly string[]> {
  const hit = cache().get(dealerKey);
  if (hit && now - hit.at < cacheMs) return hit.origins;
  let origins: readonly string[] = [];
  try {
    origins = await selectEmbedOrigins(db(), dealerKey);
  } catch {
    return [];
  }
  if (cache().size > 1000) cache().clear();
  cache().set(dealerKey, { origins, at: now });
  return origins;
}

/** Drops what is kept of the lists (after a dealer's list changed), so the next page reads it anew. */
export function forgetFrameAncestors(_dealerUuid: string): void {
  cache().clear();
}

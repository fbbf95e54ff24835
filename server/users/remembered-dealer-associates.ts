import { hearingApiClientChanges } from '../change-notices/principal-changes';
import { rememberedLifetimeMs, rememberingGeneration } from '../change-notices/remembered-principals';
import type { Database } from '../db/client';
import { findDefaultDealerAssociate } from './dealer-associate-records';
import type { DealerAssociateDto } from './manage.schemas';

type Entry = { dealerAssociate: DealerAssociateDto | undefined; generation: number; expiresAt: number };

const maxEntries = 1000;
// On globalThis: Next.js may load this module once per route bundle.
const holder = globalThis as typeof globalThis & { __servicebayDefaultDealerAssociates?: Map<string, Entry> };
const remembered = (): Map<string, Entry> => {
  holder.__servicebayDefaultDealerAssociates ??= new Map();
  return holder.__servicebayDefaultDealerAssociates;
};

/**
 * The department's Default dealer associate with its person, department, dealer, role and teams,
 * remembered per process: a repeated request costs no statement. An entry serves only while this
 * process hears the change notices (server/change-notices/principal-changes.ts) and nothing was
 * heard since it was read: every write to those tables announces itself at commit (triggers of
 * migration 0028), so a change made through any instance, or by hand in SQL, applies from the next
 * request on everywhere. The lifetime bounds how long a missed notice could be served.
 */
export async function defaultDealerAssociateOf(
  database: Database,
  departmentUuid: string,
): Promise<DealerAssociateDto | undefined> {
  const hearing = hearingApiClientChanges(database);
  const generation = rememberingGeneration();
  const entries = remembered();
  const entry = entries.get(departmentUuid);
  if (hearing && entry && entry.generation === generation && entry.expiresAt > Date.now()) {
    // A copy: the caller's answer must not change what the next request is given.
    return structuredClone(entry.dealerAssociate);
  }
  const dealerAssociate = await findDefaultDealerAssociate(database, departmentUuid);
  // Read before a change was heard: the change may be missing from it, so it is not kept.
  if (hearing && rememberingGeneration() === generation) {
    if (entries.size >= maxEntries && !entries.has(departmentUuid)) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const expiresAt = Date.now() + rememberedLifetimeMs;
    entries.set(departmentUuid, { dealerAssociate: structuredClone(dealerAssociate), generation, expiresAt });
  }
  return dealerAssociate;
}

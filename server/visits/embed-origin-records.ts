import { and, asc, eq, notInArray, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealerEmbedOrigins, onlineDealerNames } from '../db/schema';

/**
 * The website origins allowed to frame the dealer's booking page, in order; the dealer named by
 * its uuid or by the short name its booking page answers to.
 */
export async function selectEmbedOrigins(tx: Tx, dealerRef: string): Promise<string[]> {
  const rows = await tx
    .select({ origin: dealerEmbedOrigins.origin })
    .from(dealerEmbedOrigins)
    .leftJoin(onlineDealerNames, eq(onlineDealerNames.dealerUuid, dealerEmbedOrigins.dealerUuid))
    .where(
      or(
        eq(dealerEmbedOrigins.dealerUuid, dealerRef),
        eq(onlineDealerNames.shortName, dealerRef.toLowerCase()),
      ),
    )
    .orderBy(asc(dealerEmbedOrigins.origin));
  return rows.map((r) => r.origin);
}

/** Makes `origins` the dealer's whole list: the others go, the new ones come. */
export async function replaceEmbedOrigins(tx: Tx, dealerUuid: string, origins: string[]): Promise<void> {
  await tx
    .delete(dealerEmbedOrigins)
    .where(
      origins.length > 0
        ? and(eq(dealerEmbedOrigins.dealerUuid, dealerUuid), notInArray(dealerEmbedOrigins.origin, origins))
        : eq(dealerEmbedOrigins.dealerUuid, dealerUuid),
    );
  if (origins.length === 0) return;
  await tx
    .insert(dealerEmbedOrigins)
    .values(origins.map((origin) => ({ dealerUuid, origin })))
    .onConflictDoNothing();
}

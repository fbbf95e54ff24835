import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealerEmbedOrigins } from '../db/schema';

/** The website origins allowed to frame the dealer's booking page, in order. */
export async function selectEmbedOrigins(tx: Tx, dealerUuid: string): Promise<string[]> {
  const rows = await tx
    .select({ origin: dealerEmbedOrigins.origin })
    .from(dealerEmbedOrigins)
    .where(eq(dealerEmbedOrigins.dealerUuid, dealerUuid))
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

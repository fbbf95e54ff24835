import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealerBrandYears } from '../db/schema';

/** The brands and model-year ranges the dealers service, by brand. */
export function selectDealerBrandYears(tx: Tx, dealerUuids: string[]) {
  return tx
    .select()
    .from(dealerBrandYears)
    .where(inArray(dealerBrandYears.dealerUuid, dealerUuids))
    .orderBy(asc(dealerBrandYears.brand));
}

import { mayAdministerDealer } from '../auth/administration';
import type { Administration } from '../core/principal';
import { type Database, db } from '../db/client';
import type { TimeFormat } from '../db/schema';
import { findDealer } from '../users/dealer-records';

/**
 * The zone and time format the dealership's administration pages write times in, for someone who
 * administers it; null for anyone else or an unknown dealer (the pages' API calls refuse them anyway).
 */
export async function getDealerClock(
  administration: Administration,
  dealerUuid: string,
  database: Database = db(),
): Promise<{ timeZone: string; timeFormat: TimeFormat } | null> {
  if (!mayAdministerDealer(administration, dealerUuid)) return null;
  const dealer = await findDealer(database, dealerUuid);
  return dealer ? { timeZone: dealer.timeZone, timeFormat: dealer.timeFormat } : null;
}

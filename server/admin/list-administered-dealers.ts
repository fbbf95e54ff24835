import { asc, inArray } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { dealers } from '../db/schema';

/** Every dealer for an operator; for a dealership administrator, the dealers they administer. */
export async function listAdministeredDealers(ctx: UseCaseContext) {
  const administration = ctx.principal?.administration;
  const columns = { dealerUuid: dealers.uuid, name: dealers.name, timeZone: dealers.timeZone };
  if (administration?.operator) {
    return { dealers: await ctx.db.select(columns).from(dealers).orderBy(asc(dealers.name)) };
  }
  const own = administration?.dealerAdminOf ?? [];
  if (own.length === 0) return { dealers: [] };
  return {
    dealers: await ctx.db
      .select(columns)
      .from(dealers)
      .where(inArray(dealers.uuid, [...own]))
      .orderBy(asc(dealers.name)),
  };
}

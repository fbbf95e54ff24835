import type { UseCaseContext } from '../core/context';
import { listDealerNames } from '../users/dealer-records';

/** Every dealer for an operator; for a dealership administrator, the dealers they administer. */
export async function listAdministeredDealers(ctx: UseCaseContext) {
  const administration = ctx.principal?.administration;
  if (administration?.operator) return { dealers: await listDealerNames(ctx.db, null) };
  const own = administration?.dealerAdminOf ?? [];
  if (own.length === 0) return { dealers: [] };
  return { dealers: await listDealerNames(ctx.db, [...own]) };
}

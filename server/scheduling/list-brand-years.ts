import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { selectDealerBrandYears } from './brand-year-records';

/** POST /dealer-vehicle-config/brand-years: the brands and model years each dealer services. */
export async function listBrandYears(
  ctx: UseCaseContext,
  input: { body: { dealerUuids?: string[] | null } },
) {
  const dealerUuids = input.body.dealerUuids ?? [];
  if (dealerUuids.length === 0)
    throw new DomainError('DEALER_UUID_MISSING', 'Send dealerUuids: at least one dealer uuid');
  const rows = await selectDealerBrandYears(ctx.db, dealerUuids);
  return {
    dealerBrandYears: dealerUuids.map((dealerUuid) => ({
      dealerUuid,
      brands: rows
        .filter((r) => r.dealerUuid === dealerUuid)
        .map((r) => ({
          brand: r.brand,
          years: Array.from({ length: r.toYear - r.fromYear + 1 }, (_, i) => r.toYear - i),
        })),
    })),
    errors: [],
    warnings: [],
  };
}

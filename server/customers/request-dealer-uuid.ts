import type { UseCaseContext } from '../core/context';

/**
 * The dealer of the department in the path, resolved by the wrapper while checking grants.
 * Customers belong to that dealer, so every department of a dealer sees the same customers.
 */
export function requestDealerUuid(ctx: UseCaseContext): string {
  const dealerUuid = ctx.tenants[0]?.dealerUuid;
  if (!dealerUuid) throw new Error('Customer operations need the department of the path as tenant');
  return dealerUuid;
}

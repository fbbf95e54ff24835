import type { TenantTarget } from '../core/principal';

/**
 * Dealers and departments already found, so a partner's steady stream of requests does not look
 * its tenant up every time. Only what was found is kept: a department never moves to another
 * dealer and neither is ever deleted, so an entry cannot go stale; an unknown uuid is read again.
 */
const maxEntries = 10_000;
const knownDealers = new Set<string>();
const dealerOfDepartment = new Map<string, string>();

export function knownTenant(ref: { dealerUuid: string } | { departmentUuid: string }): TenantTarget | null {
  if ('dealerUuid' in ref) {
    return knownDealers.has(ref.dealerUuid) ? { dealerUuid: ref.dealerUuid, departmentUuid: null } : null;
  }
  const dealerUuid = dealerOfDepartment.get(ref.departmentUuid);
  return dealerUuid ? { dealerUuid, departmentUuid: ref.departmentUuid } : null;
}

export function rememberTenant(tenant: TenantTarget): void {
  if (knownDealers.size + dealerOfDepartment.size >= maxEntries) {
    knownDealers.clear();
    dealerOfDepartment.clear();
  }
  if (tenant.departmentUuid) dealerOfDepartment.set(tenant.departmentUuid, tenant.dealerUuid);
  else knownDealers.add(tenant.dealerUuid);
}

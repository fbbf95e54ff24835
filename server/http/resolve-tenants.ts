import type { TenantRef } from '../core/contract';
import { DomainError } from '../core/errors';
import type { TenantTarget } from '../core/principal';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/connection-errors';
import { findDealerUuidsAmong, findDepartmentsWithDealerAmong } from '../users/dealer-records';
import { knownTenant, rememberTenant } from './known-tenants';

/** Turns the dealer/department identifiers a request names into tenants, or the spec's INVALID_* code. */
export async function resolveTenants(tx: Tx, refs: TenantRef[]): Promise<TenantTarget[]> {
  const known = refs.map(knownTenant);
  if (known.every((tenant) => tenant !== null)) return known;
  const tenants = await readTenants(tx, refs);
  for (const tenant of tenants) rememberTenant(tenant);
  return tenants;
}

async function readTenants(tx: Tx, refs: TenantRef[]): Promise<TenantTarget[]> {
  const dealerUuids = refs.flatMap((r) => ('dealerUuid' in r ? [r.dealerUuid] : []));
  const departmentUuids = refs.flatMap((r) => ('departmentUuid' in r ? [r.departmentUuid] : []));
  const [dealerRows, departmentRows] = await Promise.all([
    dealerUuids.length ? findDealerUuidsAmong(tx, dealerUuids) : Promise.resolve([]),
    departmentUuids.length ? findDepartmentsWithDealerAmong(tx, departmentUuids) : Promise.resolve([]),
  ]);
  // A connection that died mid-answer once gave back no rows at all: that is a lost connection
  // (retried or 503), not an unknown dealer, and never a TypeError.
  const foundDealers = rowsOf<{ uuid: string }>(dealerRows, 'the dealers of the request');
  const foundDepartments = rowsOf<{ uuid: string; dealerUuid: string }>(
    departmentRows,
    'the departments of the request',
  );
  return refs.map((ref) => {
    if ('dealerUuid' in ref) {
      if (!foundDealers.some((d) => d.uuid === ref.dealerUuid)) {
        throw new DomainError('INVALID_DEALER_UUID', `No dealer has the uuid ${ref.dealerUuid}`);
      }
      return { dealerUuid: ref.dealerUuid, departmentUuid: null };
    }
    const department = foundDepartments.find((d) => d.uuid === ref.departmentUuid);
    if (!department)
      throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${ref.departmentUuid}`);
    return { dealerUuid: department.dealerUuid, departmentUuid: department.uuid };
  });
}

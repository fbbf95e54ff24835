import type { Administration } from '../core/principal';
import type { Tx } from '../db/client';
import { findAdministratorRoles } from './administration-records';

/** The administrative roles a user holds: operator of the install, administrator of some dealers. */
export async function loadAdministration(tx: Tx, userUuid: string): Promise<Administration> {
  const rows = await findAdministratorRoles(tx, userUuid);
  return {
    operator: rows.some((r) => r.role === 'OPERATOR'),
    dealerAdminOf: rows.flatMap((r) => (r.role === 'DEALER_ADMIN' && r.dealerUuid ? [r.dealerUuid] : [])),
  };
}

export const isAdministrator = (a: Administration): boolean => a.operator || a.dealerAdminOf.length > 0;

/** An operator administers every dealer; a dealership administrator only theirs. */
export const mayAdministerDealer = (a: Administration, dealerUuid: string): boolean =>
  a.operator || a.dealerAdminOf.includes(dealerUuid);

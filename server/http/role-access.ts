import { isAdministrator, mayAdministerDealer } from '../auth/administration';
import { authenticateUser } from '../auth/authenticate-user';
import type { Input, RoleAuth } from '../core/contract';
import { DomainError } from '../core/errors';
import type { Principal, TenantTarget } from '../core/principal';
import type { Database } from '../db/client';
import { resolveTenants } from './resolve-tenants';

const noAdministration = { operator: false, dealerAdminOf: [] };

/**
 * Authentication for operations granted by role. Someone holding no role the operation could need
 * is refused before the request is read, so non-administrators learn nothing from its validation.
 */
export async function authenticateForRole<P, Q, B>(
  database: Database,
  request: Request,
  auth: RoleAuth<P, Q, B>,
): Promise<Principal> {
  const principal = await authenticateUser(database, request, {
    allowPasswordChange: auth.role === 'signedIn',
  });
  const administration = principal.administration ?? noAdministration;
  if (auth.role === 'operator' && !administration.operator)
    throw new DomainError('FORBIDDEN', 'Only a platform operator may do this');
  if (auth.role === 'dealerAdmin' && !isAdministrator(administration))
    throw new DomainError('FORBIDDEN', 'Only a dealership administrator may do this');
  return principal;
}

/** The dealer a dealerAdmin operation names, checked against the caller's roles. */
export async function tenantsForRole<P, Q, B>(
  database: Database,
  principal: Principal,
  auth: RoleAuth<P, Q, B>,
  input: Input<P, Q, B>,
): Promise<TenantTarget[]> {
  if (auth.role !== 'dealerAdmin') return [];
  const tenants = await resolveTenants(database, [auth.tenant(input)]);
  const denied = tenants.find(
    (t) => !mayAdministerDealer(principal.administration ?? noAdministration, t.dealerUuid),
  );
  if (denied) throw new DomainError('FORBIDDEN', `You do not administer dealer ${denied.dealerUuid}`);
  return tenants;
}

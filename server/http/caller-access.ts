import { authenticateRequest } from '../auth/authenticate';
import { rulesChangeRefusal } from '../auth/rules-access';
import type { Auth, Input } from '../core/contract';
import { DomainError } from '../core/errors';
import { hasScope, type Principal, principalCovers, type TenantTarget } from '../core/principal';
import { rulesScopes, type Scope } from '../core/scopes';
import { db } from '../db/client';
import { resolveTenants } from './resolve-tenants';
import { retryOnLostConnection } from './retry-on-lost-connection';
import { authenticateForRole, tenantsForRole } from './role-access';

type Step = { requestId: string; operationId: string };

/** A signed-in advisor refused a rules change is told who may make it, not which scope is missing. */
const refusal = (principal: Principal, scope: string, partnerMessage: string) =>
  new DomainError(
    'FORBIDDEN',
    principal.kind === 'advisor' && rulesScopes.has(scope as Scope) ? rulesChangeRefusal : partnerMessage,
  );

/**
 * Who calls, checked against what the operation asks of a caller: a role (administration) or a
 * scope (the partner API). Authentication only reads, so a lost connection is retried once.
 */
export async function authenticateCaller<P, Q, B>(
  auth: Auth<P, Q, B>,
  request: Request,
  step: Step,
): Promise<Principal | null> {
  if (auth === 'public') return null;
  if ('role' in auth) {
    return retryOnLostConnection(true, () => authenticateForRole(db(), request, auth), step);
  }
  const principal = await retryOnLostConnection(true, () => authenticateRequest(db(), request), step);
  if (!hasScope(principal, auth.scope)) {
    throw refusal(principal, auth.scope, `These credentials lack the scope ${auth.scope}`);
  }
  return principal;
}

/**
 * The dealers and departments the request names, resolved (unknown ones are the spec's INVALID_*
 * codes) and each covered by the caller's role or grants.
 */
export async function grantedTenants<P, Q, B>(
  auth: Auth<P, Q, B>,
  principal: Principal | null,
  input: Input<P, Q, B>,
  step: Step,
): Promise<TenantTarget[]> {
  if (auth === 'public' || !principal) return [];
  if ('role' in auth) {
    return retryOnLostConnection(true, () => tenantsForRole(db(), principal, auth, input), step);
  }
  const { scope, level } = auth;
  const refs = auth.tenants(input);
  const tenants = await retryOnLostConnection(true, () => resolveTenants(db(), refs), step);
  const denied = tenants.find((t) => !principalCovers(principal, scope, level, t));
  if (denied) {
    throw refusal(
      principal,
      scope,
      `These credentials have no ${scope} grant for ${denied.departmentUuid ? `department ${denied.departmentUuid}` : `dealer ${denied.dealerUuid}`}`,
    );
  }
  return tenants;
}

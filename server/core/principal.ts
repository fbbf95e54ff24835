import type { GrantLevel } from '../db/schema';

export type Grant = {
  scope: string;
  level: GrantLevel;
  dealerUuid: string;
  departmentUuid: string | null;
};

/** The administrative roles of a signed-in user (server/auth/administration.ts). */
export type Administration = { operator: boolean; dealerAdminOf: readonly string[] };

/** Who is calling: a partner's API client (HTTP Basic) or a signed-in advisor (session cookie). */
export type Principal = {
  kind: 'apiClient' | 'advisor';
  /** api client uuid or user uuid */
  id: string;
  username: string;
  grants: Grant[];
  /** Present for operations authorized by role. */
  administration?: Administration;
  /** The session record of a signed-in person (their own sessions' list marks it "this device"). */
  sessionId?: string;
};

/** Where an operation acts: the dealer or department named in its path or body. */
export type TenantTarget = { dealerUuid: string; departmentUuid: string | null };

export const hasScope = (principal: Principal, scope: string): boolean =>
  principal.grants.some((g) => g.scope === scope);

/**
 * A dealer-level grant covers the dealer and all its departments; a department-level grant covers
 * only its department and never a dealer-level operation.
 */
export function grantCovers(grant: Grant, scope: string, level: GrantLevel, target: TenantTarget): boolean {
  if (grant.scope !== scope || grant.dealerUuid !== target.dealerUuid) return false;
  if (grant.level === 'DEALER') return true;
  return (
    level === 'DEPARTMENT' && target.departmentUuid !== null && grant.departmentUuid === target.departmentUuid
  );
}

export const principalCovers = (
  principal: Principal,
  scope: string,
  level: GrantLevel,
  target: TenantTarget,
): boolean => principal.grants.some((g) => grantCovers(g, scope, level, target));

import type { Grant } from '../core/principal';
import { adminOnlyScopes, allScopes, rulesScopes, type Scope, scopes } from '../core/scopes';
import type { Tx } from '../db/client';
import { findCurrentMembershipsWithRole } from '../users/dealer-associate-records';
import { loadAdministration } from './administration';
import { bookingOverrideScope, mayOverrideBookingRules } from './booking-override-access';
import { mayChangeRules } from './rules-access';

// Roles whose members may set up users and authorities from the browser.
const managerAcronyms = new Set(['SM', 'ADM']);

type Membership = { departmentUuid: string; dealerUuid: string; roleAcronym: string | null; rules: boolean };

const carries = (m: Membership, scope: Scope): boolean =>
  (!adminOnlyScopes.has(scope) || managerAcronyms.has(m.roleAcronym ?? '')) &&
  (!rulesScopes.has(scope) || m.rules);

/**
 * An advisor acts in each department they belong to, with every scope at the spec's level; changing
 * the booking rules, and booking over them (a walk-in), only as a dealership administrator or with
 * the authority for it.
 */
export async function loadAdvisorGrants(tx: Tx, userUuid: string): Promise<Grant[]> {
  const rows = await findCurrentMembershipsWithRole(tx, userUuid);
  const administration = rows.length > 0 ? await loadAdministration(tx, userUuid) : null;
  const memberships = rows.map((r) => ({
    ...r,
    rules: administration !== null && mayChangeRules(administration, r),
    override: administration !== null && mayOverrideBookingRules(administration, r),
  }));
  return memberships.flatMap((m) => [
    ...allScopes
      .filter((scope) => carries(m, scope))
      .map(
        (scope): Grant => ({
          scope,
          level: scopes[scope],
          dealerUuid: m.dealerUuid,
          departmentUuid: scopes[scope] === 'DEPARTMENT' ? m.departmentUuid : null,
        }),
      ),
    ...(m.override
      ? [
          {
            scope: bookingOverrideScope,
            level: 'DEPARTMENT',
            dealerUuid: m.dealerUuid,
            departmentUuid: m.departmentUuid,
          } satisfies Grant,
        ]
      : []),
  ]);
}

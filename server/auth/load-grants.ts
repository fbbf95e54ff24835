import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealerAssociates, departments, roles } from '../db/schema';
import type { Grant } from './principal';
import { adminOnlyScopes, allScopes, scopes } from './scopes';

// Roles whose members may set up users and authorities from the browser.
const managerAcronyms = new Set(['SM', 'ADM']);

/** An advisor acts in each department they belong to, with every scope at the spec's level. */
export async function loadAdvisorGrants(tx: Tx, userUuid: string): Promise<Grant[]> {
  const memberships = await tx
    .select({
      departmentUuid: dealerAssociates.departmentUuid,
      dealerUuid: departments.dealerUuid,
      roleAcronym: roles.roleAcronym,
    })
    .from(dealerAssociates)
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .leftJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid))
    .where(and(eq(dealerAssociates.userUuid, userUuid), eq(dealerAssociates.isValid, true)));
  return memberships.flatMap((m) =>
    allScopes
      .filter((scope) => !adminOnlyScopes.has(scope) || managerAcronyms.has(m.roleAcronym ?? ''))
      .map(
        (scope): Grant => ({
          scope,
          level: scopes[scope],
          dealerUuid: m.dealerUuid,
          departmentUuid: scopes[scope] === 'DEPARTMENT' ? m.departmentUuid : null,
        }),
      ),
  );
}

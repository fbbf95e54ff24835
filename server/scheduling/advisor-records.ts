import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealerAssociates, departments, roles, teamMembers, teams, users } from '../db/schema';
import { selectDealerAssociatesWithUser } from '../users/dealer-associate-records';

const advisorRoles = ['SA', 'SM'];

/** The department's service advisors and managers (roles SA, SM) who are people, current ones only. */
export function selectScheduleAdvisors(tx: Tx, departmentUuid: string) {
  return selectDealerAssociatesWithUser(tx, {})
    .innerJoin(roles, eq(roles.uuid, dealerAssociates.roleUuid))
    .where(
      and(
        eq(dealerAssociates.departmentUuid, departmentUuid),
        eq(dealerAssociates.isValid, true),
        // The Default DealerAssociate is the department's system sender, not a person.
        eq(dealerAssociates.isDefault, false),
        inArray(roles.roleAcronym, advisorRoles),
      ),
    );
}

/** Who is in which of the department's teams. */
export function selectDepartmentTeamMemberships(tx: Tx, departmentUuid: string) {
  return tx
    .select({ teamUuid: teamMembers.teamUuid, dealerAssociateUuid: teamMembers.dealerAssociateUuid })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.uuid, teamMembers.teamUuid))
    .where(eq(teams.departmentUuid, departmentUuid));
}

/** The department's current teams by name. */
export function selectDepartmentTeams(tx: Tx, departmentUuid: string) {
  return tx
    .select({ teamUuid: teams.uuid, name: teams.name })
    .from(teams)
    .where(and(eq(teams.departmentUuid, departmentUuid), eq(teams.isValid, true)))
    .orderBy(asc(teams.name));
}

/** The dealer's current advisors with their department, of one department or team when named. */
export function selectEligibleAdvisors(
  tx: Tx,
  input: { dealerUuid: string; departmentUuid?: string; teamUuid?: string },
) {
  return selectDealerAssociatesWithUser(tx, {
    department: { uuid: departments.uuid, name: departments.name },
  })
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .where(
      and(
        eq(departments.dealerUuid, input.dealerUuid),
        eq(dealerAssociates.isAdvisor, true),
        eq(dealerAssociates.isValid, true),
        input.departmentUuid ? eq(departments.uuid, input.departmentUuid) : undefined,
        input.teamUuid
          ? inArray(
              dealerAssociates.uuid,
              tx
                .select({ uuid: teamMembers.dealerAssociateUuid })
                .from(teamMembers)
                .where(eq(teamMembers.teamUuid, input.teamUuid)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** The team memberships of the dealer associates. */
export function selectTeamMembershipsOf(tx: Tx, dealerAssociateUuids: string[]) {
  return tx.select().from(teamMembers).where(inArray(teamMembers.dealerAssociateUuid, dealerAssociateUuids));
}

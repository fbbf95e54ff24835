import { and, asc, eq, inArray } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { dealerAssociates, type Team, teamMembers, teams } from '../db/schema';

export const teamOf = (t: Team) => ({ teamUuid: t.uuid, name: t.name, retired: !t.isValid });

export async function findTeamOfDepartment(tx: Tx, departmentUuid: string, teamUuid: string): Promise<Team> {
  const [team] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.uuid, teamUuid), eq(teams.departmentUuid, departmentUuid)))
    .for('update');
  if (!team) throw new DomainError('TEAM_NOT_FOUND', `The department has no team ${teamUuid}`);
  return team;
}

export async function requireDealerAssociateOfDepartment(
  tx: Tx,
  departmentUuid: string,
  dealerAssociateUuid: string,
): Promise<void> {
  const [da] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .where(
      and(
        eq(dealerAssociates.uuid, dealerAssociateUuid),
        eq(dealerAssociates.departmentUuid, departmentUuid),
      ),
    );
  if (!da)
    throw new DomainError(
      'DEALER_ASSOCIATE_NOT_FOUND',
      `The department has no dealer associate ${dealerAssociateUuid}`,
    );
}

export async function insertTeam(tx: Tx, row: typeof teams.$inferInsert): Promise<Team> {
  const [team] = await tx.insert(teams).values(row).returning();
  if (!team) throw new Error('The team was not stored');
  return team;
}

export async function updateTeam(
  tx: Tx,
  departmentUuid: string,
  teamUuid: string,
  values: { name?: string; isValid?: boolean },
): Promise<void> {
  await tx
    .update(teams)
    .set(values)
    .where(and(eq(teams.uuid, teamUuid), eq(teams.departmentUuid, departmentUuid)));
}

export const findTeamsOfDepartment = (tx: Tx, departmentUuid: string) =>
  tx
    .select()
    .from(teams)
    .where(eq(teams.departmentUuid, departmentUuid))
    .orderBy(asc(teams.name), asc(teams.uuid));

const teamsOfDepartment = (tx: Tx, departmentUuid: string) =>
  tx.select({ uuid: teams.uuid }).from(teams).where(eq(teams.departmentUuid, departmentUuid));

/** The members of the department's teams among `teamUuids`. */
export async function findMembersOfTeams(tx: Tx, departmentUuid: string, teamUuids: string[]) {
  if (teamUuids.length === 0) return [];
  return tx
    .select({ teamUuid: teamMembers.teamUuid, dealerAssociateUuid: teamMembers.dealerAssociateUuid })
    .from(teamMembers)
    .where(
      and(
        inArray(teamMembers.teamUuid, teamUuids),
        inArray(teamMembers.teamUuid, teamsOfDepartment(tx, departmentUuid)),
      ),
    )
    .orderBy(asc(teamMembers.dealerAssociateUuid));
}

/** Puts the dealer associate in the team (checked to be the department's); false when already in it. */
export async function insertTeamMember(
  tx: Tx,
  member: { teamUuid: string; dealerAssociateUuid: string },
): Promise<boolean> {
  const added = await tx
    .insert(teamMembers)
    .values(member)
    .onConflictDoNothing()
    .returning({ teamUuid: teamMembers.teamUuid });
  return added.length > 0;
}

/** Takes the dealer associate out of the department's team; false when they were not in it. */
export async function deleteTeamMember(
  tx: Tx,
  departmentUuid: string,
  member: { teamUuid: string; dealerAssociateUuid: string },
): Promise<boolean> {
  const removed = await tx
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamUuid, member.teamUuid),
        eq(teamMembers.dealerAssociateUuid, member.dealerAssociateUuid),
        inArray(teamMembers.teamUuid, teamsOfDepartment(tx, departmentUuid)),
      ),
    )
    .returning({ teamUuid: teamMembers.teamUuid });
  return removed.length > 0;
}

import { asc, eq, inArray } from 'drizzle-orm';
import { departmentOf, type UseCaseContext } from '../core/context';
import { teamMembers, teams } from '../db/schema';
import { teamOf } from './team-records';

/** The department's teams, retired ones included (they keep history), with their members. */
export async function listTeams(ctx: UseCaseContext) {
  const { departmentUuid } = departmentOf(ctx);
  const rows = await ctx.db
    .select()
    .from(teams)
    .where(eq(teams.departmentUuid, departmentUuid))
    .orderBy(asc(teams.name), asc(teams.uuid));
  const members = rows.length
    ? await ctx.db
        .select({ teamUuid: teamMembers.teamUuid, dealerAssociateUuid: teamMembers.dealerAssociateUuid })
        .from(teamMembers)
        .where(
          inArray(
            teamMembers.teamUuid,
            rows.map((t) => t.uuid),
          ),
        )
        .orderBy(asc(teamMembers.dealerAssociateUuid))
    : [];
  return {
    teams: rows.map((t) => ({
      ...teamOf(t),
      memberDealerAssociateUuids: members
        .filter((m) => m.teamUuid === t.uuid)
        .map((m) => m.dealerAssociateUuid),
    })),
  };
}

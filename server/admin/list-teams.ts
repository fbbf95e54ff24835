import { departmentOf, type UseCaseContext } from '../core/context';
import { findMembersOfTeams, findTeamsOfDepartment, teamOf } from './team-records';

/** The department's teams, retired ones included (they keep history), with their members. */
export async function listTeams(ctx: UseCaseContext) {
  const { departmentUuid } = departmentOf(ctx);
  const rows = await findTeamsOfDepartment(ctx.db, departmentUuid);
  const members = await findMembersOfTeams(
    ctx.db,
    departmentUuid,
    rows.map((t) => t.uuid),
  );
  return {
    teams: rows.map((t) => ({
      ...teamOf(t),
      memberDealerAssociateUuids: members
        .filter((m) => m.teamUuid === t.uuid)
        .map((m) => m.dealerAssociateUuid),
    })),
  };
}

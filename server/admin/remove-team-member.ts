import { and, eq } from 'drizzle-orm';
import { departmentOf, type UseCaseContext } from '../core/context';
import { teamMembers } from '../db/schema';
import { auditTeamMembership } from './audit-team-membership';
import { findTeamOfDepartment } from './team-records';

/** Takes a dealer associate out of the team; removing twice changes nothing. */
export async function removeTeamMember(
  ctx: UseCaseContext,
  input: { params: { teamUuid: string; dealerAssociateUuid: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const { teamUuid, dealerAssociateUuid } = input.params;
  return ctx.db.transaction(async (tx) => {
    await findTeamOfDepartment(tx, departmentUuid, teamUuid);
    const removed = await tx
      .delete(teamMembers)
      .where(
        and(eq(teamMembers.teamUuid, teamUuid), eq(teamMembers.dealerAssociateUuid, dealerAssociateUuid)),
      )
      .returning({ teamUuid: teamMembers.teamUuid });
    if (removed.length > 0) {
      await auditTeamMembership(tx, ctx, { dealerUuid, teamUuid, dealerAssociateUuid, member: false });
    }
    return { teamUuid, dealerAssociateUuid, member: false };
  });
}

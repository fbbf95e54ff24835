import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { auditTeamMembership } from './audit-team-membership';
import { deleteTeamMember, findTeamOfDepartment } from './team-records';

/** Takes a dealer associate out of the team; removing twice changes nothing. */
export async function removeTeamMember(
  ctx: UseCaseContext,
  input: { params: { teamUuid: string; dealerAssociateUuid: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const { teamUuid, dealerAssociateUuid } = input.params;
  return pipelinedTransaction(ctx.db, async (tx) => {
    await findTeamOfDepartment(tx, departmentUuid, teamUuid);
    if (await deleteTeamMember(tx, departmentUuid, { teamUuid, dealerAssociateUuid })) {
      await auditTeamMembership(tx, ctx, { dealerUuid, teamUuid, dealerAssociateUuid, member: false });
    }
    return { teamUuid, dealerAssociateUuid, member: false };
  });
}

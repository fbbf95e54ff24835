import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { requireActiveDealerAssociate } from '../users/active-people';
import { auditTeamMembership } from './audit-team-membership';
import { findTeamOfDepartment, insertTeamMember, requireDealerAssociateOfDepartment } from './team-records';

/** Puts an active dealer associate of the department in the team; adding twice changes nothing. */
export async function addTeamMember(
  ctx: UseCaseContext,
  input: { params: { teamUuid: string; dealerAssociateUuid: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const { teamUuid, dealerAssociateUuid } = input.params;
  return pipelinedTransaction(ctx.db, async (tx) => {
    await findTeamOfDepartment(tx, departmentUuid, teamUuid);
    await requireDealerAssociateOfDepartment(tx, departmentUuid, dealerAssociateUuid);
    await requireActiveDealerAssociate(tx, dealerAssociateUuid);
    if (await insertTeamMember(tx, { teamUuid, dealerAssociateUuid })) {
      await auditTeamMembership(tx, ctx, { dealerUuid, teamUuid, dealerAssociateUuid, member: true });
    }
    return { teamUuid, dealerAssociateUuid, member: true };
  });
}

import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { findTeamOfDepartment, teamOf, updateTeam } from './team-records';

/** A retired team is offered no more; it stays stored, so appointments that name it keep their history. */
export async function retireTeam(ctx: UseCaseContext, input: { params: { teamUuid: string } }) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findTeamOfDepartment(tx, departmentUuid, input.params.teamUuid);
    const after = { ...before, isValid: false };
    if (before.isValid) {
      await updateTeam(tx, departmentUuid, before.uuid, { isValid: false });
      await recordAudit(tx, ctx, {
        action: 'team.retire',
        targetKind: 'team',
        targetUuid: before.uuid,
        dealerUuid,
        before: teamOf(before),
        after: teamOf(after),
      });
    }
    return teamOf(after);
  });
}

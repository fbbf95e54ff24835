import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { findTeamOfDepartment, teamOf, updateTeam } from './team-records';

export async function renameTeam(
  ctx: UseCaseContext,
  input: { params: { teamUuid: string }; body: { name: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findTeamOfDepartment(tx, departmentUuid, input.params.teamUuid);
    const after = { ...before, name: input.body.name };
    await updateTeam(tx, departmentUuid, before.uuid, { name: after.name });
    await recordAudit(tx, ctx, {
      action: 'team.rename',
      targetKind: 'team',
      targetUuid: before.uuid,
      dealerUuid,
      before: teamOf(before),
      after: teamOf(after),
    });
    return teamOf(after);
  });
}

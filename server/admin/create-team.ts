import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { insertTeam, teamOf } from './team-records';

/** A new team (dealer associate group) of the department. */
export async function createTeam(ctx: UseCaseContext, input: { body: { name: string } }) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const team = await insertTeam(tx, { uuid: newUuid(), departmentUuid, name: input.body.name });
    await recordAudit(tx, ctx, {
      action: 'team.create',
      targetKind: 'team',
      targetUuid: team.uuid,
      dealerUuid,
      after: { ...teamOf(team), departmentUuid },
    });
    return teamOf(team);
  });
}

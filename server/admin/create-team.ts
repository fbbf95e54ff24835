import { departmentOf, type UseCaseContext } from '../core/context';
import { teams } from '../db/schema';
import { newUuid } from '../ids';
import { recordAudit } from './record-audit';
import { teamOf } from './team-records';

/** A new team (dealer associate group) of the department. */
export async function createTeam(ctx: UseCaseContext, input: { body: { name: string } }) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ uuid: newUuid(), departmentUuid, name: input.body.name })
      .returning();
    if (!team) throw new Error('The team was not stored');
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

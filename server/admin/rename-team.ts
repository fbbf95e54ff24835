import { eq } from 'drizzle-orm';
import { departmentOf, type UseCaseContext } from '../core/context';
import { teams } from '../db/schema';
import { recordAudit } from './record-audit';
import { findTeamOfDepartment, teamOf } from './team-records';

export async function renameTeam(
  ctx: UseCaseContext,
  input: { params: { teamUuid: string }; body: { name: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await findTeamOfDepartment(tx, departmentUuid, input.params.teamUuid);
    const after = { ...before, name: input.body.name };
    await tx.update(teams).set({ name: after.name }).where(eq(teams.uuid, before.uuid));
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

import { eq } from 'drizzle-orm';
import { departmentOf, type UseCaseContext } from '../core/context';
import { teams } from '../db/schema';
import { recordAudit } from './record-audit';
import { findTeamOfDepartment, teamOf } from './team-records';

/** A retired team is offered no more; it stays stored, so appointments that name it keep their history. */
export async function retireTeam(ctx: UseCaseContext, input: { params: { teamUuid: string } }) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await findTeamOfDepartment(tx, departmentUuid, input.params.teamUuid);
    const after = { ...before, isValid: false };
    if (before.isValid) {
      await tx.update(teams).set({ isValid: false }).where(eq(teams.uuid, before.uuid));
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

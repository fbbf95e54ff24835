import { recordAudit } from '../audit/record-audit';
import type { UseCaseContext } from '../core/context';
import type { Tx } from '../db/client';

/** The audit entry of a dealer associate joining (member: true) or leaving a team. */
export function auditTeamMembership(
  tx: Tx,
  ctx: UseCaseContext,
  change: { dealerUuid: string; teamUuid: string; dealerAssociateUuid: string; member: boolean },
): Promise<void> {
  const { dealerUuid, teamUuid, dealerAssociateUuid, member } = change;
  return recordAudit(tx, ctx, {
    action: member ? 'team.member.add' : 'team.member.remove',
    targetKind: 'team',
    targetUuid: teamUuid,
    dealerUuid,
    before: { dealerAssociateUuid, member: !member },
    after: { dealerAssociateUuid, member },
  });
}

import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { findAuthoritiesInDepartment } from '../users/dealer-associate-records';
import { updateAuthoritiesIn } from '../users/update-authorities';
import type { authoritiesBody } from './admin.schemas';

/**
 * Adds and removes messaging authorities of someone's membership of the department, by the manage
 * API's own rules (server/users/update-authorities.ts), with the audit entry in the same transaction.
 * Only an active membership gains authorities (USER_DEACTIVATED); any membership may lose them.
 */
export async function setMessagingAuthorities(
  ctx: UseCaseContext,
  input: { params: { userUuid: string }; body: z.output<typeof authoritiesBody> },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const toChange = (list: string[]) => list.map((authority) => ({ authority }));
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findAuthoritiesInDepartment(tx, departmentUuid, input.params.userUuid);
    const result = await updateAuthoritiesIn(tx, ctx, {
      params: { departmentUUID: departmentUuid, userUuid: input.params.userUuid },
      body: {
        authoritiesToAdd: toChange(input.body.authoritiesToAdd),
        authoritiesToRemove: toChange(input.body.authoritiesToRemove),
      },
    });
    await recordAudit(tx, ctx, {
      action: 'authorities.update',
      targetKind: 'dealerAssociate',
      targetUuid: result.dealerAssociateUuid,
      dealerUuid,
      before: { authorities: before ?? [] },
      after: { authorities: result.authorities },
    });
    return { dealerAssociateUuid: result.dealerAssociateUuid, authorities: result.authorities };
  });
}

import { recordAudit } from '../audit/record-audit';
import { forgetApiClient } from '../change-notices/remembered-principals';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { deactivateApiClient, findApiClientOfDealer } from './api-client-records';

/**
 * Refuses the client's credentials from the next request on, on every instance (each forgets the
 * client when the change commits; this one before answering); revoking twice changes nothing.
 */
export async function revokeApiClient(ctx: UseCaseContext, input: { params: { username: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  const revoked = await pipelinedTransaction(ctx.db, async (tx) => {
    const client = await findApiClientOfDealer(tx, dealerUuid, input.params.username);
    if (client.isActive) {
      await deactivateApiClient(tx, dealerUuid, client.uuid);
      await recordAudit(tx, ctx, {
        action: 'apiClient.revoke',
        targetKind: 'apiClient',
        targetUuid: client.uuid,
        dealerUuid,
        before: { username: client.username, revoked: false },
        after: { username: client.username, revoked: true },
      });
    }
    return client;
  });
  forgetApiClient(revoked.uuid);
  return { username: revoked.username, revoked: true as const };
}

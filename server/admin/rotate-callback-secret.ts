import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { findApiClientOfDealer, updateApiClient } from './api-client-records';
import { newCallbackSecret } from './secrets';

/**
 * A new secret signing the client's callbacks (Standard Webhooks), shown only here. Deliveries
 * sent from now on, retries included, are signed with it.
 */
export async function rotateCallbackSecret(ctx: UseCaseContext, input: { params: { username: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  const callbackSigningSecret = newCallbackSecret();
  return pipelinedTransaction(ctx.db, async (tx) => {
    const client = await findApiClientOfDealer(tx, dealerUuid, input.params.username);
    await updateApiClient(tx, dealerUuid, client.uuid, { webhookSecret: callbackSigningSecret });
    await recordAudit(tx, ctx, {
      action: 'apiClient.callbackSecret.rotate',
      targetKind: 'apiClient',
      targetUuid: client.uuid,
      dealerUuid,
      after: { username: client.username },
    });
    return { username: client.username, callbackSigningSecret };
  });
}

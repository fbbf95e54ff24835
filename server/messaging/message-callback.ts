import type { Tx } from '../db/client';
import type { Message } from '../db/schema';
import { enqueueWebhook } from '../partner-webhooks/enqueue-webhook';
import { carrierFields } from './carrier-fields';
import type { SendMessageResponse } from './message.schemas';

/** The spec's SendMessageResponse for a recorded message, as the response or a callback carries it. */
export function sendMessageResponseOf(message: Message, requestUuid: string): SendMessageResponse {
  const failed = message.deliveryStatus === 'FAILED' || message.deliveryStatus === 'EXPIRED';
  return {
    customerUUID: message.customerUuid,
    messageUUID: message.uuid,
    requestUUID: requestUuid,
    status: failed ? 'FAILURE' : 'SUCCESS',
    errors:
      failed && message.errorCode
        ? [
            {
              errorCode: message.errorCode,
              errorDescription: message.failureReason ?? message.errorCode,
              errorUID: `${message.uuid}:${message.errorCode}`,
            },
          ]
        : [],
    warnings: message.warnings,
    metaData: stringMap(message.callbackMetaData),
    ...carrierFields(message),
  };
}

const stringMap = (meta: Record<string, unknown> | null): Record<string, string> =>
  Object.fromEntries(Object.entries(meta ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));

/**
 * Queues the delivery callback of a message after a status change, in the transaction that made
 * the change. Synchronous sends get only carrier delivery updates (spec, Events); expired queued
 * texts and messages without callbackURL get none.
 */
export async function enqueueMessageCallback(
  tx: Tx,
  message: Message,
  cause: 'status-change' | 'carrier-report',
): Promise<void> {
  if (!message.callbackUrl) return;
  if (message.deliveryStatus === 'EXPIRED') return;
  if (message.sendSynchronously && cause !== 'carrier-report') return;
  await enqueueWebhook(tx, {
    kind: 'message.status',
    url: message.callbackUrl,
    payload: sendMessageResponseOf(message, message.requestUuid ?? message.uuid),
    reference: message.uuid,
    dealerUuid: message.dealerUuid,
    apiClientUuid: message.apiClientUuid,
  });
}

import type { Database } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { env } from '../env';
import { log } from '../log';
import { postJson } from './post-json';
import { webhookHeaders } from './sign-webhook';
import { signingSecretFor } from './signing-secret';
import { BlockedDestinationError, checkOutboundUrl, isAllowlistedHost } from './ssrf-guard';
import {
  type DeliveryAttempt,
  type DeliveryChange,
  findWebhookDelivery,
  recordDeliveryAttempt,
} from './webhook-delivery-records';

/**
 * One delivery attempt. A 2xx answer marks it delivered; anything else throws so the queue retries
 * with backoff; the last failed attempt marks it FAILED. A blocked destination is never retried.
 * Every attempt is written to webhook_delivery_attempts (and the log) with the receiver's answer.
 */
export async function deliverWebhook(
  database: Database,
  deliveryUuid: string,
  meta: { retryCount: number; retryLimit: number },
): Promise<{ status: string }> {
  const delivery = await findWebhookDelivery(database, deliveryUuid);
  if (delivery?.status !== 'PENDING') return { status: delivery?.status ?? 'MISSING' };
  const body = JSON.stringify(delivery.payload);
  const startedAt = Date.now();
  const record = async (change: DeliveryChange, attempt: Omit<DeliveryAttempt, 'durationMs'>) => {
    const durationMs = Date.now() - startedAt;
    await pipelinedTransaction(database, (tx) =>
      recordDeliveryAttempt(tx, delivery, change, { ...attempt, durationMs }),
    );
    log.info('callback attempt', {
      deliveryUuid,
      kind: delivery.kind,
      attempt: delivery.attempts + 1,
      statusCode: attempt.statusCode,
      error: attempt.error,
    });
  };
  const lastAttempt = meta.retryCount >= meta.retryLimit;
  try {
    const url = checkOutboundUrl(delivery.url);
    const secret = await signingSecretFor(database, delivery.apiClientUuid);
    const result = await postJson(url, body, webhookHeaders(secret, delivery.uuid, body), {
      timeoutMs: env().OUTBOUND_TIMEOUT_MS,
      allowPrivate: isAllowlistedHost(url, env().OUTBOUND_ALLOWLIST),
    });
    if (result.status >= 200 && result.status < 300) {
      await record(
        { status: 'DELIVERED', lastStatusCode: result.status, lastError: null, deliveredAt: new Date() },
        { statusCode: result.status },
      );
      return { status: 'DELIVERED' };
    }
    await record(
      {
        status: lastAttempt ? 'FAILED' : 'PENDING',
        lastStatusCode: result.status,
        lastError: result.body.slice(0, 500),
      },
      { statusCode: result.status, error: result.body.slice(0, 500) },
    );
    throw new CallbackRefusedError(`${delivery.kind} callback answered ${result.status}`);
  } catch (error) {
    if (error instanceof BlockedDestinationError) {
      await record({ status: 'FAILED', lastError: error.message }, { error: error.message });
      log.warn('callback destination refused', { deliveryUuid, error: error.message });
      return { status: 'FAILED' };
    }
    if (!(error instanceof CallbackRefusedError)) {
      const message = (error as Error).message;
      await record({ status: lastAttempt ? 'FAILED' : 'PENDING', lastError: message }, { error: message });
    }
    throw error;
  }
}

class CallbackRefusedError extends Error {}

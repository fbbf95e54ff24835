import { db } from '../db/client';
import { receiveStripeEvent } from '../payments/stripe/receive-stripe-event';
import { apiError, requestIdOf } from './api-errors';
import { errorResponse } from './route';

const generic = { family: 'admin', operationId: 'stripeWebhook', responseHeaders: {} } as const;
/** Stripe's events are a few kilobytes; anything far larger is not one. */
const maxBytes = 512 * 1024;

/**
 * POST /api/webhooks/stripe: one Stripe event, verified with Stripe-Signature against the raw
 * bytes (so the body is read as text, never re-serialized). 200 once stored and processed, also
 * for a duplicate; 400 JSON for a bad or stale signature, and nothing changes.
 */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  try {
    const rawBody = await request.text();
    if (rawBody.length > maxBytes) {
      return apiError(request, 'PAYLOAD_TOO_LARGE', 'A Stripe event is at most 512 KB');
    }
    const received = await receiveStripeEvent(db(), {
      rawBody,
      signature: request.headers.get('stripe-signature'),
    });
    return Response.json({ received: true, ...received });
  } catch (error) {
    return errorResponse(generic, error, requestIdOf(request));
  }
}

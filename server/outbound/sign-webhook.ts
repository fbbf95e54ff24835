import { createHmac } from 'node:crypto';

/**
 * Signature headers in the Standard Webhooks form: the receiver recomputes
 * base64(HMAC-SHA256(secret, `${id}.${timestamp}.${body}`)) and compares it with webhook-signature.
 */
export function webhookHeaders(
  secret: string,
  id: string,
  body: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

import { createHmac } from 'node:crypto';

/**
 * Signature headers in the Standard Webhooks form: the receiver recomputes
 * base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)) and compares it with webhook-signature.
 * A `whsec_` secret (per API client) is used as Standard Webhooks libraries do: the key is the
 * base64-decoded part after the prefix; any other secret is used as its UTF-8 bytes.
 */
export function webhookHeaders(
  secret: string,
  id: string,
  body: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : secret;
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

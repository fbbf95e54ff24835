import { db } from '../db/client';
import { env } from '../env';
import { log } from '../log';
import { applyDeliveryReport } from './apply-delivery-report';
import { receiveInboundText } from './receive-inbound-text';
import { isValidTwilioSignature } from './twilio-signature';

const emptyTwiml = () =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { 'content-type': 'text/xml' },
  });

/** The addresses the provider may have signed: PUBLIC_BASE_URL + path, else the URL as received. */
function signedUrls(request: Request): string[] {
  const url = new URL(request.url);
  const base = env().PUBLIC_BASE_URL?.replace(/\/$/, '');
  const candidates = [base ? `${base}${url.pathname}${url.search}` : request.url];
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!base && host) {
    const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
    candidates.push(`${proto}://${host}${url.pathname}${url.search}`);
  }
  return [...new Set(candidates)];
}

/**
 * Reads a provider webhook: form-encoded, X-Twilio-Signature checked with SMS_AUTH_TOKEN. A bad or
 * missing signature is 403 and nothing is read further, so nothing changes.
 */
async function verifiedForm(request: Request): Promise<Record<string, string> | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) {
    return new Response('Expected application/x-www-form-urlencoded', { status: 415 });
  }
  const params = Object.fromEntries(new URLSearchParams(await request.text()));
  const signature = request.headers.get('x-twilio-signature');
  const token = env().SMS_AUTH_TOKEN;
  if (!signedUrls(request).some((url) => isValidTwilioSignature(token, url, params, signature))) {
    log.warn('provider webhook with a bad signature refused', { path: new URL(request.url).pathname });
    return new Response('Invalid signature', { status: 403 });
  }
  return params;
}

/** POST /api/webhooks/sms/status: MessageSid + MessageStatus (+ ErrorCode) from the text provider. */
export async function handleSmsStatusWebhook(request: Request): Promise<Response> {
  const form = await verifiedForm(request);
  if (form instanceof Response) return form;
  if (!form.MessageSid || !form.MessageStatus)
    return new Response('MessageSid and MessageStatus are required', { status: 400 });
  await applyDeliveryReport(db(), {
    providerMessageId: form.MessageSid,
    status: form.MessageStatus,
    errorCode: form.ErrorCode ?? null,
  });
  return new Response(null, { status: 204 });
}

/** POST /api/webhooks/sms/inbound: a customer's text (From, To, Body, MessageSid). Answers empty TwiML. */
export async function handleSmsInboundWebhook(request: Request): Promise<Response> {
  const form = await verifiedForm(request);
  if (form instanceof Response) return form;
  if (!form.From || !form.To || !form.MessageSid)
    return new Response('From, To and MessageSid are required', { status: 400 });
  await receiveInboundText(db(), {
    from: form.From,
    to: form.To,
    body: form.Body ?? '',
    providerMessageId: form.MessageSid,
  });
  return emptyTwiml();
}

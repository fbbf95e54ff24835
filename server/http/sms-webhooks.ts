import { db } from '../db/client';
import { log } from '../log';
import { applyDeliveryReport } from '../messaging/apply-delivery-report';
import { receiveInboundText } from '../messaging/receive-inbound-text';
import { deliveryReportFrom, inboundTextFrom, isSignedWebhook } from '../messaging/twilio-webhooks';
import { apiError, requestIdOf } from './api-errors';
import { errorResponse } from './route';

const generic = { family: 'admin', operationId: 'smsWebhook', responseHeaders: {} } as const;

const emptyTwiml = () =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { 'content-type': 'text/xml' },
  });

/**
 * Reads a provider webhook: form-encoded, signature checked. A bad or missing signature is 403 and
 * nothing is read further, so nothing changes.
 */
async function verifiedForm(request: Request): Promise<Record<string, string> | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) {
    return apiError(request, 'UNSUPPORTED_MEDIA_TYPE', 'Expected application/x-www-form-urlencoded');
  }
  const params = Object.fromEntries(new URLSearchParams(await request.text()));
  const signed = isSignedWebhook({
    url: request.url,
    host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
    forwardedProto: request.headers.get('x-forwarded-proto'),
    params,
    signature: request.headers.get('x-twilio-signature'),
  });
  if (!signed) {
    log.warn('provider webhook with a bad signature refused', { path: new URL(request.url).pathname });
    return apiError(request, 'FORBIDDEN', 'The X-Twilio-Signature header does not match this request');
  }
  return params;
}

/** POST /api/webhooks/sms/status: a delivery report. 204 once applied. */
export async function handleSmsStatusWebhook(request: Request): Promise<Response> {
  try {
    const form = await verifiedForm(request);
    if (form instanceof Response) return form;
    const report = deliveryReportFrom(form, request.url);
    if (!report) return apiError(request, 'INVALID_REQUEST', 'MessageSid and MessageStatus are required');
    await applyDeliveryReport(db(), report);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(generic, error, requestIdOf(request));
  }
}

/** POST /api/webhooks/sms/inbound: a customer's text. Answers empty TwiML. */
export async function handleSmsInboundWebhook(request: Request): Promise<Response> {
  try {
    const form = await verifiedForm(request);
    if (form instanceof Response) return form;
    const text = inboundTextFrom(form);
    if (!text) return apiError(request, 'INVALID_REQUEST', 'From, To and MessageSid are required');
    await receiveInboundText(db(), text);
    return emptyTwiml();
  } catch (error) {
    return errorResponse(generic, error, requestIdOf(request));
  }
}

import { configuredPublicOrigin } from '../core/public-origin';
import { env } from '../env';
import type { DeliveryReportInput } from './apply-delivery-report';
import type { InboundText } from './receive-inbound-text';
import { isValidTwilioSignature } from './twilio-signature';

/** What the signature covers: the URL the provider called and the form it posted. */
export type SignedWebhook = {
  url: string;
  host: string | null;
  forwardedProto: string | null;
  params: Record<string, string>;
  signature: string | null;
};

/** The addresses the provider may have signed: the public origin + path, else the URL as received. */
function signedUrls(webhook: SignedWebhook): string[] {
  const url = new URL(webhook.url);
  const base = configuredPublicOrigin();
  const candidates = [base ? `${base}${url.pathname}${url.search}` : webhook.url];
  if (!base && webhook.host) {
    const proto = webhook.forwardedProto ?? url.protocol.replace(':', '');
    candidates.push(`${proto}://${webhook.host}${url.pathname}${url.search}`);
  }
  return [...new Set(candidates)];
}

/** X-Twilio-Signature checked with SMS_AUTH_TOKEN; nothing from an unsigned webhook is applied. */
export function isSignedWebhook(webhook: SignedWebhook): boolean {
  const token = env().SMS_AUTH_TOKEN;
  return signedUrls(webhook).some((url) =>
    isValidTwilioSignature(token, url, webhook.params, webhook.signature),
  );
}

/** Our message ids are 43 url-safe characters (server/ids.ts); anything else names no message. */
const messageIdPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A status webhook's delivery report (MessageSid + MessageStatus, ErrorCode), or null when
 * incomplete. The signed URL's `messageUuid` (our id, set when the text was handed over) names the
 * message even when the provider's id has not been recorded yet.
 */
export function deliveryReportFrom(form: Record<string, string>, url: string): DeliveryReportInput | null {
  if (!form.MessageSid || !form.MessageStatus) return null;
  const messageUuid = new URL(url).searchParams.get('messageUuid');
  return {
    providerMessageId: form.MessageSid,
    status: form.MessageStatus,
    errorCode: form.ErrorCode ?? null,
    ...(messageUuid && messageIdPattern.test(messageUuid) ? { messageUuid } : {}),
  };
}

/** An inbound webhook's text (From, To, Body, MessageSid), or null when incomplete. */
export function inboundTextFrom(form: Record<string, string>): InboundText | null {
  if (!form.From || !form.To || !form.MessageSid) return null;
  return { from: form.From, to: form.To, body: form.Body ?? '', providerMessageId: form.MessageSid };
}

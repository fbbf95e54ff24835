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

/** The addresses the provider may have signed: PUBLIC_BASE_URL + path, else the URL as received. */
function signedUrls(webhook: SignedWebhook): string[] {
  const url = new URL(webhook.url);
  const base = env().PUBLIC_BASE_URL?.replace(/\/$/, '');
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

/** A status webhook's delivery report (MessageSid + MessageStatus, ErrorCode), or null when incomplete. */
export function deliveryReportFrom(form: Record<string, string>): DeliveryReportInput | null {
  if (!form.MessageSid || !form.MessageStatus) return null;
  return {
    providerMessageId: form.MessageSid,
    status: form.MessageStatus,
    errorCode: form.ErrorCode ?? null,
  };
}

/** An inbound webhook's text (From, To, Body, MessageSid), or null when incomplete. */
export function inboundTextFrom(form: Record<string, string>): InboundText | null {
  if (!form.From || !form.To || !form.MessageSid) return null;
  return { from: form.From, to: form.To, body: form.Body ?? '', providerMessageId: form.MessageSid };
}

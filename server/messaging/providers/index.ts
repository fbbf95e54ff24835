import { env } from '../../env';
import { sandboxEmailProvider, smtpEmailProvider } from './email-providers';

export { closeEmailTransports } from './email-providers';

import { sandboxTextProvider } from './sandbox-text-provider';
import { twilioTextProvider } from './twilio-text-provider';
import type { EmailProvider, TextProvider } from './types';

/** The configured text provider: Twilio-compatible when TWILIO_ACCOUNT_SID is set, else the sandbox. */
export function textProvider(): TextProvider {
  const settings = env();
  if (!settings.TWILIO_ACCOUNT_SID) return sandboxTextProvider;
  return twilioTextProvider({
    accountSid: settings.TWILIO_ACCOUNT_SID,
    authToken: settings.SMS_AUTH_TOKEN,
    baseUrl: settings.TWILIO_BASE_URL,
    timeoutMs: settings.OUTBOUND_TIMEOUT_MS,
  });
}

/**
 * The account texts are handed to, for its circuit breaker: the Twilio account SID. The sandbox has
 * none: its outages are per number (ending 1111), so one must not hold back every other text.
 */
export function textProviderAccount(): string | null {
  const sid = env().TWILIO_ACCOUNT_SID;
  return sid ? `twilio:${sid}` : null;
}

let smtp: { url: string; provider: EmailProvider } | undefined;

/** SMTP when SMTP_URL is set (one pooled transport per process), else the sandbox. */
export function emailProvider(): EmailProvider {
  const url = env().SMTP_URL;
  if (!url) return sandboxEmailProvider;
  if (smtp?.url !== url) smtp = { url, provider: smtpEmailProvider(url) };
  return smtp.provider;
}

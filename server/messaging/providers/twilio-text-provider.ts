import { ProviderError, type ProviderTextRecord, type TextLookup, type TextProvider } from './types';

/**
 * Texts through a Twilio-compatible REST API (POST /2010-04-01/Accounts/{sid}/Messages.json, form
 * encoded, Basic auth with the account SID and token). Delivery outcomes arrive later on the
 * status webhook. A 4xx answer is a final refusal; 5xx, 429 and network failures are retried; a 401
 * (or code 20003) says the credentials are wrong, which opens the breaker (text-breaker.ts).
 */
export function twilioTextProvider(config: {
  accountSid: string;
  authToken: string;
  baseUrl: string;
  timeoutMs: number;
}): TextProvider {
  const endpoint = `${config.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(text) {
      const form = new URLSearchParams({ To: text.to, From: text.from, Body: text.body });
      if (text.mediaUrl) form.set('MediaUrl', text.mediaUrl);
      if (text.statusCallbackUrl) form.set('StatusCallback', text.statusCallbackUrl);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new ProviderError(`The text provider could not be reached: ${(error as Error).message}`, {
          transient: true,
          code: 'TWILIO_SENDING_FAILURE',
        });
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        message?: string;
        code?: number;
      };
      if (response.ok && answer.sid) return { providerMessageId: answer.sid };
      throw new ProviderError(
        `The text provider refused the text (${response.status}${answer.code ? ` code ${answer.code}` : ''}): ${answer.message ?? 'no reason given'}`,
        {
          transient: response.status >= 500 || response.status === 429,
          code: 'TWILIO_SENDING_FAILURE',
          providerCode: answer.code ? String(answer.code) : null,
          authentication: response.status === 401 || answer.code === twilioAuthenticationError,
          retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
        },
      );
    },
    lookUp: (text) => lookUpTwilioText({ endpoint, authorization, timeoutMs: config.timeoutMs }, text),
  };
}

/** Clock difference tolerated between us and the provider, whose times are whole seconds. */
const clockSkewMs = 30_000;

/**
 * Finds a text among the account's messages (GET Messages.json filtered by To, From and
 * DateSent>= the claim's day), matched by its body and created after the claim. Any failure to
 * get the list throws: only a list that answers can say the text was never handed over.
 */
async function lookUpTwilioText(
  api: { endpoint: string; authorization: string; timeoutMs: number },
  text: TextLookup,
): Promise<ProviderTextRecord | null> {
  const query = new URLSearchParams({
    To: text.to,
    From: text.from,
    'DateSent>': text.since.toISOString().slice(0, 10),
    PageSize: '1000',
  });
  // Twilio's filter "DateSent>=day" is the key "DateSent>" with the day as its value.
  const url = `${api.endpoint}?${query.toString()}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: api.authorization },
      signal: AbortSignal.timeout(api.timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(`The text provider could not be reached: ${(error as Error).message}`, {
      transient: true,
      code: 'TWILIO_LOOKUP_FAILURE',
    });
  }
  if (!response.ok) {
    throw new ProviderError(`The text provider did not list its messages (${response.status})`, {
      transient: true,
      code: 'TWILIO_LOOKUP_FAILURE',
    });
  }
  const answer = (await response.json().catch(() => ({}))) as { messages?: TwilioListedMessage[] };
  if (!Array.isArray(answer.messages)) {
    throw new ProviderError('The text provider answered its message list without messages', {
      transient: true,
      code: 'TWILIO_LOOKUP_FAILURE',
    });
  }
  const after = text.since.getTime() - clockSkewMs;
  const found = answer.messages.find(
    (m) => m.body === text.body && Date.parse(m.date_created ?? '') >= after && Boolean(m.sid),
  );
  if (!found?.sid) return null;
  return {
    providerMessageId: found.sid,
    status: found.status ?? 'queued',
    errorCode: found.error_code == null ? null : String(found.error_code),
  };
}

type TwilioListedMessage = {
  sid?: string;
  body?: string;
  status?: string;
  date_created?: string;
  error_code?: number | null;
};

/** Twilio's code for credentials it does not accept. */
const twilioAuthenticationError = 20003;

/** Retry-After in seconds, given as seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

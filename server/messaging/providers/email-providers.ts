import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import { emailHtml } from '../email-html';
import { type EmailProvider, type OutgoingEmail, ProviderError, type ProviderWarning } from './types';

/**
 * The default email provider when no SMTP server is configured: the rendered email stays in the
 * messages table (the inbox shows it). An address whose domain is bounce.example is refused, so the
 * failure path can be tried.
 */
export const sandboxEmailProvider: EmailProvider = {
  name: 'sandbox',
  async send(email) {
    if (email.to.toLowerCase().endsWith('@bounce.example')) {
      throw new ProviderError(`The mail server refused ${email.to} (sandbox domain bounce.example)`, {
        transient: false,
        code: 'INVALID_EMAIL_ADDRESS',
      });
    }
    return { providerMessageId: `<${randomBytes(12).toString('hex')}@sandbox.servicebay>` };
  },
};

/** A few connections per process, each reused for a batch of messages before it is renewed. */
export const smtpPoolSettings = { maxConnections: 3, maxMessages: 100 } as const;

type Transport = Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>;
// One pool per SMTP_URL, kept across hot reloads in development like the database pool.
const holder = globalThis as unknown as { __servicebaySmtp?: Map<string, Transport> };

function pooledTransport(url: string): Transport {
  holder.__servicebaySmtp ??= new Map();
  let transport = holder.__servicebaySmtp.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(new SMTPPool({ url, pool: true, ...smtpPoolSettings }));
    holder.__servicebaySmtp.set(url, transport);
  }
  return transport;
}

/** Closes the pooled SMTP connections (on shutdown); a later send opens a new pool. */
export function closeEmailTransports(): void {
  for (const transport of holder.__servicebaySmtp?.values() ?? []) transport.close();
  holder.__servicebaySmtp?.clear();
}

/** What nodemailer reports for one refused recipient (and for a failed send). */
type SmtpError = Error & {
  code?: string;
  recipient?: string;
  response?: string;
  responseCode?: number;
  rejectedErrors?: SmtpError[];
};

/**
 * SMTP through a pooled nodemailer transport, judged per recipient as a mail server would: a 5xx
 * for the customer's address is final (INVALID_EMAIL_ADDRESS); a 4xx or a connection failure is
 * transient (retried for about a day, then EMAIL_DEFERRED_TOO_LONG). A refused copy (Cc, Bcc)
 * does not stop the email: it comes back as a RECIPIENT_REFUSED warning with the server's answer.
 */
export function smtpEmailProvider(url: string): EmailProvider {
  return {
    name: 'smtp',
    async send(email) {
      let info: SMTPPool.SentMessageInfo;
      try {
        info = await pooledTransport(url).sendMail(await mailOf(email));
      } catch (error) {
        throw smtpFailure(error as SmtpError, email.to, []);
      }
      const refusals = (info.rejectedErrors ?? []) as SmtpError[];
      const toRefusal = refusals.find((refusal) => sameAddress(refusal.recipient, email.to));
      if (toRefusal) throw smtpFailure(toRefusal, email.to, info.accepted.map(String));
      return { providerMessageId: info.messageId, warnings: refusals.map(refusalWarning) };
    },
  };
}

/**
 * The MIME message: the plain text and its HTML rendering as alternatives, and an appointment's
 * invite as a text/calendar part with its METHOD, which mail clients show as an event.
 */
async function mailOf(email: OutgoingEmail): Promise<nodemailer.SendMailOptions> {
  return {
    from: { name: email.fromName, address: email.from },
    to: email.to,
    cc: email.cc,
    bcc: email.bcc,
    subject: email.subject,
    text: email.text,
    html: await emailHtml(email),
    icalEvent: email.calendar
      ? { method: email.calendar.method, filename: 'invite.ics', content: email.calendar.ics }
      : undefined,
    headers: { 'X-ServiceBay-Message': email.messageUuid },
  };
}

const sameAddress = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

const answerOf = (error: SmtpError) => error.response?.trim() || error.message;

const refusalWarning = (refusal: SmtpError): ProviderWarning => ({
  warningCode: 'RECIPIENT_REFUSED',
  warningDescription: `The mail server refused ${refusal.recipient ?? 'a recipient'}: ${answerOf(refusal)}`,
});

/**
 * The ProviderError for an email the customer's address did not get. `taken` are the copies the
 * server accepted all the same: they are never sent again on a retry.
 */
function smtpFailure(error: SmtpError, to: string, taken: string[]): ProviderError {
  const forTo = error.rejectedErrors?.find((refusal) => sameAddress(refusal.recipient, to)) ?? error;
  const code = forTo.responseCode;
  const copies = taken.length > 0 ? ` (copies already taken for ${taken.join(', ')})` : '';
  // Refused credentials (535) say nothing of the address: every email waits until SMTP_URL is fixed.
  if (forTo.code === 'EAUTH') {
    return new ProviderError(`The mail server refused our credentials: ${answerOf(forTo)}`, {
      transient: true,
      code: 'EMAIL_DEFERRED_TOO_LONG',
      authentication: true,
    });
  }
  if (code !== undefined && code >= 500) {
    return new ProviderError(`The mail server refused ${to}: ${answerOf(forTo)}${copies}`, {
      transient: false,
      code: 'INVALID_EMAIL_ADDRESS',
    });
  }
  return new ProviderError(`The mail server deferred the email to ${to}: ${answerOf(forTo)}${copies}`, {
    transient: true,
    code: 'EMAIL_DEFERRED_TOO_LONG',
    taken,
  });
}

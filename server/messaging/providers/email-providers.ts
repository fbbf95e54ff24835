import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { type EmailProvider, ProviderError } from './types';

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

/** SMTP through nodemailer. A 5xx answer for the recipient is final; connection problems are retried. */
export function smtpEmailProvider(url: string): EmailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(email) {
      try {
        const info = await transport.sendMail({
          from: { name: email.fromName, address: email.from },
          to: email.to,
          cc: email.cc,
          bcc: email.bcc,
          subject: email.subject,
          text: email.text,
          headers: { 'X-ServiceBay-Message': email.messageUuid },
        });
        return { providerMessageId: info.messageId };
      } catch (error) {
        const responseCode = (error as { responseCode?: number }).responseCode;
        const permanent = responseCode !== undefined && responseCode >= 500;
        throw new ProviderError(`The mail server did not take the email: ${(error as Error).message}`, {
          transient: !permanent,
          code: permanent ? 'INVALID_EMAIL_ADDRESS' : 'INTERNAL_SERVER_ERROR',
        });
      }
    },
  };
}

import { DomainError } from '../core/errors';
import { newUuid } from '../ids';
import { log } from '../log';
import { emailProvider, textProvider } from '../messaging/providers';
import { ProviderError } from '../messaging/providers/types';
import { addressOf, type OnlineContact } from './online-contact';
import type { OnlineScope } from './resolve-online-department';
import { keepSandboxText } from './sandbox-outbox';

const unsent = (contact: OnlineContact) =>
  new DomainError(
    'SERVICE_UNAVAILABLE',
    contact.kind === 'phone'
      ? 'The code could not be texted just now; try again in a minute'
      : 'The code could not be emailed just now; try again in a minute, or use your mobile number',
  );

/** Hands the code to the text provider, or to the email provider (SMTP or its sandbox). */
async function handOver(scope: OnlineScope, contact: OnlineContact, body: string) {
  const { dealer, department } = scope;
  if (contact.kind === 'phone') {
    const provider = textProvider();
    await provider.send({ from: department.textNumber ?? dealer.phoneNumber ?? '', to: contact.phone, body });
    return provider.name === 'sandbox';
  }
  const from = department.emailAddress ?? dealer.emailAddress;
  // Without an address to send from nothing can go out; the same for every email, known or not.
  if (!from) throw unsent(contact);
  const provider = emailProvider();
  await provider.send({
    from,
    fromName: dealer.name,
    to: contact.email,
    cc: [],
    bcc: [],
    subject: `Your ${dealer.name} booking code`,
    text: body,
    messageUuid: newUuid(),
  });
  return provider.name === 'sandbox';
}

/**
 * Sends a one-time code by text or email. With a sandbox provider (none configured) the words are
 * kept in memory for ten minutes, so a demo or a test can read the code.
 */
export async function deliverOnlineCode(
  scope: OnlineScope,
  input: { contact: OnlineContact; code: string; now: Date; requestId: string },
): Promise<void> {
  const { contact, code, now } = input;
  const body = `${code} is your ${scope.dealer.name} booking code. It expires in 10 minutes. Do not share it.`;
  let sandbox: boolean;
  try {
    sandbox = await handOver(scope, contact, body);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.warn('one-time code not sent', { requestId: input.requestId, code: error.code, kind: contact.kind });
    throw unsent(contact);
  }
  if (sandbox) keepSandboxText({ dealerUuid: scope.dealer.uuid, to: addressOf(contact), body, sentAt: now });
}

import { DomainError } from '../core/errors';
import { textLimits } from '../core/text';
import type { SendParties, SendToCustomerInput } from './outgoing-message-types';
import { smsSize } from './sms-segments';

/**
 * The text a customer receives: the body, then the sender's signature, the dealership footer and,
 * for texts, the department's opt-out (TCPA) line, each on its own line and each only when asked.
 */
export function composeBody(input: {
  body: string;
  protocol: 'TEXT' | 'EMAIL';
  signature?: string | null;
  footer?: string | null;
  tcpaFooter?: string | null;
}): string {
  const parts = [input.body.trim()];
  if (input.signature) parts.push(`- ${input.signature}`);
  if (input.footer) parts.push(input.footer.trim());
  if (input.protocol === 'TEXT' && input.tcpaFooter) parts.push(input.tcpaFooter.trim());
  return parts.filter(Boolean).join('\n');
}

/**
 * The body a send will carry, with the signature, footer and opt-out line it asked for. A text is
 * checked as sent: the provider refuses more than 1,600 characters, footers included, so such a
 * send is refused here, before anything is recorded or handed over.
 */
export function composeOutgoingBody(input: SendToCustomerInput, parties: SendParties): string {
  const body = composeBody({
    body: input.body,
    protocol: input.protocol,
    signature: input.addSignature ? parties.sender.name : null,
    footer: input.addFooter ? parties.department.footer : null,
    tcpaFooter: input.addTCPAFooter === false ? null : parties.department.tcpaOptOutText,
  });
  if (input.protocol === 'TEXT' && body.length > textLimits.smsBody) {
    const { segments } = smsSize(body);
    throw new DomainError(
      'MESSAGE_BODY_TOO_LONG',
      `The text as sent (with its signature, footer and opt-out line) is ${body.length} characters in ${segments} segments; at most ${textLimits.smsBody} characters can be sent`,
    );
  }
  return body;
}

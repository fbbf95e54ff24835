import type { MessageWarning } from '../db/schema';
import type { Recipient } from './recipient-records';
import type { Sender } from './send-party-records';

/**
 * Whether the text waits for the customer's opt-in (WAITING_FOR_OPT_IN) instead of going out:
 * asked for with queueIfOptedOut and the number has not opted in, unless a sender who may
 * overrides the opt-in rules. An explicit opt-out is never overridden; what cannot be done as
 * asked is a warning.
 */
export function waitsForOptIn(
  input: { queueIfOptedOut?: boolean | null; overrideOptOut?: boolean | null },
  sender: Sender,
  recipient: Recipient,
  warnings: MessageWarning[],
): boolean {
  const phone = recipient.protocol === 'TEXT' ? recipient.phone : null;
  let queueForOptIn = false;
  if (input.queueIfOptedOut) {
    if (recipient.protocol !== 'TEXT') {
      warnings.push({
        warningCode: 'CANT_QUEUE_MESSAGE_IF_OPTED_OUT',
        warningDescription: 'Only texts can wait for an opt-in; the email is sent now',
      });
    } else if (phone?.optInStatus === 'NONE') {
      queueForOptIn = true;
    }
  }
  if (input.overrideOptOut) {
    const mayOverride = sender.authorities.includes('messaging.optout.override');
    if (!mayOverride || phone?.optInStatus === 'OPTED_OUT') {
      warnings.push({
        warningCode: 'CANT_OVERRIDE_OPTOUT',
        warningDescription: mayOverride
          ? 'An explicit opt-out can never be overridden'
          : 'The sending user lacks messaging.optout.override; opt-in rules apply',
      });
    } else {
      queueForOptIn = false;
    }
  }
  return queueForOptIn;
}

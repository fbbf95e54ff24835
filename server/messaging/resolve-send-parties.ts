import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { Dealer, Department } from '../db/schema';
import { effectiveSettingsOf } from './messaging-settings-records';
import type { SendParties, SendToCustomerInput } from './outgoing-message-types';
import { findRecipient, preferredPhoneRecipient } from './recipient-records';
import { findSendParties, type Sender } from './send-party-records';

/** Who and what a send involves, each checked. */

type Settled<T> = { value: T } | { error: unknown };

const settled = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

function unwrap<T>(outcome: Settled<T>): T {
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * Reads the department, sender, customer, recipient and the dealer's messaging settings, and throws
 * the spec's DomainError for the first one wrong, in the spec's order (department, user, customer,
 * authority, sending address, recipient). A text to the preferred phone reads all of it in one
 * statement; a named address or an email reads its recipient alongside, in the same round trip.
 */
export async function resolveSendParties(
  tx: Tx,
  input: Pick<
    SendToCustomerInput,
    'departmentUuid' | 'userUuid' | 'customerUuid' | 'protocol' | 'isManual' | 'communicationValue'
  >,
): Promise<SendParties> {
  const toPreferredPhone = input.protocol === 'TEXT' && !input.communicationValue;
  const partiesQuery = findSendParties(tx, input);
  const recipientQuery = toPreferredPhone
    ? null
    : settled(findRecipient(tx, input.protocol, input.customerUuid, input.communicationValue));
  const row = await partiesQuery;
  if (!row) throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${input.departmentUuid}`);
  const { department, dealer, sender, customer } = row;
  if (!sender) {
    throw new DomainError(
      'INVALID_USER',
      input.userUuid === 'DEFAULT'
        ? 'The department has no Default DealerAssociate'
        : `User ${input.userUuid} is not an active dealer associate of the department`,
    );
  }
  if (!customer)
    throw new DomainError('INVALID_CUSTOMER', `The dealer has no customer ${input.customerUuid}`);
  checkAuthority(sender, input.protocol, input.isManual);
  const from = sendingAddress(department, dealer, input.protocol);
  const recipient = recipientQuery
    ? unwrap(await recipientQuery)
    : preferredPhoneRecipient(row.preferredPhone);
  const settings = effectiveSettingsOf(row.settings);
  return { department, dealer, sender, customer, from, recipient, settings };
}

export function requiredAuthority(protocol: 'TEXT' | 'EMAIL', isManual: boolean): string | null {
  if (protocol === 'TEXT') return isManual ? 'messaging.text.send.manual' : 'sms.send';
  return isManual ? 'messaging.email.send' : null;
}

function checkAuthority(sender: Sender, protocol: 'TEXT' | 'EMAIL', isManual: boolean): void {
  const authority = requiredAuthority(protocol, isManual);
  if (authority && !sender.authorities.includes(authority)) {
    throw new DomainError(
      'USER_DOES_NOT_HAVE_AUTHORITY',
      `The sending user lacks the authority ${authority} needed for ${isManual ? 'manual' : 'automatic'} ${protocol === 'TEXT' ? 'texts' : 'emails'}`,
    );
  }
}

/** The department's text number, or its (else its dealer's) email address. */
function sendingAddress(department: Department, dealer: Dealer, protocol: 'TEXT' | 'EMAIL'): string {
  const from = protocol === 'TEXT' ? department.textNumber : (department.emailAddress ?? dealer.emailAddress);
  if (!from) {
    throw protocol === 'TEXT'
      ? new DomainError('MISSING_VOICE_CREDENTIALS', 'The department has no text number to send from')
      : new DomainError(
          'MISSING_DEALER_EMAIL',
          'The department and dealer have no email address to send from',
        );
  }
  return from;
}

import { isBlockedAddress } from './messaging-settings-records';
import type { Refusal } from './outgoing-message-types';
import type { Recipient } from './recipient-records';

/** The recipient opted out, is not OK to contact, or (an email) is on the dealership's blocked list. */
export function consentRefusal(recipient: Recipient, blockedDomains: string[]): Refusal | null {
  if (recipient.protocol === 'TEXT') {
    const { phone } = recipient;
    if (phone.optInStatus === 'OPTED_OUT') {
      return {
        errorCode: 'OPTED_OUT_COMMUNICATION_VALUE',
        reason: `${phone.phoneNumber} opted out of texts`,
      };
    }
    if (!phone.okToText) {
      return {
        errorCode: 'COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE',
        reason: `${phone.phoneNumber} is marked as not OK to text`,
      };
    }
    return null;
  }
  const { email } = recipient;
  if (!email.okToEmail) {
    return {
      errorCode: 'COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE',
      reason: `${email.emailAddress} is marked as not OK to email`,
    };
  }
  if (isBlockedAddress(email.emailAddress, blockedDomains)) {
    return {
      errorCode: 'BLACKLISTED_EMAIL_ADDRESS_OR_DOMAIN',
      reason: `The dealership does not send email to ${email.emailAddress}`,
    };
  }
  return null;
}

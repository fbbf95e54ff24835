import type { Tx } from '../db/client';
import { consentRefusal } from './consent-refusal';
import { customerLockRefusal } from './customer-lock-refusal';
import type { Refusal, SendParties } from './outgoing-message-types';
import { rateLimitRefusal } from './rate-limit-refusal';
import { lockRecipient } from './recipient-records';

/** Why a valid send is recorded as FAILED instead of going out. */

/**
 * The first reason the message may not go out, in this order: consent (opted out, not OK to
 * contact, blocked address), the customer locked by another advisor (manual sends), the
 * recipient's rate limit. Sends to one recipient take turns from here to their commit, so two at
 * once cannot both pass the rate limit.
 */
export async function sendRefusal(
  tx: Tx,
  parties: SendParties,
  input: { departmentUuid: string; isManual: boolean },
): Promise<Refusal | null> {
  const { dealer, customer, sender, recipient, settings } = parties;
  const address = recipient.address;
  await lockRecipient(tx, dealer.uuid, address);
  return (
    consentRefusal(recipient, settings.blockedEmailDomains) ??
    (input.isManual
      ? await customerLockRefusal(tx, input.departmentUuid, customer.uuid, sender.uuid)
      : null) ??
    (await rateLimitRefusal(tx, dealer.uuid, address, settings))
  );
}

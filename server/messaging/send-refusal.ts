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
 * once cannot both pass the rate limit: the count goes out together with the lock, and the
 * connection runs it only once the lock is granted, so it counts every send committed while this
 * one waited.
 */
export async function sendRefusal(
  tx: Tx,
  parties: SendParties,
  input: { departmentUuid: string; isManual: boolean },
): Promise<Refusal | null> {
  const { dealer, customer, sender, recipient, settings } = parties;
  const address = recipient.address;
  const locked = lockRecipient(tx, dealer.uuid, address);
  const consent = consentRefusal(recipient, settings.blockedEmailDomains);
  if (consent || input.isManual) {
    await locked;
    if (consent) return consent;
    const customerLocked = await customerLockRefusal(tx, input.departmentUuid, customer.uuid, sender.uuid);
    if (customerLocked) return customerLocked;
    return rateLimitRefusal(tx, dealer.uuid, address, settings);
  }
  const [, rateLimited] = await Promise.all([locked, rateLimitRefusal(tx, dealer.uuid, address, settings)]);
  return rateLimited;
}

import type { Tx } from '../db/client';
import type { Customer } from '../db/schema';
import { findCustomerUuidByContact, findCustomerUuidByKey, getCustomerRow } from './customer-records';
import type { NormalizedCustomerRequest } from './normalize-customer-request';

/**
 * The dealer's customer a save without a customer uuid lands on (the dedupe rule of the Customer
 * API, also used by payment links): the one holding the customerKey, else the oldest sharing a phone
 * or email with the same last name or company. Locked for update; null when none matches. The
 * caller holds the dealer's customer lock, so two concurrent saves cannot both miss each other.
 */
export async function findMatchingCustomer(
  tx: Tx,
  options: { dealerUuid: string; request: NormalizedCustomerRequest },
): Promise<Customer | null> {
  const { dealerUuid, request } = options;
  const { customerKey, lastName, company } = request.customer;
  const matchUuid =
    (customerKey ? await findCustomerUuidByKey(tx, { dealerUuid, customerKey }) : null) ??
    (await findCustomerUuidByContact(tx, {
      dealerUuid,
      phoneNumbers: request.phones.map((p) => p.phoneNumber),
      emailAddresses: request.emails.map((e) => e.emailAddress),
      lastName,
      company,
    }));
  return matchUuid ? getCustomerRow(tx, { dealerUuid, customerUuid: matchUuid, forUpdate: true }) : null;
}

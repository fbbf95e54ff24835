import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import { normalizePhone } from '../customers/normalize-phone';
import type { Tx } from '../db/client';
import { prepared, preparedSql } from '../db/prepared';
import { type CustomerEmail, type CustomerPhone, customerEmails, customerPhones } from '../db/schema';
import { isEmailAddress } from './messaging-settings-records';

/** The customer's phone (a text) or email address (an email) a message goes to. */
export type Recipient =
  | { protocol: 'TEXT'; phone: CustomerPhone; address: string }
  | { protocol: 'EMAIL'; email: CustomerEmail; address: string };

/**
 * Sends to one address of the dealer take turns until the transaction ends (a transaction-level
 * advisory lock), so two at once cannot both pass its rate limit.
 */
export async function lockRecipient(tx: Tx, dealerUuid: string, address: string): Promise<void> {
  await recipientLock(tx, { key: `recipient:${dealerUuid}:${address}` });
}

// Sent the moment it is called, like the rate-limit count (countSentTo) that follows it.
const recipientLock = preparedSql<{ key: string }>(
  'recipient-lock',
  (v) => sql`select pg_advisory_xact_lock(hashtext(${v.key}))`,
);

/**
 * The phone or email address of the customer named by `value`, or without one the customer's
 * preferred one of the protocol. INVALID_COMMUNICATION_VALUE (or INVALID_EMAIL_ADDRESS) when there
 * is none.
 */
export function findRecipient(
  tx: Tx,
  protocol: 'TEXT' | 'EMAIL',
  customerUuid: string,
  value: string | null | undefined,
): Promise<Recipient> {
  return protocol === 'TEXT'
    ? findPhone(tx, customerUuid, value).then((phone) => ({
        protocol,
        phone,
        address: phone.phoneNumber,
      }))
    : findEmail(tx, customerUuid, value).then((email) => ({
        protocol,
        email,
        address: email.emailAddress,
      }));
}

/** A text to the customer's preferred phone (read with the send's parties); none is the customer's mistake. */
export function preferredPhoneRecipient(phone: CustomerPhone | null): Recipient {
  if (!phone) throw new DomainError('INVALID_COMMUNICATION_VALUE', 'The customer has no phone number');
  return { protocol: 'TEXT', phone, address: phone.phoneNumber };
}

async function findPhone(
  tx: Tx,
  customerUuid: string,
  value: string | null | undefined,
): Promise<CustomerPhone> {
  if (value) {
    const number = normalizePhone(value);
    if (!number) {
      throw new DomainError(
        'INVALID_COMMUNICATION_VALUE',
        `${value} is not a phone number a text can be sent to`,
      );
    }
    const [phone] = await tx
      .select()
      .from(customerPhones)
      .where(and(eq(customerPhones.customerUuid, customerUuid), eq(customerPhones.phoneNumber, number)));
    if (!phone)
      throw new DomainError('INVALID_COMMUNICATION_VALUE', `${value} is not a phone number of the customer`);
    return phone;
  }
  // Most sends go to the customer's preferred phone: prepared once per process.
  const [phone] = await preferredPhone(tx, { customerUuid });
  if (!phone) throw new DomainError('INVALID_COMMUNICATION_VALUE', 'The customer has no phone number');
  return phone;
}

async function findEmail(
  tx: Tx,
  customerUuid: string,
  value: string | null | undefined,
): Promise<CustomerEmail> {
  if (value) {
    if (!isEmailAddress(value))
      throw new DomainError('INVALID_EMAIL_ADDRESS', `${value} is not an email address`);
    const [email] = await tx
      .select()
      .from(customerEmails)
      .where(
        and(
          eq(customerEmails.customerUuid, customerUuid),
          eq(sql`lower(${customerEmails.emailAddress})`, value.trim().toLowerCase()),
        ),
      );
    if (!email)
      throw new DomainError(
        'INVALID_COMMUNICATION_VALUE',
        `${value} is not an email address of the customer`,
      );
    return email;
  }
  const [email] = await tx
    .select()
    .from(customerEmails)
    .where(eq(customerEmails.customerUuid, customerUuid))
    .orderBy(desc(customerEmails.isPreferred), asc(customerEmails.createdAt), asc(customerEmails.uuid))
    .limit(1);
  if (!email) throw new DomainError('INVALID_COMMUNICATION_VALUE', 'The customer has no email address');
  return email;
}

const preferredPhone = prepared('find_preferred_phone', (database) =>
  database
    .select()
    .from(customerPhones)
    .where(eq(customerPhones.customerUuid, sql.placeholder('customerUuid')))
    .orderBy(desc(customerPhones.isPreferred), asc(customerPhones.createdAt), asc(customerPhones.uuid))
    .limit(1),
);

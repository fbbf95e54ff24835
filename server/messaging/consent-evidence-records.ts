import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customerPhones, customers, type TextConsentMethod, textConsents } from '../db/schema';

/*
 * Consent evidence: the consents advisors recorded, and a customer's numbers with their consent,
 * always within one dealer.
 */

export async function insertConsentEvidence(
  tx: Tx,
  row: {
    uuid: string;
    dealerUuid: string;
    departmentUuid: string;
    customerUuid: string;
    phoneNumber: string;
    method: TextConsentMethod;
    recordedByUserUuid: string;
    recordedByName: string;
    recordedAt: Date;
  },
): Promise<void> {
  await tx.insert(textConsents).values(row);
}

/** The customer of the dealer, if it is one. */
export async function findDealerCustomer(tx: Tx, filter: { dealerUuid: string; customerUuid: string }) {
  const [row] = await tx
    .select({ uuid: customers.uuid, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(and(eq(customers.uuid, filter.customerUuid), eq(customers.dealerUuid, filter.dealerUuid)))
    .limit(1);
  return row ?? null;
}

/** The customer's numbers with their consent, preferred first (the customer is the dealer's). */
export async function findCustomerPhoneConsents(tx: Tx, customerUuid: string) {
  return tx
    .select({
      phoneNumber: customerPhones.phoneNumber,
      optInStatus: customerPhones.optInStatus,
      okToText: customerPhones.okToText,
    })
    .from(customerPhones)
    .where(eq(customerPhones.customerUuid, customerUuid))
    .orderBy(desc(customerPhones.isPreferred), customerPhones.phoneNumber);
}

/** The consents recorded for the customer, newest first. */
export async function findConsentEvidence(tx: Tx, filter: { dealerUuid: string; customerUuid: string }) {
  return tx
    .select({
      phoneNumber: textConsents.phoneNumber,
      method: textConsents.method,
      recordedByName: textConsents.recordedByName,
      recordedAt: textConsents.recordedAt,
    })
    .from(textConsents)
    .where(
      and(eq(textConsents.customerUuid, filter.customerUuid), eq(textConsents.dealerUuid, filter.dealerUuid)),
    )
    .orderBy(desc(textConsents.recordedAt));
}

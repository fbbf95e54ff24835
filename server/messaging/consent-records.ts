import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customerPhones, customers } from '../db/schema';

/*
 * Consent data access: consent belongs to a number at a dealer, so every statement names the
 * dealer and reaches the phones of its customers only.
 */

type NumberAtDealer = { dealerUuid: string; phoneNumber: string };

/** Every customer's phone with this number at this dealer. */
const phonesOfNumberAtDealer = (tx: Tx, target: NumberAtDealer) =>
  and(
    eq(customerPhones.phoneNumber, target.phoneNumber),
    inArray(
      customerPhones.customerUuid,
      tx.select({ uuid: customers.uuid }).from(customers).where(eq(customers.dealerUuid, target.dealerUuid)),
    ),
  );

export async function setOptInStatus(
  tx: Tx,
  target: NumberAtDealer,
  status: 'OPTED_IN' | 'OPTED_OUT',
): Promise<void> {
  await tx
    .update(customerPhones)
    .set({ optInStatus: status, optInChangedAt: new Date() })
    .where(phonesOfNumberAtDealer(tx, target));
}

/** The number may not be texted (the carrier says it cannot receive texts). */
export async function markNotTextable(tx: Tx, target: NumberAtDealer): Promise<void> {
  await tx.update(customerPhones).set({ okToText: false }).where(phonesOfNumberAtDealer(tx, target));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customerPhones, customers, messages } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { queues } from '../jobs/queues';
import { enqueueMessageCallback } from './message-callback';

/**
 * Records an opt-in of a number at a dealer (every customer of the dealer holding it) and
 * releases the texts held for it: WAITING_FOR_OPT_IN → QUEUED with a send job. From here on they
 * are asynchronous, so their sent or failed status reaches the callbackURL.
 */
export async function recordOptIn(
  tx: Tx,
  target: { dealerUuid: string; phoneNumber: string },
): Promise<string[]> {
  await setOptInStatus(tx, target, 'OPTED_IN');
  const released = await tx
    .update(messages)
    .set({ deliveryStatus: 'QUEUED', queueExpiresAt: null, sendSynchronously: false })
    .where(
      and(
        eq(messages.dealerUuid, target.dealerUuid),
        eq(messages.toNumber, target.phoneNumber),
        eq(messages.deliveryStatus, 'WAITING_FOR_OPT_IN'),
        sql`${messages.queueExpiresAt} > now()`,
      ),
    )
    .returning({ uuid: messages.uuid });
  for (const { uuid } of released) await enqueue(tx, queues.messagingSend, { messageUuid: uuid });
  return released.map((m) => m.uuid);
}

/**
 * Records an explicit opt-out: the number never gets another text (but the one confirmation), and
 * texts held for its opt-in fail with OPTED_OUT_COMMUNICATION_VALUE and a FAILURE callback.
 */
export async function recordOptOut(
  tx: Tx,
  target: { dealerUuid: string; phoneNumber: string },
): Promise<void> {
  await setOptInStatus(tx, target, 'OPTED_OUT');
  const failed = await tx
    .update(messages)
    .set({
      deliveryStatus: 'FAILED',
      errorCode: 'OPTED_OUT_COMMUNICATION_VALUE',
      failureReason: `${target.phoneNumber} opted out of texts before the message could be sent`,
      sendSynchronously: false,
    })
    .where(
      and(
        eq(messages.dealerUuid, target.dealerUuid),
        eq(messages.toNumber, target.phoneNumber),
        inArray(messages.deliveryStatus, ['WAITING_FOR_OPT_IN', 'QUEUED']),
        eq(messages.protocol, 'TEXT'),
        sql`${messages.purpose} is distinct from 'CONSENT_REPLY'`,
      ),
    )
    .returning();
  for (const message of failed) await enqueueMessageCallback(tx, message, 'status-change');
}

async function setOptInStatus(
  tx: Tx,
  target: { dealerUuid: string; phoneNumber: string },
  status: 'OPTED_IN' | 'OPTED_OUT',
): Promise<void> {
  await tx
    .update(customerPhones)
    .set({ optInStatus: status, optInChangedAt: new Date() })
    .where(phonesOfNumberAtDealer(tx, target));
}

/** Every customer's phone with this number at this dealer: consent belongs to the number. */
export const phonesOfNumberAtDealer = (tx: Tx, target: { dealerUuid: string; phoneNumber: string }) =>
  and(
    eq(customerPhones.phoneNumber, target.phoneNumber),
    inArray(
      customerPhones.customerUuid,
      tx.select({ uuid: customers.uuid }).from(customers).where(eq(customers.dealerUuid, target.dealerUuid)),
    ),
  );

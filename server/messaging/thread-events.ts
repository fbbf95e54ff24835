import type { Tx } from '../db/client';
import { newUuid } from '../ids';
import { insertMessage } from './message-records';
import { wholeSecond } from './whole-second';

/** A system event in the customer's thread (opt-out, opt-in, expiry ...): protocol NONE, automatic. */
export async function recordThreadEvent(
  tx: Tx,
  event: { dealerUuid: string; departmentUuid: string; customerUuid: string; body: string; purpose: string },
): Promise<void> {
  await insertMessage(tx, {
    uuid: newUuid(),
    dealerUuid: event.dealerUuid,
    departmentUuid: event.departmentUuid,
    customerUuid: event.customerUuid,
    kind: 'EVENT',
    protocol: 'NONE',
    direction: 'OUTGOING',
    deliveryStatus: 'NONE',
    body: event.body,
    purpose: event.purpose,
    isManual: false,
    isRead: true,
    receivedOn: wholeSecond(new Date()),
  });
}

import type { Tx } from '../db/client';
import type { Refusal } from './outgoing-message-types';
import { findLockHeldByOther } from './thread-records';

/** Another advisor has the customer's thread open in the inbox (manual sends only). */
export async function customerLockRefusal(
  tx: Tx,
  departmentUuid: string,
  customerUuid: string,
  senderUuid: string,
): Promise<Refusal | null> {
  const lock = await findLockHeldByOther(tx, { departmentUuid, customerUuid }, senderUuid);
  if (!lock) return null;
  return {
    errorCode: 'CUSTOMER_LOCKED',
    reason: `${lock.firstName} ${lock.lastName} is working with this customer right now; try again in a few minutes`,
  };
}

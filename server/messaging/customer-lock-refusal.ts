import { and, eq, gt, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customerLocks, dealerAssociates, users } from '../db/schema';
import type { Refusal } from './outgoing-message-types';

/** Another advisor has the customer's thread open in the inbox (manual sends only). */
export async function customerLockRefusal(
  tx: Tx,
  departmentUuid: string,
  customerUuid: string,
  senderUuid: string,
): Promise<Refusal | null> {
  const [lock] = await tx
    .select({ holder: users.firstName, holderLast: users.lastName })
    .from(customerLocks)
    .innerJoin(dealerAssociates, eq(dealerAssociates.uuid, customerLocks.dealerAssociateUuid))
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(customerLocks.departmentUuid, departmentUuid),
        eq(customerLocks.customerUuid, customerUuid),
        ne(customerLocks.dealerAssociateUuid, senderUuid),
        gt(customerLocks.expiresAt, new Date()),
      ),
    );
  if (!lock) return null;
  return {
    errorCode: 'CUSTOMER_LOCKED',
    reason: `${lock.holder} ${lock.holderLast} is working with this customer right now; try again in a few minutes`,
  };
}

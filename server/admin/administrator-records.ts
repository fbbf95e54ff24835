import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { administrators, dealers, users } from '../db/schema';
import { newUuid } from '../ids';

/**
 * Locks the dealer's row for the rest of the transaction. Every change to who administers the dealer
 * takes this lock first, so two administrators revoking each other at once run one after the other
 * and the second sees the first's change (each statement reads afresh under read committed).
 */
export async function lockDealerAdministration(tx: Tx, dealerUuid: string): Promise<void> {
  await tx.select({ uuid: dealers.uuid }).from(dealers).where(eq(dealers.uuid, dealerUuid)).for('update');
}

const isDealerAdmin = (dealerUuid: string) =>
  and(eq(administrators.dealerUuid, dealerUuid), eq(administrators.role, 'DEALER_ADMIN'));

/**
 * Refuses with LAST_ADMINISTRATOR when `leavingUserUuid` administers the dealer and nobody else active
 * does. Call it after lockDealerAdministration, before removing their role.
 */
export async function keepAnActiveAdministrator(
  tx: Tx,
  dealerUuid: string,
  leavingUserUuid: string,
): Promise<void> {
  const [leaving] = await tx
    .select({ uuid: administrators.uuid })
    .from(administrators)
    .where(and(isDealerAdmin(dealerUuid), eq(administrators.userUuid, leavingUserUuid)));
  if (!leaving) return;
  const [remaining] = await tx
    .select({ uuid: administrators.uuid })
    .from(administrators)
    .innerJoin(users, eq(users.uuid, administrators.userUuid))
    .where(
      and(
        isDealerAdmin(dealerUuid),
        ne(administrators.userUuid, leavingUserUuid),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  if (!remaining)
    throw new DomainError(
      'LAST_ADMINISTRATOR',
      'This person is the last active administrator of the dealership: make someone else an administrator first',
    );
}

/** Concurrent first-operator set-ups queue here until the first one's transaction ends. */
export async function lockFirstOperatorSetUp(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('servicebay:first-operator', 0))`);
}

export async function insertOperator(tx: Tx, userUuid: string): Promise<void> {
  await tx.insert(administrators).values({ uuid: newUuid(), userUuid, role: 'OPERATOR', dealerUuid: null });
}

/** Makes the person an administrator of the dealer; false when they already were. */
export async function insertDealerAdmin(tx: Tx, dealerUuid: string, userUuid: string): Promise<boolean> {
  const inserted = await tx
    .insert(administrators)
    .values({ uuid: newUuid(), userUuid, role: 'DEALER_ADMIN', dealerUuid })
    .onConflictDoNothing()
    .returning({ uuid: administrators.uuid });
  return inserted.length > 0;
}

/** Ends the person's administration of the dealer; false when they had none. */
export async function deleteDealerAdmin(tx: Tx, dealerUuid: string, userUuid: string): Promise<boolean> {
  const deleted = await tx
    .delete(administrators)
    .where(and(eq(administrators.userUuid, userUuid), isDealerAdmin(dealerUuid)))
    .returning({ uuid: administrators.uuid });
  return deleted.length > 0;
}

/** Every administrative role the person holds at the dealer ends. */
export async function deleteAdministrationAtDealer(
  tx: Tx,
  dealerUuid: string,
  userUuid: string,
): Promise<void> {
  await tx
    .delete(administrators)
    .where(and(eq(administrators.userUuid, userUuid), eq(administrators.dealerUuid, dealerUuid)));
}

import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customers, dealerAssociates, dealers, departments } from '../db/schema';
import { displayNameOf, selectDealerAssociatesWithUser } from '../users/dealer-associate-records';

export type Sender = { uuid: string; name: string; authorities: string[] };

/**
 * The active dealer associate of the department a message goes out from: named by user uuid or
 * dealer associate uuid, or the department's Default one for DEFAULT.
 */
export async function findSender(tx: Tx, departmentUuid: string, userUuid: string): Promise<Sender | null> {
  const [row] =
    userUuid === 'DEFAULT'
      ? await activeSenderOf(tx, eq(dealerAssociates.isDefault, true))
          .prepare('find_default_sender')
          .execute({ departmentUuid })
      : await activeSenderOf(tx, namedBy).prepare('find_named_sender').execute({ departmentUuid, userUuid });
  return row ? { uuid: row.uuid, name: displayNameOf(row), authorities: row.authorities } : null;
}

const activeSenderOf = (tx: Tx, which: SQL | undefined) =>
  selectDealerAssociatesWithUser(tx, {})
    .where(
      and(
        eq(dealerAssociates.departmentUuid, sql.placeholder('departmentUuid')),
        eq(dealerAssociates.isValid, true),
        which,
      ),
    )
    .limit(1);

// The user's uuid or the dealer associate's: the API takes either.
const namedBy = or(
  eq(dealerAssociates.userUuid, sql.placeholder('userUuid')),
  eq(dealerAssociates.uuid, sql.placeholder('userUuid')),
);

/** A department with its dealer (every send reads it: a prepared statement). */
export function findSendPlace(tx: Tx, departmentUuid: string) {
  return tx
    .select({ department: departments, dealer: dealers })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, sql.placeholder('departmentUuid')))
    .prepare('find_send_department')
    .execute({ departmentUuid });
}

/** A customer of the department's dealer (every send reads it: a prepared statement). */
export function findSendCustomer(tx: Tx, departmentUuid: string, customerUuid: string) {
  return tx
    .select({ customer: customers })
    .from(customers)
    .innerJoin(departments, eq(departments.dealerUuid, customers.dealerUuid))
    .where(
      and(
        eq(customers.uuid, sql.placeholder('customerUuid')),
        eq(departments.uuid, sql.placeholder('departmentUuid')),
      ),
    )
    .prepare('find_send_customer')
    .execute({ customerUuid, departmentUuid });
}

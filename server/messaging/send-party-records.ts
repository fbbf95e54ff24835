import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { prepared } from '../db/prepared';
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
      ? await defaultSender(tx, { departmentUuid })
      : await namedSender(tx, { departmentUuid, userUuid });
  return row ? { uuid: row.uuid, name: displayNameOf(row), authorities: row.authorities } : null;
}

const activeSenderOf = (database: Database, which: SQL | undefined) =>
  selectDealerAssociatesWithUser(database, {})
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

// Every send reads its sender: built once per process, not on each call.
const defaultSender = prepared('find_default_sender', (database) =>
  activeSenderOf(database, eq(dealerAssociates.isDefault, true)),
);
const namedSender = prepared('find_named_sender', (database) => activeSenderOf(database, namedBy));

const sendPlace = prepared('find_send_department', (database) =>
  database
    .select({ department: departments, dealer: dealers })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, sql.placeholder('departmentUuid'))),
);

/** A department with its dealer (every send reads it: prepared once per process). */
export function findSendPlace(tx: Tx, departmentUuid: string) {
  return sendPlace(tx, { departmentUuid });
}

const sendCustomer = prepared('find_send_customer', (database) =>
  database
    .select({ customer: customers })
    .from(customers)
    .innerJoin(departments, eq(departments.dealerUuid, customers.dealerUuid))
    .where(
      and(
        eq(customers.uuid, sql.placeholder('customerUuid')),
        eq(departments.uuid, sql.placeholder('departmentUuid')),
      ),
    ),
);

/** A customer of the department's dealer (every send reads it: prepared once per process). */
export function findSendCustomer(tx: Tx, departmentUuid: string, customerUuid: string) {
  return sendCustomer(tx, { customerUuid, departmentUuid });
}

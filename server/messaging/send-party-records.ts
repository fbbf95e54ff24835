import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { prepared } from '../db/prepared';
import {
  type Customer,
  type CustomerPhone,
  customerPhones,
  customers,
  type Dealer,
  type Department,
  dealerAssociates,
  dealers,
  departments,
  type MessagingSettings,
  messagingSettings,
  users,
} from '../db/schema';
import {
  displayNameOf,
  selectDealerAssociatesWithUser,
  userOfDealerAssociate,
} from '../users/dealer-associate-records';

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

const activeSenderOf = (database: Tx, which: SQL | undefined) =>
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

// The customer's preferred phone (a text without a named number goes there), chosen in the join.
const preferredPhoneUuid = sql`(select cp.uuid from customer_phones cp where cp.customer_uuid = ${customers.uuid}
  order by cp.is_preferred desc, cp.created_at asc, cp.uuid asc limit 1)`;

const sendPartiesOf = (database: Tx, which: SQL | undefined) =>
  database
    .select({
      department: departments,
      dealer: dealers,
      settings: messagingSettings,
      customer: customers,
      preferredPhone: customerPhones,
      sender: {
        uuid: dealerAssociates.uuid,
        firstName: users.firstName,
        lastName: users.lastName,
        authorities: dealerAssociates.authorities,
      },
    })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .leftJoin(messagingSettings, eq(messagingSettings.dealerUuid, dealers.uuid))
    .leftJoin(
      customers,
      and(eq(customers.uuid, sql.placeholder('customerUuid')), eq(customers.dealerUuid, dealers.uuid)),
    )
    .leftJoin(customerPhones, eq(customerPhones.uuid, preferredPhoneUuid))
    .leftJoin(
      dealerAssociates,
      and(eq(dealerAssociates.departmentUuid, departments.uuid), eq(dealerAssociates.isValid, true), which),
    )
    .leftJoin(users, userOfDealerAssociate)
    .where(eq(departments.uuid, sql.placeholder('departmentUuid')))
    .limit(1);

// Every send reads these in one statement: built once per process on the pool.
const defaultSendParties = prepared('find_send_parties_default', (database) =>
  sendPartiesOf(database, eq(dealerAssociates.isDefault, true)),
);
const namedSendParties = prepared('find_send_parties_named', (database) => sendPartiesOf(database, namedBy));

export type SendPartiesRow = {
  department: Department;
  dealer: Dealer;
  settings: MessagingSettings | null;
  customer: Customer | null;
  preferredPhone: CustomerPhone | null;
  sender: Sender | null;
};

/**
 * In one statement: the department with its dealer and the dealer's messaging settings, the
 * dealer's customer, that customer's preferred phone, and the department's active sender (named by
 * user uuid or dealer associate uuid, or its Default one for DEFAULT). Undefined when no department
 * has the uuid; each other part null when missing.
 */
export async function findSendParties(
  tx: Tx,
  names: { departmentUuid: string; userUuid: string; customerUuid: string },
): Promise<SendPartiesRow | undefined> {
  const { departmentUuid, userUuid, customerUuid } = names;
  const [row] =
    userUuid === 'DEFAULT'
      ? await defaultSendParties(tx, { departmentUuid, customerUuid })
      : await namedSendParties(tx, { departmentUuid, customerUuid, userUuid });
  if (!row) return undefined;
  const { sender } = row;
  return {
    ...row,
    sender:
      sender.uuid && sender.authorities
        ? {
            uuid: sender.uuid,
            name: displayNameOf({ firstName: sender.firstName ?? '', lastName: sender.lastName ?? '' }),
            authorities: sender.authorities,
          }
        : null,
  };
}

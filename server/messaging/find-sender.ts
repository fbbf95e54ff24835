import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { preparedOnce } from '../db/prepared-once';
import { dealerAssociates, users } from '../db/schema';

export type Sender = { uuid: string; name: string; authorities: string[] };

/**
 * The active dealer associate of the department a message goes out from: named by user uuid or
 * dealer associate uuid, or the department's Default one for DEFAULT.
 */
export async function findSender(tx: Tx, departmentUuid: string, userUuid: string): Promise<Sender | null> {
  const [row] =
    userUuid === 'DEFAULT'
      ? await defaultSender(tx).execute({ departmentUuid })
      : await namedSender(tx).execute({ departmentUuid, userUuid });
  return row
    ? { uuid: row.uuid, name: `${row.firstName} ${row.lastName}`.trim(), authorities: row.authorities }
    : null;
}

const activeSenderOf = (tx: Tx, which: SQL | undefined) =>
  tx
    .select({
      uuid: dealerAssociates.uuid,
      authorities: dealerAssociates.authorities,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(dealerAssociates.departmentUuid, sql.placeholder('departmentUuid')),
        eq(dealerAssociates.isValid, true),
        which,
      ),
    )
    .limit(1);

// Every send asks this first: the statements are built once (server/db/prepared-once.ts).
const defaultSender = preparedOnce('find_default_sender', (tx) =>
  activeSenderOf(tx, eq(dealerAssociates.isDefault, true)),
);
const namedSender = preparedOnce('find_named_sender', (tx) =>
  activeSenderOf(
    tx,
    or(
      eq(dealerAssociates.userUuid, sql.placeholder('userUuid')),
      eq(dealerAssociates.uuid, sql.placeholder('userUuid')),
    ),
  ),
);

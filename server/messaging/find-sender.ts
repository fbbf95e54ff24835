import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealerAssociates, users } from '../db/schema';

export type Sender = { uuid: string; name: string; authorities: string[] };

/**
 * The active dealer associate of the department a message goes out from: named by user uuid or
 * dealer associate uuid, or the department's Default one for DEFAULT.
 */
export async function findSender(tx: Tx, departmentUuid: string, userUuid: string): Promise<Sender | null> {
  const [row] = await tx
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
        eq(dealerAssociates.departmentUuid, departmentUuid),
        eq(dealerAssociates.isValid, true),
        userUuid === 'DEFAULT'
          ? eq(dealerAssociates.isDefault, true)
          : or(eq(dealerAssociates.userUuid, userUuid), eq(dealerAssociates.uuid, userUuid)),
      ),
    )
    .limit(1);
  return row
    ? { uuid: row.uuid, name: `${row.firstName} ${row.lastName}`.trim(), authorities: row.authorities }
    : null;
}

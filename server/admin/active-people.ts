import { and, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { dealerAssociates, departments, users } from '../db/schema';

// The caller just chose the person, so the message names the rule rather than an id.
const refuse = () =>
  new DomainError(
    'USER_DEACTIVATED',
    'This person is deactivated here: only active people can be given rights (administration, authorities, teams). Reactivate them first',
  );

/** Someone with a current membership of one of the dealer's departments and not deactivated. */
export async function requireActiveAtDealer(tx: Tx, dealerUuid: string, userUuid: string): Promise<void> {
  const [active] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(dealerAssociates.userUuid, userUuid),
        eq(departments.dealerUuid, dealerUuid),
        eq(dealerAssociates.isValid, true),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  if (!active) throw refuse();
}

/** A dealer associate whose membership is current and whose person is not deactivated. */
export async function requireActiveDealerAssociate(tx: Tx, dealerAssociateUuid: string): Promise<void> {
  const [active] = await tx
    .select({ uuid: dealerAssociates.uuid })
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(dealerAssociates.uuid, dealerAssociateUuid),
        eq(dealerAssociates.isValid, true),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  if (!active) throw refuse();
}

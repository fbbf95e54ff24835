import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { isActiveAtDealer, isActiveDealerAssociate } from './dealer-associate-records';

// The caller just chose the person, so the message names the rule rather than an id.
const refuse = () =>
  new DomainError(
    'USER_DEACTIVATED',
    'This person is deactivated here: only active people can be given rights (administration, authorities, teams). Reactivate them first',
  );

/** Someone with a current membership of one of the dealer's departments and not deactivated. */
export async function requireActiveAtDealer(tx: Tx, dealerUuid: string, userUuid: string): Promise<void> {
  if (!(await isActiveAtDealer(tx, dealerUuid, userUuid))) throw refuse();
}

/** A dealer associate whose membership is current and whose person is not deactivated. */
export async function requireActiveDealerAssociate(tx: Tx, dealerAssociateUuid: string): Promise<void> {
  if (!(await isActiveDealerAssociate(tx, dealerAssociateUuid))) throw refuse();
}

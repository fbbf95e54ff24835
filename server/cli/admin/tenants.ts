import { DomainError } from '../../core/errors';
import type { TenantTarget } from '../../core/principal';
import type { Tx } from '../../db/client';
import { dealerOfDepartment, findDealer } from '../../users/dealer-records';

/** The command line names dealers and departments directly; they are checked to exist like the API's. */
export async function dealerTenant(tx: Tx, dealerUuid: string): Promise<TenantTarget> {
  if (!(await findDealer(tx, dealerUuid)))
    throw new DomainError('INVALID_DEALER_UUID', `No dealer has the uuid ${dealerUuid}`);
  return { dealerUuid, departmentUuid: null };
}

export async function departmentTenant(tx: Tx, departmentUuid: string): Promise<TenantTarget> {
  const dealerUuid = await dealerOfDepartment(tx, departmentUuid);
  if (!dealerUuid) throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${departmentUuid}`);
  return { dealerUuid, departmentUuid };
}

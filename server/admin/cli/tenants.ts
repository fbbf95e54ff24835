import { eq } from 'drizzle-orm';
import type { TenantTarget } from '../../auth/principal';
import { DomainError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { dealers, departments } from '../../db/schema';

/** The command line names dealers and departments directly; they are checked to exist like the API's. */
export async function dealerTenant(tx: Tx, dealerUuid: string): Promise<TenantTarget> {
  const [dealer] = await tx.select({ uuid: dealers.uuid }).from(dealers).where(eq(dealers.uuid, dealerUuid));
  if (!dealer) throw new DomainError('INVALID_DEALER_UUID', `No dealer has the uuid ${dealerUuid}`);
  return { dealerUuid, departmentUuid: null };
}

export async function departmentTenant(tx: Tx, departmentUuid: string): Promise<TenantTarget> {
  const [department] = await tx
    .select({ dealerUuid: departments.dealerUuid })
    .from(departments)
    .where(eq(departments.uuid, departmentUuid));
  if (!department) throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${departmentUuid}`);
  return { dealerUuid: department.dealerUuid, departmentUuid };
}

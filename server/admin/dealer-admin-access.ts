import type { Input, TenantRef } from '../core/contract';

type WithDealer = Input<{ dealerUuid: string }, unknown, unknown>;
type WithDepartment = Input<{ departmentUuid: string }, unknown, unknown>;

/** An administration operation on the dealer its path names: for that dealer's administrators. */
export const ofDealer = {
  role: 'dealerAdmin' as const,
  tenant: ({ params }: WithDealer): TenantRef => ({ dealerUuid: params.dealerUuid }),
};

/** An administration operation on the department its path names: for its dealer's administrators. */
export const ofDepartment = {
  role: 'dealerAdmin' as const,
  tenant: ({ params }: WithDepartment): TenantRef => ({ departmentUuid: params.departmentUuid }),
};

import type { TenantTarget } from '../auth/principal';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { getDealerDepartment } from './repo';

/** The dealer of the path, resolved and checked by the wrapper. */
export function requestDealerUuid(ctx: UseCaseContext): string {
  const dealerUuid = ctx.tenants[0]?.dealerUuid;
  if (!dealerUuid) throw new Error('Opcode reads need the dealer of the path as tenant');
  return dealerUuid;
}

/** The departments a dealer-level read covers: the one named (which must be the dealer's), or all. */
export async function departmentFilter(
  ctx: UseCaseContext,
  dealerUuid: string,
  departmentUuid: string | null | undefined,
): Promise<string | null> {
  const named = departmentUuid?.trim();
  if (!named) return null;
  const department = await getDealerDepartment(ctx.db, { dealerUuid, departmentUuid: named });
  if (!department) throw new DomainError('INVALID_DEPT_UUID', `The dealer has no department ${named}`);
  return department.uuid;
}

/** The department of the path, resolved and checked by the wrapper. */
export function requestDepartment(ctx: UseCaseContext): { dealerUuid: string; departmentUuid: string } {
  const tenant: TenantTarget | undefined = ctx.tenants[0];
  if (!tenant?.departmentUuid) throw new Error('Opcode save needs the department of the path as tenant');
  return { dealerUuid: tenant.dealerUuid, departmentUuid: tenant.departmentUuid };
}

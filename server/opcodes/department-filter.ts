import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { getDealerDepartment } from './opcode-records';

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

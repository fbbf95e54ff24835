import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import {
  assignThreadTo,
  findAssignableAdvisor,
  getDealerCustomer,
  removeThreadAssignment,
} from './conversation-records';
import type { AssignThreadResponse } from './thread-side.schemas';

/**
 * Gives a customer's thread in the department to one advisor of that department (the "Mine" filter
 * of the inbox), or takes it back with a null user. Any advisor may give it to any other current
 * advisor of the department (not to its service desk, nor to someone who left). Re-assigning
 * replaces the owner.
 */
export async function assignThread(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string; customerUuid: string }; body: { userUuid: string | null } },
): Promise<AssignThreadResponse> {
  const { dealerUuid } = tenantOf(ctx);
  const { departmentUUID: departmentUuid, customerUuid } = input.params;
  const customer = await getDealerCustomer(ctx.db, { dealerUuid, customerUuid });
  if (!customer) throw new DomainError('INVALID_CUSTOMER', `The dealer has no customer ${customerUuid}`);
  const thread = { dealerUuid, departmentUuid, customerUuid };
  const reply = { customerUuid, requestUuid: ctx.requestId, errors: [] };
  if (input.body.userUuid === null) {
    await removeThreadAssignment(ctx.db, thread);
    return { ...reply, assignee: null };
  }
  const advisor = await findAssignableAdvisor(ctx.db, { dealerUuid, departmentUuid }, input.body.userUuid);
  if (!advisor)
    throw new DomainError('INVALID_USER', `User ${input.body.userUuid} is not an advisor of the department`);
  await assignThreadTo(ctx.db, thread, advisor.dealerAssociateUuid);
  return { ...reply, assignee: advisor };
}

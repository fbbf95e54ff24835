import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { ChangeLog } from './appointment-changes';

/**
 * Whether the customer is told of a change the advisor makes, and what the history keeps about
 * it (the advisor's choice, a cancellation's reason).
 */
export type CustomerNotice = { notifyCustomer: boolean; log: ChangeLog };

/** The history's record of the advisor's choice, beside the fields that changed. */
export function noticeLog(notifyCustomer: boolean, extra: ChangeLog = {}): ChangeLog {
  return { ...extra, customerNotice: { from: null, to: notifyCustomer ? 'SENT' : 'NOT_SENT' } };
}

/** The advisor's own operations: partners change appointments through the update operation. */
export function requireAdvisor(ctx: UseCaseContext): void {
  if (ctx.principal?.kind !== 'advisor') {
    throw new DomainError('FORBIDDEN', 'Only an advisor signed in to ServiceBay may use this operation');
  }
}

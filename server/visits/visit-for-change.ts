import type { Actor } from '../appointments/record-history';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { isVisitToken } from '../visit-links/visit-token';
import { noticeMinutesOf } from './get-visit';
import { lockVisitByToken, type VisitRow } from './visit-records';
import { visitStateAt } from './visit-state';

/** Who a change through the link is: the appointment's customer, named as such in the history. */
export const linkActor = (row: Pick<VisitRow, 'customerUuid'>): Actor => ({
  kind: 'customer',
  id: row.customerUuid,
  name: 'Customer (visit link)',
});

/**
 * The visit a change is asked for, locked, once it may still change: an unknown or expired link
 * is VISIT_NOT_FOUND, a past, cancelled or finished visit VISIT_CLOSED, and a cancellation or move
 * within the department's notice limit VISIT_NOTICE_PASSED (the customer is told to call).
 */
export async function visitForChange(
  tx: Tx,
  input: { token: string; now: Date; kind: 'confirm' | 'change' },
): Promise<VisitRow> {
  const row = isVisitToken(input.token) ? await lockVisitByToken(tx, input.token) : null;
  const state = row ? visitStateAt({ ...row, noticeMinutes: noticeMinutesOf(row) }, input.now) : null;
  if (!row || !state || state.expired) throw new DomainError('VISIT_NOT_FOUND', 'This link is not valid');
  if (state.closed) {
    throw new DomainError('VISIT_CLOSED', 'This visit is past or cancelled and can no longer be changed');
  }
  if (input.kind === 'change' && state.lateForChanges) {
    throw new DomainError(
      'VISIT_NOTICE_PASSED',
      'This visit is too close to change online; please call the dealership',
    );
  }
  return row;
}

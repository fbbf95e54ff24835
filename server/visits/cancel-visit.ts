import { applyAppointmentUpdate } from '../appointments/update-appointment';
import type { UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { visitChangeResult } from './visit-change-result';
import { linkActor, visitForChange } from './visit-for-change';

/**
 * The customer cancels from the link, with a reason, until the department's notice limit: through
 * the same update as an advisor's cancellation (history, messages), the reason in the history.
 */
export async function cancelVisit(
  ctx: UseCaseContext,
  input: { params: { token: string }; body: { reason: string } },
) {
  const { token } = input.params;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const row = await visitForChange(tx, { token, now: new Date(), kind: 'change' });
    await applyAppointmentUpdate(tx, {
      dealerUuid: row.dealerUuid,
      departmentUuid: row.departmentUuid,
      appointmentUuid: row.appointmentUuid,
      body: { status: 'Cancelled' },
      actor: linkActor(row),
      // The customer is told as the visit's preferences say; the history keeps their reason as it
      // keeps an advisor's.
      notice: { notifyCustomer: true, log: { cancelReason: { from: null, to: input.body.reason } } },
    });
    return visitChangeResult(tx, token);
  });
}

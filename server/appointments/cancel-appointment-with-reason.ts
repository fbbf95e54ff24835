import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { actorOf } from './actor';
import type { CancelWithReason } from './advisor-change.schemas';
import { cancelReasonWords } from './cancel-reasons';
import { noticeLog, requireAdvisor } from './customer-notice';
import { applyAppointmentUpdate } from './update-appointment';

/**
 * The advisor cancels a visit: with a reason from the short list (words required for "other"),
 * kept in the history with whether the customer was told; the customer gets the cancellation
 * only when the advisor chose to send it.
 */
export async function cancelAppointmentWithReason(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUuid: string; appointmentUuid: string }; body: CancelWithReason },
) {
  requireAdvisor(ctx);
  const { reason, notifyCustomer } = input.body;
  if (reason.code === 'OTHER' && !reason.text?.trim()) {
    throw new DomainError(
      'INVALID_REQUEST',
      'reason.text: say why the visit is cancelled when the reason is OTHER',
    );
  }
  const { dealerUuid } = tenantOf(ctx);
  return pipelinedTransaction(ctx.db, (tx) =>
    applyAppointmentUpdate(tx, {
      dealerUuid,
      departmentUuid: input.params.dealerDepartmentUuid,
      appointmentUuid: input.params.appointmentUuid,
      body: { appointmentInformation: { status: 'CANCELLED' } },
      actor: actorOf(ctx),
      notice: {
        notifyCustomer,
        log: noticeLog(notifyCustomer, { cancelReason: { from: null, to: cancelReasonWords(reason) } }),
      },
    }),
  );
}

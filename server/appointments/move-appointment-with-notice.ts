import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { actorOf } from './actor';
import type { MoveWithNotice } from './advisor-change.schemas';
import { noticeLog, requireAdvisor } from './customer-notice';
import { applyAppointmentUpdate } from './update-appointment';

/**
 * The advisor moves a visit (the reschedule picker, a drag on the schedule) and says whether the
 * customer is told of the new time; the history keeps the choice. The same rules as any update.
 */
export async function moveAppointmentWithNotice(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUuid: string; appointmentUuid: string }; body: MoveWithNotice },
) {
  requireAdvisor(ctx);
  const { body } = input;
  const { dealerUuid } = tenantOf(ctx);
  return pipelinedTransaction(ctx.db, (tx) =>
    applyAppointmentUpdate(tx, {
      dealerUuid,
      departmentUuid: input.params.dealerDepartmentUuid,
      appointmentUuid: input.params.appointmentUuid,
      body: {
        appointmentInformation: {
          appointmentStartDateTime: body.appointmentStartDateTime,
          ...(body.appointmentEndDateTime ? { appointmentEndDateTime: body.appointmentEndDateTime } : {}),
          ...(body.assignedUserUuid ? { assignedUser: { uuid: body.assignedUserUuid } } : {}),
        },
      },
      actor: actorOf(ctx),
      notice: { notifyCustomer: body.notifyCustomer, log: noticeLog(body.notifyCustomer) },
    }),
  );
}

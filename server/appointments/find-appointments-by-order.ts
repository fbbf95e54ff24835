import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { selectDepartmentRepairOrder, selectWireAppointment } from './appointment-records';

/** GET /dealerDepartment/{departmentUuid}/order/{orderUuid}: the appointment linked to a repair order. */
export async function findAppointmentsByOrder(
  ctx: UseCaseContext,
  input: { params: { departmentUuid: string; orderUuid: string } },
) {
  const order = await selectDepartmentRepairOrder(ctx.db, {
    orderUuid: input.params.orderUuid.trim(),
    departmentUuid: input.params.departmentUuid,
  });
  if (!order)
    throw new DomainError(
      'INVALID_ORDER_UUID',
      `No repair order ${input.params.orderUuid} in this department`,
    );
  const linked = order.appointmentUuid
    ? await selectWireAppointment(ctx.db, order.appointmentUuid)
    : undefined;
  // The order's appointment, unless it has moved to another department since.
  const serviceAppointments = linked && linked.departmentUuid === input.params.departmentUuid ? [linked] : [];
  return { error: [], warnings: [], serviceAppointments };
}

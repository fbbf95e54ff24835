import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import {
  loadWireAppointments,
  selectDepartmentAppointment,
  selectDepartmentRepairOrder,
} from './appointment-records';

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
  const rows = order.appointmentUuid
    ? await selectDepartmentAppointment(ctx.db, {
        uuid: order.appointmentUuid,
        departmentUuid: input.params.departmentUuid,
      })
    : [];
  return { error: [], warnings: [], serviceAppointments: await loadWireAppointments(ctx.db, rows) };
}

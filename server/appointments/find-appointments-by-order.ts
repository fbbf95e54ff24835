import { and, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { appointments, repairOrders } from '../db/schema';
import { loadWireAppointments } from './appointment-records';

/** GET /dealerDepartment/{departmentUuid}/order/{orderUuid}: the appointment linked to a repair order. */
export async function findAppointmentsByOrder(
  ctx: UseCaseContext,
  input: { params: { departmentUuid: string; orderUuid: string } },
) {
  const [order] = await ctx.db
    .select()
    .from(repairOrders)
    .where(
      and(
        eq(repairOrders.uuid, input.params.orderUuid.trim()),
        eq(repairOrders.departmentUuid, input.params.departmentUuid),
      ),
    );
  if (!order)
    throw new DomainError(
      'INVALID_ORDER_UUID',
      `No repair order ${input.params.orderUuid} in this department`,
    );
  const rows = order.appointmentUuid
    ? await ctx.db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.uuid, order.appointmentUuid),
            eq(appointments.departmentUuid, input.params.departmentUuid),
          ),
        )
    : [];
  return { error: [], warnings: [], serviceAppointments: await loadWireAppointments(ctx.db, rows) };
}

import { and, asc, eq } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { appointmentHistory, appointments } from '../db/schema';
import { checkAppointmentUuid } from './appointment-path';
import { getWireAppointmentsByUuid } from './get-wire-appointments-by-uuid';

/** GET /dealerDepartment/{departmentUuid}/uuid/{appointmentUuid}: the appointment and its history. */
export async function getAppointment(
  ctx: UseCaseContext,
  input: { params: { departmentUuid: string; appointmentUuid: string } },
) {
  const uuid = checkAppointmentUuid(input.params.appointmentUuid);
  const [row] = await ctx.db
    .select({ departmentUuid: appointments.departmentUuid })
    .from(appointments)
    .where(and(eq(appointments.uuid, uuid), eq(appointments.dealerUuid, tenantOf(ctx).dealerUuid)));
  if (!row) throw new DomainError('NO_SAR_FOUND', `No appointment ${uuid} in this department`);
  if (row.departmentUuid !== input.params.departmentUuid) {
    throw new DomainError('INCORRECT_APPOINTMENT', `Appointment ${uuid} belongs to another department`);
  }
  const [appointmentInfo] = await getWireAppointmentsByUuid(ctx.db, [uuid]);
  const history = await ctx.db
    .select()
    .from(appointmentHistory)
    .where(eq(appointmentHistory.appointmentUuid, uuid))
    .orderBy(asc(appointmentHistory.occurredAt));
  return {
    error: [],
    warnings: [],
    appointmentInfo: appointmentInfo as NonNullable<typeof appointmentInfo>,
    history: history.map((h) => ({
      event: h.event,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      changes: h.changes,
      actorKind: h.actorKind,
      actorName: h.actorName,
      platform: h.platform,
      occurredAt: h.occurredAt.toISOString(),
    })),
  };
}

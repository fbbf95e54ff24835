import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { checkAppointmentUuid } from './appointment-path';
import { selectAppointmentDepartment, selectAppointmentHistory } from './appointment-records';
import { getWireAppointmentsByUuid } from './get-wire-appointments-by-uuid';

/** GET /dealerDepartment/{departmentUuid}/uuid/{appointmentUuid}: the appointment and its history. */
export async function getAppointment(
  ctx: UseCaseContext,
  input: { params: { departmentUuid: string; appointmentUuid: string } },
) {
  const uuid = checkAppointmentUuid(input.params.appointmentUuid);
  const row = await selectAppointmentDepartment(ctx.db, { uuid, dealerUuid: tenantOf(ctx).dealerUuid });
  if (!row) throw new DomainError('NO_SAR_FOUND', `No appointment ${uuid} in this department`);
  if (row.departmentUuid !== input.params.departmentUuid) {
    throw new DomainError('INCORRECT_APPOINTMENT', `Appointment ${uuid} belongs to another department`);
  }
  const [appointmentInfo] = await getWireAppointmentsByUuid(ctx.db, [uuid]);
  const history = await selectAppointmentHistory(ctx.db, uuid);
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

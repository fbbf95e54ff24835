import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { checkAppointmentUuid } from './appointment-path';
import { selectAppointmentHistory, selectWireAppointment } from './appointment-records';

/** GET /dealerDepartment/{departmentUuid}/uuid/{appointmentUuid}: the appointment and its history. */
export async function getAppointment(
  ctx: UseCaseContext,
  input: { params: { departmentUuid: string; appointmentUuid: string } },
) {
  const uuid = checkAppointmentUuid(input.params.appointmentUuid);
  // The appointment, its service lines and its history are asked for at once; none of it is
  // answered before the appointment is found to be the caller's dealer's and this department's.
  const [appointmentInfo, history] = await Promise.all([
    selectWireAppointment(ctx.db, uuid),
    selectAppointmentHistory(ctx.db, uuid),
  ]);
  if (!appointmentInfo || appointmentInfo.dealerUuid !== tenantOf(ctx).dealerUuid)
    throw new DomainError('NO_SAR_FOUND', `No appointment ${uuid} in this department`);
  if (appointmentInfo.departmentUuid !== input.params.departmentUuid) {
    throw new DomainError('INCORRECT_APPOINTMENT', `Appointment ${uuid} belongs to another department`);
  }
  return {
    error: [],
    warnings: [],
    appointmentInfo,
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

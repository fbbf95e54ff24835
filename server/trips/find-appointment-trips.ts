import { checkAppointmentUuid } from '../appointments/appointment-path';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { AppointmentTripsResponse } from './trip.schemas';
import {
  findAssociateNames,
  findTripsOfAppointment,
  selectAppointmentWithZone,
  selectTripHistory,
} from './trip-records';
import { toTripHistoryView, toTripView } from './trip-view';

/** GET /dealers/{dealerUuid}/partner-appointments-with-trip/{sarUUID}/trips: the pickup and its dropoff. */
export async function findAppointmentTrips(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string; sarUUID: string } },
): Promise<AppointmentTripsResponse> {
  const appointmentUuid = checkAppointmentUuid(input.params.sarUUID);
  const dealerUuid = input.params.dealerUuid;
  const appointment = await selectAppointmentWithZone(ctx.db, { appointmentUuid, dealerUuid });
  if (!appointment) throw new DomainError('NO_SAR_FOUND', `The dealer has no appointment ${appointmentUuid}`);
  const rows = await findTripsOfAppointment(ctx.db, { dealerUuid, appointmentUuid });
  const names = await findAssociateNames(
    ctx.db,
    rows.flatMap((t) => [t.primaryDriverUuid, t.secondaryDriverUuid]).filter((u): u is string => !!u),
  );
  const history = await selectTripHistory(ctx.db, appointmentUuid);
  return {
    appointmentUuid,
    departmentUuid: appointment.departmentUuid,
    timeZone: appointment.timeZone,
    totalCount: rows.length,
    tripViewDtos: rows.map((t) => toTripView(t, appointment.timeZone, names)),
    history: history.map(toTripHistoryView),
    statusCode: 200,
    error: null,
    warnings: [],
  };
}

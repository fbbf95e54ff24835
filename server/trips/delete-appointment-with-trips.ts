import { actorOf } from '../appointments/actor';
import { checkAppointmentUuid } from '../appointments/appointment-path';
import { applyAppointmentUpdate } from '../appointments/update-appointment';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { applyTripSteps } from './apply-trip-steps';
import type { TripStep } from './decide-trip-operations';
import type { SaveAppointmentWithTripResponse } from './trip.schemas';
import {
  findTripsOfAppointment,
  lockAppointmentForTrips,
  mappedTripsOf,
  resolveTripAssigner,
} from './trip-records';
import { tripAnswer } from './trip-view';

/**
 * DELETE /departments/{dealerDepartmentUUID}/partner-appointments-with-trip/{appointmentUuid}:
 * deletes the appointment's trips (the pickup takes its dropoff with it) and cancels the
 * appointment, in one transaction. The trips are found from the appointment (wire-facts §9).
 */
export async function deleteAppointmentWithTrips(
  ctx: UseCaseContext,
  input: {
    params: { dealerDepartmentUUID: string; appointmentUuid: string };
    query: { updatedByDAUUID?: string; source?: string };
  },
): Promise<SaveAppointmentWithTripResponse> {
  const appointmentUuid = checkAppointmentUuid(input.params.appointmentUuid);
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const source = input.query.source?.trim().toUpperCase() || null;
  const updatedBy = input.query.updatedByDAUUID?.trim() || null;
  if (source !== 'WEB' && !updatedBy) {
    throw new DomainError(
      'MISSING_ASSIGNED_BY_DEALER_ASSOCIATE_UUID',
      'updatedByDAUUID (the dealer associate deleting the trips) is required unless source is WEB',
    );
  }
  const actor = actorOf(ctx);

  return pipelinedTransaction(ctx.db, async (tx) => {
    const current = await lockAppointmentForTrips(tx, { dealerUuid, appointmentUuid });
    if (!current) throw new DomainError('NO_SAR_FOUND', `The dealer has no appointment ${appointmentUuid}`);
    if (current.departmentUuid !== departmentUuid) {
      throw new DomainError(
        'INCORRECT_APPOINTMENT_DEPARTMENT',
        `Appointment ${appointmentUuid} belongs to another department of the dealer`,
      );
    }
    const creatorUuid = await resolveTripAssigner(tx, { departmentUuid, uuid: updatedBy });
    const existing = await findTripsOfAppointment(tx, { dealerUuid, appointmentUuid });
    const mapped = mappedTripsOf(existing);
    // The module only creates dropoffs linked to the mapped pickup, so pickup + dropoff is all there is.
    const steps: TripStep[] = mapped.pickupUuid
      ? [{ op: 'deletePickup', eventUuid: mapped.pickupUuid, linkedDropoffUuid: mapped.dropoffUuid }]
      : [];
    const outcome = await applyTripSteps(tx, {
      appointment: { uuid: appointmentUuid, dealerUuid, departmentUuid },
      appointmentAt: current.startAt,
      creatorUuid,
      requesterUserUuid: null,
      source,
      actor,
      steps,
      mappedPickupUuid: null,
    });
    const cancelled = await applyAppointmentUpdate(tx, {
      dealerUuid,
      departmentUuid,
      appointmentUuid,
      actor,
      body: { status: 'Cancelled' },
    });
    return tripAnswer(appointmentUuid, outcome, cancelled.warnings);
  });
}

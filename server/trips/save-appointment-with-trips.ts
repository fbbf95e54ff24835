import { actorOf } from '../appointments/actor';
import { checkAppointmentUuid } from '../appointments/appointment-path';
import { getDepartmentForBooking } from '../appointments/get-department-for-booking';
import { applyAppointmentUpdate } from '../appointments/update-appointment';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { instantToWallClock } from '../time/wall-clock';
import { applyTripSteps } from './apply-trip-steps';
import { planTripSteps } from './decide-trip-operations';
import type { PartnerAppointmentRequest, SaveAppointmentWithTripResponse } from './trip.schemas';
import {
  findTripsOfAppointment,
  lockAppointmentForTrips,
  mappedTripsOf,
  pickupAndDeliveryTransport,
  resolveTripAssigner,
} from './trip-store';
import { validatePartnerRequest } from './validate-partner-request';

/**
 * PUT /dealers/{dealerUuid}/partner-appointments-with-trip/{sarUUID}: changes the appointment and
 * creates, updates or deletes its pickup and dropoff (the spec's 16 cases) in one transaction.
 */
export async function saveAppointmentWithTrips(
  ctx: UseCaseContext,
  input: {
    params: { dealerUuid: string; sarUUID: string };
    query: { enforcePreferences?: 'true' | 'false' };
    body: PartnerAppointmentRequest;
  },
): Promise<SaveAppointmentWithTripResponse> {
  const request = validatePartnerRequest(input.body);
  const appointmentUuid = checkAppointmentUuid(input.params.sarUUID);
  const dealerUuid = input.params.dealerUuid;
  const actor = actorOf(ctx);

  return ctx.db.transaction(async (tx) => {
    const { dealer, department } = await getDepartmentForBooking(tx, {
      dealerUuid,
      departmentUuid: request.departmentUuid,
    });
    const current = await lockAppointmentForTrips(tx, { dealerUuid, appointmentUuid });
    if (!current)
      throw new DomainError('NO_SAR_FOUND', `${dealer.name} has no appointment ${appointmentUuid}`);
    if (current.departmentUuid !== department.uuid) {
      throw new DomainError(
        'INCORRECT_APPOINTMENT_DEPARTMENT',
        `Appointment ${appointmentUuid} belongs to another department than ${department.uuid}`,
      );
    }
    const existing = await findTripsOfAppointment(tx, { dealerUuid, appointmentUuid });
    const mapped = mappedTripsOf(existing);
    const steps = planTripSteps(request.intent, mapped);
    const transportOption = await pickupAndDeliveryTransport(tx, {
      departmentUuid: department.uuid,
      option: request.info.transportOption,
    });

    // The appointment's own partial update (PATCH semantics) runs inside this transaction, as a
    // savepoint of it: a failing trip step afterwards rolls the appointment change back too.
    const { creatorUser: _tripAssigner, ...appointmentFields } = request.info;
    const sameStart = current.startAt.getTime() === request.appointmentAt.getTime();
    const updated = await applyAppointmentUpdate(tx, {
      dealerUuid,
      departmentUuid: department.uuid,
      appointmentUuid,
      actor,
      enforcePreferences: input.query.enforcePreferences !== 'false',
      body: {
        customerUuid: request.customerUuid,
        vehicleInformation: input.body.vehicleInformation,
        appointmentInformation: {
          ...appointmentFields,
          appointmentMetaData: appointmentFields.appointmentMetaData ?? input.body.appointmentMetaData,
          appointmentStartDateTime:
            sameStart && !appointmentFields.appointmentEndDateTime
              ? undefined
              : instantToWallClock(request.appointmentAt, dealer.timeZone),
          transportOption,
        },
      },
    });
    const outcome = await applyTripSteps(
      tx,
      {
        appointment: { uuid: appointmentUuid, dealerUuid, departmentUuid: department.uuid },
        appointmentAt: request.appointmentAt,
        creatorUuid: await resolveTripAssigner(tx, {
          departmentUuid: department.uuid,
          uuid: request.creatorUuid,
        }),
        requesterUserUuid: request.requesterUserUuid,
        source: request.source,
        actor,
      },
      steps,
      mapped.pickupUuid,
    );
    return {
      eventUUID: outcome.pickupUuid,
      pickupEventUUID: outcome.pickupUuid,
      dropoffEventUUID: outcome.dropoffUuid,
      appointmentUUID: appointmentUuid,
      statusCode: 200,
      errors: null,
      warnings: updated.warnings,
    };
  });
}

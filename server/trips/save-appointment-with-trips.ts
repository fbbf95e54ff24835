import { actorOf } from '../appointments/actor';
import type { AppointmentRequest } from '../appointments/appointment.schemas';
import { checkAppointmentUuid } from '../appointments/appointment-path';
import { getDepartmentForBooking } from '../appointments/booking-department-records';
import { applyAppointmentUpdate } from '../appointments/update-appointment';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Appointment } from '../db/schema';
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
  type TransportOptionInput,
} from './trip-records';
import { tripAnswer } from './trip-view';
import { type ValidPartnerRequest, validatePartnerRequest } from './validate-partner-request';

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

  return pipelinedTransaction(ctx.db, async (tx) => {
    const { dealer, department } = await getDepartmentForBooking(tx, {
      dealerUuid,
      departmentUuid: request.departmentUuid,
    });
    const current = await lockDepartmentAppointment(tx, {
      dealerUuid,
      dealerName: dealer.name,
      departmentUuid: department.uuid,
      appointmentUuid,
    });
    const existing = await findTripsOfAppointment(tx, { dealerUuid, appointmentUuid });
    const mapped = mappedTripsOf(existing);
    const steps = planTripSteps(request.intent, mapped);
    const transportOption = await pickupAndDeliveryTransport(tx, {
      departmentUuid: department.uuid,
      option: request.info.transportOption,
    });

    // The appointment's own partial update (PATCH semantics) runs inside this transaction, as a
    // savepoint of it: a failing trip step afterwards rolls the appointment change back too.
    const updated = await applyAppointmentUpdate(tx, {
      dealerUuid,
      departmentUuid: department.uuid,
      appointmentUuid,
      actor,
      enforcePreferences: input.query.enforcePreferences !== 'false',
      body: appointmentChangeOf(request, input.body, {
        currentStartAt: current.startAt,
        timeZone: dealer.timeZone,
        transportOption,
      }),
    });
    const outcome = await applyTripSteps(tx, {
      appointment: { uuid: appointmentUuid, dealerUuid, departmentUuid: department.uuid },
      appointmentAt: request.appointmentAt,
      creatorUuid: await resolveTripAssigner(tx, {
        departmentUuid: department.uuid,
        uuid: request.creatorUuid,
      }),
      requesterUserUuid: request.requesterUserUuid,
      source: request.source,
      actor,
      steps,
      mappedPickupUuid: mapped.pickupUuid,
    });
    return tripAnswer(appointmentUuid, outcome, updated.warnings);
  });
}

/** The appointment of the path, locked for the trip operation; it must be one of the department's. */
async function lockDepartmentAppointment(
  tx: Tx,
  input: { dealerUuid: string; dealerName: string; departmentUuid: string; appointmentUuid: string },
): Promise<Appointment> {
  const { dealerUuid, departmentUuid, appointmentUuid } = input;
  const current = await lockAppointmentForTrips(tx, { dealerUuid, appointmentUuid });
  if (!current) {
    throw new DomainError('NO_SAR_FOUND', `${input.dealerName} has no appointment ${appointmentUuid}`);
  }
  if (current.departmentUuid !== departmentUuid) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_DEPARTMENT',
      `Appointment ${appointmentUuid} belongs to another department than ${departmentUuid}`,
    );
  }
  return current;
}

/**
 * The appointment fields of the partner request as an appointment update: the trip assigner is not
 * one of them, and an unchanged start without an end is left out so the stored duration stays.
 */
function appointmentChangeOf(
  request: ValidPartnerRequest,
  body: PartnerAppointmentRequest,
  context: { currentStartAt: Date; timeZone: string; transportOption: TransportOptionInput },
): AppointmentRequest {
  const { creatorUser: _tripAssigner, ...appointmentFields } = request.info;
  const sameStart = context.currentStartAt.getTime() === request.appointmentAt.getTime();
  return {
    customerUuid: request.customerUuid,
    vehicleInformation: body.vehicleInformation,
    appointmentInformation: {
      ...appointmentFields,
      appointmentMetaData: appointmentFields.appointmentMetaData ?? body.appointmentMetaData,
      appointmentStartDateTime:
        sameStart && !appointmentFields.appointmentEndDateTime
          ? undefined
          : instantToWallClock(request.appointmentAt, context.timeZone),
      transportOption: context.transportOption,
    },
  };
}

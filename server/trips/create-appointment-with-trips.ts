import { actorOf } from '../appointments/actor';
import { bookAppointment } from '../appointments/book-appointment';
import { getDepartmentForBooking } from '../appointments/booking-department-records';
import type { UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { instantToWallClock } from '../time/wall-clock';
import { applyTripSteps } from './apply-trip-steps';
import { planTripSteps } from './decide-trip-operations';
import type { PartnerAppointmentRequest, SaveAppointmentWithTripResponse } from './trip.schemas';
import { pickupAndDeliveryTransport, resolveTripAssigner } from './trip-records';
import { tripAnswer } from './trip-view';
import { validatePartnerRequest } from './validate-partner-request';

/**
 * POST /dealers/{dealerUuid}/partner-appointments-with-trip: books the appointment and creates its
 * pickup (and dropoff) in one transaction. Only creates apply: the new appointment has no trips, so
 * an eventUUID can never be linked to it.
 */
export async function createAppointmentWithTrips(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string }; body: PartnerAppointmentRequest },
): Promise<SaveAppointmentWithTripResponse> {
  const request = validatePartnerRequest(input.body);
  const dealerUuid = input.params.dealerUuid;
  const actor = actorOf(ctx);
  const now = new Date();

  return pipelinedTransaction(ctx.db, async (tx) => {
    const { dealer, department } = await getDepartmentForBooking(tx, {
      dealerUuid,
      departmentUuid: request.departmentUuid,
    });
    const steps = planTripSteps(request.intent, { pickupUuid: null, dropoffUuid: null });
    const transportOption = await pickupAndDeliveryTransport(tx, {
      departmentUuid: department.uuid,
      option: request.info.transportOption,
    });
    const info = request.info;
    const booked = await bookAppointment(tx, {
      dealerUuid,
      actor,
      now,
      readBack: false,
      body: {
        customerUuid: request.customerUuid,
        vehicleInformation: input.body.vehicleInformation,
        appointmentInformation: {
          ...info,
          appointmentMetaData: info.appointmentMetaData ?? input.body.appointmentMetaData,
          appointmentStartDateTime: instantToWallClock(request.appointmentAt, dealer.timeZone),
          transportOption,
          // The body's department is where the appointment is booked.
          assignedUser: { ...info.assignedUser, deptUUID: department.uuid },
        },
      },
    });
    const outcome = await applyTripSteps(tx, {
      appointment: { uuid: booked.appointmentUuid, dealerUuid, departmentUuid: department.uuid },
      appointmentAt: request.appointmentAt,
      creatorUuid: await resolveTripAssigner(tx, {
        departmentUuid: department.uuid,
        uuid: request.creatorUuid,
      }),
      requesterUserUuid: request.requesterUserUuid,
      source: request.source,
      actor,
      steps,
      mappedPickupUuid: null,
    });
    return tripAnswer(booked.appointmentUuid, outcome, booked.warnings);
  });
}

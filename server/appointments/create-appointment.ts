import type { UseCaseContext } from '../core/context';
import { idempotentTransaction } from '../db/idempotent-transaction';
import { actorOf } from './actor';
import type { AppointmentRequest } from './appointment.schemas';
import { bookAppointment } from './book-appointment';
import { getWireAppointmentsByUuid } from './get-wire-appointments-by-uuid';

/** POST /dealer/{dealerUuid}/appointment: books and answers the whole appointment. */
export async function createAppointment(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string }; body: AppointmentRequest },
) {
  return idempotentTransaction(ctx, 'createAppointment', input.body, async (tx) => {
    const booked = await bookAppointment(tx, {
      dealerUuid: input.params.dealerUuid,
      body: input.body,
      actor: actorOf(ctx),
      now: new Date(),
      readBack: (appointmentUuid) => getWireAppointmentsByUuid(tx, [appointmentUuid]),
    });
    const appointmentInfo = booked.readBack?.[0];
    return {
      appointmentUuid: booked.appointmentUuid,
      appointmentInfo: appointmentInfo as NonNullable<typeof appointmentInfo>,
      errors: [],
      warnings: booked.warnings,
    };
  });
}

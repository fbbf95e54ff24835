import type { UseCaseContext } from '../core/context';
import { idempotentTransaction } from '../db/idempotent-transaction';
import { actorOf } from './actor';
import type { AppointmentRequest } from './appointment.schemas';
import { bookAppointment } from './book-appointment';

/**
 * POST /dealer/{dealerUuid}/appointment: books and answers the whole appointment; a walk-in over the
 * rules (isOverridden) when the caller holds the grant for it.
 */
export async function createAppointment(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string }; body: AppointmentRequest },
) {
  return idempotentTransaction(ctx, 'createAppointment', input.body, async (tx) => {
    const booked = await bookAppointment(tx, {
      dealerUuid: input.params.dealerUuid,
      body: input.body,
      actor: actorOf(ctx),
      principal: ctx.principal,
      now: new Date(),
      readBack: true,
    });
    const appointmentInfo = booked.appointment;
    return {
      appointmentUuid: booked.appointmentUuid,
      appointmentInfo: appointmentInfo as NonNullable<typeof appointmentInfo>,
      errors: [],
      warnings: booked.warnings,
    };
  });
}

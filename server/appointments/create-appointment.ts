import type { UseCaseContext } from '../core/context';
import { checkIdempotencyKey, idempotentCreate } from '../core/idempotent-transaction';
import { openTransaction } from '../db/pipelined-transaction';
import { actorOf } from './actor';
import type { AppointmentOut, AppointmentRequest } from './appointment.schemas';
import { type BookedAppointment, bookChecked, confirmsToCustomer } from './book-appointment';
import { checkBookingRequest } from './check-booking-request';

/** The create's answer: the booked appointment as stored, and the warnings of its checks. */
type CreatedAppointment = {
  appointmentUuid: string;
  appointmentInfo: AppointmentOut;
  errors: never[];
  warnings: BookedAppointment['warnings'];
};

const answerOf = (booked: BookedAppointment): CreatedAppointment => ({
  appointmentUuid: booked.appointmentUuid,
  appointmentInfo: booked.appointment as AppointmentOut,
  errors: [],
  warnings: booked.warnings,
});

/**
 * POST /dealer/{dealerUuid}/appointment: books and answers the whole appointment; a walk-in over the
 * rules (isOverridden) when the caller holds the grant for it. One way through, in three round
 * trips: BEGIN with the department → the references, the rules and the day under its lock → the
 * write, its reminder and read-back with COMMIT (an Idempotency-Key adds its look-up and its stored
 * answer; a confirmation to the customer reads the booking before COMMIT).
 */
export async function createAppointment(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string }; body: AppointmentRequest },
): Promise<CreatedAppointment> {
  const actor = actorOf(ctx);
  checkIdempotencyKey(ctx);
  const transaction = await openTransaction(ctx.db);
  const { tx, rollBack } = transaction;
  const create = await idempotentCreate<CreatedAppointment>(
    transaction,
    ctx,
    'createAppointment',
    input.body,
  );
  if (create.replay) return create.replay;
  try {
    const checked = await checkBookingRequest(tx, {
      dealerUuid: input.params.dealerUuid,
      body: input.body,
      actor,
      principal: ctx.principal,
      now: new Date(),
    });
    const booked = bookChecked(tx, { checked, actor, readBack: true });
    // The confirmation is queued after the booking is read back, so COMMIT waits for it.
    if (confirmsToCustomer(checked)) await booked;
    return await create.commitBehind(booked.then(answerOf));
  } catch (error) {
    await rollBack();
    throw error;
  }
}

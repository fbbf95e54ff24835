import type { Warning } from '../core/errors';
import type { Tx } from '../db/client';
import { sendAppointmentMessages } from '../messaging/appointment-messages';
import type { AppointmentOut } from './appointment.schemas';
import { type BookingRequest, type CheckedBooking, checkBookingRequest } from './check-booking-request';
import type { Actor } from './record-history';
import { writeBooking } from './write-booking';

/** A booked appointment: its uuid, the warnings of its checks, its wire object when asked for. */
export type BookedAppointment = {
  appointmentUuid: string;
  warnings: Warning[];
  appointment: AppointmentOut | null;
};

/** Whether the booking's write is followed by the customer's confirmation, which reads it back. */
export const confirmsToCustomer = (checked: CheckedBooking): boolean =>
  Boolean(checked.appointment.preferences?.notifyCustomer);

/**
 * Writes a checked booking (`writeBooking`: the row, its lines and history, its reminder, and its
 * wire object when `readBack`), then, when the customer asked for it, queues the confirmation.
 * Without a confirmation every statement goes out at once, so the caller's COMMIT may follow them
 * in the same round trip (`commitBehind`).
 */
export async function bookChecked(
  tx: Tx,
  input: { checked: CheckedBooking; actor: Actor; readBack: boolean },
): Promise<BookedAppointment> {
  const { checked } = input;
  const written = await writeBooking(tx, input);
  if (confirmsToCustomer(checked)) {
    await sendAppointmentMessages(tx, { appointmentUuid: written.appointmentUuid, event: 'CREATED' });
  }
  return {
    appointmentUuid: written.appointmentUuid,
    warnings: checked.warnings,
    appointment: written.appointment,
  };
}

/**
 * Books one appointment inside the caller's transaction, for every caller alike (a confirmed
 * draft, trips, online booking): request → checks (under the department-day lock) → write → read
 * back (`readBack`: the caller answers with the appointment) → the customer's confirmation. The
 * API's create runs the same two steps with its COMMIT behind the write.
 */
export async function bookAppointment(
  tx: Tx,
  input: BookingRequest & { readBack: boolean },
): Promise<BookedAppointment> {
  const checked = await checkBookingRequest(tx, input);
  return bookChecked(tx, { checked, actor: input.actor, readBack: input.readBack });
}

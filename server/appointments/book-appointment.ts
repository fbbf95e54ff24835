import type { Warning } from '../core/errors';
import type { Tx } from '../db/client';
import { sendAppointmentMessages } from '../messaging/appointment-messages';
import type { AppointmentOut } from './appointment.schemas';
import { type BookingRequest, checkBookingRequest } from './check-booking-request';
import { writeBooking } from './write-booking';

/** A booked appointment: its uuid, the warnings of its checks, its wire object when asked for. */
export type BookedAppointment = {
  appointmentUuid: string;
  warnings: Warning[];
  appointment: AppointmentOut | null;
};

/**
 * Books one appointment inside the caller's transaction, for every caller alike: request →
 * checks (under the department-day lock) → write → read back (`readBack`: the caller answers with
 * the appointment) → the customer's confirmation.
 */
export async function bookAppointment(
  tx: Tx,
  input: BookingRequest & { readBack: boolean },
): Promise<BookedAppointment> {
  const checked = await checkBookingRequest(tx, input);
  const written = await writeBooking(tx, { checked, actor: input.actor, readBack: input.readBack });
  // The confirmation reads the booking back; none when the customer asked for no communication.
  if (checked.appointment.preferences?.notifyCustomer) {
    await sendAppointmentMessages(tx, { appointmentUuid: written.appointmentUuid, event: 'CREATED' });
  }
  return {
    appointmentUuid: written.appointmentUuid,
    warnings: checked.warnings,
    appointment: written.appointment,
  };
}

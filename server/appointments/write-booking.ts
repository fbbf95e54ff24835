import type { Tx } from '../db/client';
import { newUuid } from '../ids';
import { confirmsByMessage } from '../messaging/appointment-messages';
import type { AppointmentOut } from './appointment.schemas';
import { insertBooking } from './appointment-records';
import type { CheckedBooking } from './check-booking-request';
import { getWireAppointmentsByUuid } from './get-wire-appointments-by-uuid';
import { type Actor, historyRow } from './record-history';
import { scheduleAppointmentReminder } from './schedule-appointment-reminder';

/** A booking as written; with its wire object when the caller answers with it. */
export type WrittenBooking = { appointmentUuid: string; appointment: AppointmentOut | null };

/**
 * Writes a checked booking with its service lines, its first history entry and its day-before
 * reminder, and reads it back when asked to (`readBack`). The insert is prepared and sent at once;
 * the read-back, sent after it on the same connection, runs after it and sees the booking, in the
 * same round trip; so does the caller's COMMIT when it follows (`commitBehind`).
 */
export async function writeBooking(
  tx: Tx,
  input: { checked: CheckedBooking; actor: Actor; readBack: boolean },
): Promise<WrittenBooking> {
  const { appointment, lines } = input.checked;
  const appointmentUuid = appointment.uuid;
  // Sent at once, in this order: the read-back runs after the insert and sees the booking.
  const sent = {
    booking: insertBooking(tx, {
      appointment,
      services: lines.map((line) => ({ uuid: newUuid(), appointmentUuid, ...line })),
      history: historyRow({
        appointmentUuid,
        event: 'CREATED',
        fromStatus: null,
        toStatus: appointment.status,
        // A walk-in booked over the rules: why, in the words of who booked it.
        changes: input.checked.override
          ? { override: { from: null, to: input.checked.override.reason } }
          : undefined,
        actor: input.actor,
      }),
    }),
    readBack: input.readBack ? getWireAppointmentsByUuid(tx, [appointmentUuid]) : Promise.resolve([]),
    // The day-before reminder, queued with the booking.
    reminder: scheduleAppointmentReminder(tx, {
      appointmentUuid,
      startAt: appointment.startAt,
      confirmed: confirmsByMessage(appointment.preferences),
    }),
  };
  // Every answer in before the first failure, in this order, is thrown.
  await Promise.allSettled(Object.values(sent));
  await sent.booking;
  const readBack = await sent.readBack;
  await sent.reminder;
  return { appointmentUuid, appointment: readBack[0] ?? null };
}

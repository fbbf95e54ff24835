import { allInOrderNamed } from '../db/all-in-order';
import type { Tx } from '../db/client';
import type { appointments } from '../db/schema';
import { newUuid } from '../ids';
import { confirmsByMessage, scheduleAppointmentReminder } from '../messaging/appointment-messages';
import type { ServiceLine } from './build-service-lines';
import { insertBooking } from './insert-booking';
import { type Actor, historyRow } from './record-history';

/**
 * Writes a new appointment with its service lines, its first history entry and its day-before
 * reminder, and reads back what the caller answers with. The insert is a statement, sent at once;
 * the read-back, sent after it on the same connection, runs after it and sees the booking (see
 * `allInOrder`).
 */
export async function writeBooking<ReadBack>(
  tx: Tx,
  input: {
    appointment: typeof appointments.$inferInsert & { uuid: string; status: string; startAt: Date };
    lines: ServiceLine[];
    actor: Actor;
    readBack?: (appointmentUuid: string) => Promise<ReadBack>;
  },
): Promise<{ readBack: ReadBack | undefined }> {
  const { appointment } = input;
  const appointmentUuid = appointment.uuid;
  const { readBack } = await allInOrderNamed({
    booking: () =>
      insertBooking(tx, {
        appointment,
        services: input.lines.map((line) => ({ uuid: newUuid(), appointmentUuid, ...line })),
        history: historyRow({
          appointmentUuid,
          event: 'CREATED',
          fromStatus: null,
          toStatus: appointment.status,
          actor: input.actor,
        }),
      }),
    readBack: () => input.readBack?.(appointmentUuid),
    // The day-before reminder, queued with the booking.
    reminder: () =>
      scheduleAppointmentReminder(tx, {
        appointmentUuid,
        startAt: appointment.startAt,
        confirmed: confirmsByMessage(appointment.preferences),
      }),
  });
  return { readBack };
}

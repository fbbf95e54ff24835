import type { Tx } from '../db/client';
import { enqueue } from '../queue/enqueue';
import { queues } from '../queue/queues';

/**
 * Queues the day-before reminder of an appointment (24 hours before its start). Call it in the
 * transaction that books or reschedules; a reminder whose appointment moved, was cancelled or was
 * already reminded does nothing when it fires. A visit less than a day away gets no reminder when
 * its confirmation goes out now (a second message minutes after the first tells nothing new); one
 * that is not confirmed is reminded at once.
 */
export async function scheduleAppointmentReminder(
  tx: Tx,
  input: { appointmentUuid: string; startAt: Date; confirmed: boolean },
): Promise<void> {
  const at = new Date(input.startAt.getTime() - 24 * 60 * 60_000);
  const now = new Date();
  if (at <= now && input.confirmed) return;
  await enqueue(
    tx,
    queues.messagingAppointmentReminder,
    { appointmentUuid: input.appointmentUuid, startAt: input.startAt.toISOString() },
    { startAfter: at > now ? at : now },
  );
}

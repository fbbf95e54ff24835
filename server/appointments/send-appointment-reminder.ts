import type { Database } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { sendAppointmentMessages } from '../messaging/appointment-messages';
import type { AppointmentStatus } from '../scheduling/booking-statuses';
import { lockAppointmentToRemind } from './appointment-records';
import { markReminderSent } from './mark-reminder-sent';
import { finalStatuses } from './statuses';

// No reminder once the visit is over or the customer asked to cancel it.
const closedStatuses: readonly string[] = [
  ...finalStatuses,
  'Cancellation Requested' satisfies AppointmentStatus,
];

/**
 * The reminder job: sends only for a still-open appointment at the time it was scheduled for.
 * Messaging queues the text or email and says what it queued; a reminder queued sets the status
 * Reminder Sent here, so appointment status and history have one writer.
 */
export async function sendAppointmentReminder(
  database: Database,
  job: { appointmentUuid: string; startAt?: string },
): Promise<{ sent: number }> {
  return pipelinedTransaction(database, async (tx) => {
    const appointment = await lockAppointmentToRemind(tx, job.appointmentUuid);
    if (!appointment || closedStatuses.includes(appointment.status) || appointment.reminderCount > 0)
      return { sent: 0 };
    if (job.startAt && new Date(job.startAt).getTime() !== appointment.startAt.getTime()) return { sent: 0 };
    if (appointment.startAt.getTime() < Date.now()) return { sent: 0 };
    const results = await sendAppointmentMessages(tx, {
      appointmentUuid: appointment.uuid,
      event: 'REMINDER',
    });
    const sent = results.filter((r) => r.status === 'SUCCESS').length;
    if (sent > 0) await markReminderSent(tx, appointment);
    return { sent };
  });
}

import type { Tx } from '../db/client';
import type { Appointment } from '../db/schema';
import { updateReminderCounted } from './appointment-records';
import { recordHistory } from './record-history';
import { reminderSentStatus } from './statuses';

/**
 * Status Reminder Sent, one more reminder counted, and the change in the appointment's history:
 * what messaging asks for once a reminder is queued, so appointment status and history have one
 * writer.
 */
export async function markReminderSent(tx: Tx, appointment: Appointment): Promise<void> {
  await updateReminderCounted(tx, {
    uuid: appointment.uuid,
    dealerUuid: appointment.dealerUuid,
    status: reminderSentStatus,
  });
  await recordHistory(tx, {
    appointmentUuid: appointment.uuid,
    event: 'STATUS_CHANGED',
    fromStatus: appointment.status,
    toStatus: reminderSentStatus,
    changes: {
      reminderCount: { from: appointment.reminderCount, to: appointment.reminderCount + 1 },
    },
    actor: { kind: 'system', id: null, name: 'Reminder' },
    platform: appointment.platform,
  });
}

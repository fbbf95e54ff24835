import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Appointment, appointments } from '../db/schema';
import type { AppointmentStatus } from './appointment.schemas';
import { recordHistory } from './record-history';

/** The status an appointment takes once its customer has been reminded of it. */
export const reminderSentStatus = 'Reminder Sent' satisfies AppointmentStatus;

/**
 * Status Reminder Sent, one more reminder counted, and the change in the appointment's history:
 * what messaging asks for once a reminder is queued, so appointment status and history have one
 * writer.
 */
export async function markReminderSent(tx: Tx, appointment: Appointment): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: reminderSentStatus, reminderCount: sql`${appointments.reminderCount} + 1` })
    .where(and(eq(appointments.uuid, appointment.uuid), eq(appointments.dealerUuid, appointment.dealerUuid)));
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

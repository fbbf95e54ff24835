/**
 * The statuses of a booking (appointment statuses of the spec, stored and returned exactly as
 * spelled there) and which of them give the booking's place back. Scheduling counts the places a
 * day's bookings take by them; appointments move a booking from one to another (their transition
 * table is `server/appointments/statuses.ts`).
 */
export const appointmentStatuses = [
  'Scheduled',
  'Confirmed',
  'Reminder Sent',
  'Rescheduled',
  'Updated',
  'UPDATED',
  'Rescheduling Requested',
  'Cancellation Requested',
  'Show',
  'No Show',
  'Cancelled',
  'CANCELLED',
  'FAILED',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Both spellings of cancelled that the spec lists. */
export const cancelledStatuses: readonly AppointmentStatus[] = ['Cancelled', 'CANCELLED'];

/** A cancelled or failed visit gives its place back; one that was shown (or not) still took it. */
export const releasedStatuses: readonly AppointmentStatus[] = [...cancelledStatuses, 'FAILED'];

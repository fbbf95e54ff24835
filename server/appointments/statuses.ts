import {
  type AppointmentStatus,
  appointmentStatuses,
  cancelledStatuses,
} from '../scheduling/booking-statuses';

/** The status an appointment takes once its customer has been reminded of it. */
export const reminderSentStatus = 'Reminder Sent' satisfies AppointmentStatus;

/** Statuses after which nothing about the visit changes any more. */
export const finalStatuses: readonly AppointmentStatus[] = [
  ...cancelledStatuses,
  'Show',
  'No Show',
  'FAILED',
];

/** The visit has arrived (the spec's Show): the write-up is in progress. */
export const arrivedStatus = 'Show' satisfies AppointmentStatus;

/**
 * Request fields an arrived visit still takes for its write-up: services added or removed, the
 * mileage in, the customer's concerns and notes, the transport option (and the partner's metadata).
 */
export const writeUpFields: ReadonlySet<string> = new Set([
  'serviceList',
  'mileageText',
  'comments',
  'internalNotes',
  'transportOption',
  'appointmentMetaData',
]);

const cancelled: ReadonlySet<string> = new Set(cancelledStatuses);
const terminal: ReadonlySet<string> = new Set(finalStatuses);

export const isCancelledStatus = (status: string) => cancelled.has(status);
export const isTerminalStatus = (status: string) => terminal.has(status);

// Any status may follow an open one; the table below narrows it for some.
const open = appointmentStatuses;

/**
 * Allowed status changes (documented in the OpenAPI description of the update operation).
 * Cancelled, Show, No Show and FAILED are final; a time change makes an open appointment
 * Rescheduled; Reminder Sent is set by the reminder job and cannot go back to Scheduled. On top of
 * the table (status-rules.ts): Show only on the visit's day, No Show only after its start, and
 * Show, No Show and Confirmed taken back to the status before them on the day they were set.
 */
export const statusTransitions: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  Scheduled: open,
  Confirmed: open.filter((s) => s !== 'Scheduled'),
  'Reminder Sent': open.filter((s) => s !== 'Scheduled'),
  Rescheduled: open,
  Updated: open,
  UPDATED: open,
  'Rescheduling Requested': [
    'Rescheduled',
    'Confirmed',
    'Scheduled',
    'Cancelled',
    'CANCELLED',
    'Updated',
    'UPDATED',
  ],
  'Cancellation Requested': ['Cancelled', 'CANCELLED', 'Confirmed', 'Scheduled'],
  Show: [],
  'No Show': [],
  Cancelled: [],
  CANCELLED: [],
  FAILED: [],
};

export function canTransition(from: string, to: string): boolean {
  if (from === to) return true;
  const allowed = statusTransitions[from as AppointmentStatus];
  return allowed?.includes(to as AppointmentStatus) ?? false;
}

/** Statuses a request may set on create (the spec recommends null: Scheduled). */
export const creatableStatuses: ReadonlySet<string> = new Set(['Scheduled', 'Confirmed']);

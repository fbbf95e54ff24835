import type { Tx } from '../db/client';
import type { AppointmentPreferences } from '../db/schema';
import { formatAppointmentTime } from '../time/format-appointment-time';
import { visitLinkFor } from '../visit-links/visit-link-for';
import { type AppointmentToMessage, findAppointmentToMessage } from './appointment-message-records';
import type { CalendarEventDraft } from './outgoing-message-types';
import { type SendToCustomerResult, sendMessageToCustomer } from './send-message-to-customer';

export type AppointmentMessageEvent = 'CREATED' | 'UPDATED' | 'CANCELLED' | 'REMINDER';

export type AppointmentMessageFacts = {
  customerFirstName: string | null;
  dealerName: string;
  departmentName: string;
  /** The start in the dealer's zone, already formatted, e.g. "Tuesday, March 4 at 9:30 AM CST". */
  when: string;
  vehicle: string | null;
  phone: string | null;
  /** The visit's page (/v/{token}): see, confirm, move, cancel, add to a calendar. */
  visitLink?: string | null;
};

/** The customer-facing wording of appointment confirmations and reminders (text and email). */
export function appointmentMessage(
  event: AppointmentMessageEvent,
  facts: AppointmentMessageFacts,
): { subject: string; body: string } {
  const hello = facts.customerFirstName ? `Hi ${facts.customerFirstName}, ` : '';
  const forVehicle = facts.vehicle ? ` for your ${facts.vehicle}` : '';
  const call = facts.phone ? ` Questions? Call us at ${facts.phone}.` : '';
  const manage = facts.visitLink ? ` Confirm, change or add it to your calendar: ${facts.visitLink}` : '';
  switch (event) {
    case 'CREATED':
      return {
        subject: `Your service appointment at ${facts.dealerName} is confirmed`,
        body: `${hello}your service appointment${forVehicle} at ${facts.dealerName} is confirmed for ${facts.when}.${manage}${call}`,
      };
    case 'UPDATED':
      return {
        subject: `Your service appointment at ${facts.dealerName} has changed`,
        body: `${hello}your service appointment${forVehicle} at ${facts.dealerName} is now ${facts.when}.${manage}${call}`,
      };
    case 'CANCELLED':
      return {
        subject: `Your service appointment at ${facts.dealerName} is cancelled`,
        body: `${hello}your service appointment${forVehicle} at ${facts.dealerName} on ${facts.when} is cancelled.${call}`,
      };
    case 'REMINDER':
      return {
        subject: `Reminder: service appointment tomorrow at ${facts.dealerName}`,
        body: `${hello}a reminder of your service appointment${forVehicle} at ${facts.dealerName} on ${facts.when}. See you then!${manage}${call}`,
      };
  }
}

/**
 * Confirmation (created, updated, cancelled) or reminder of one appointment, by text and/or email
 * as its customerAppointmentPreference says; nothing when the preference is null or notifyCustomer
 * is not true. Sent from the department's Default DealerAssociate as automatic messages, queued in
 * the caller's transaction. The results say what was queued: a reminder's status (Reminder Sent) is
 * then recorded by `server/appointments`, which owns appointment status and history.
 */
export async function sendAppointmentMessages(
  tx: Tx,
  input: { appointmentUuid: string; event: AppointmentMessageEvent },
): Promise<SendToCustomerResult[]> {
  const row = await findAppointmentToMessage(tx, input.appointmentUuid);
  const preferences = row?.appointment.preferences;
  if (!row || !preferences?.notifyCustomer) return [];
  const reminder = input.event === 'REMINDER';
  const wantText = reminder ? preferences.textReminder : preferences.textConfirmation;
  const wantEmail = reminder ? preferences.emailReminder : preferences.emailConfirmation;
  const visitLink = input.event === 'CANCELLED' ? null : await visitLinkFor(tx, row.appointment);
  const { subject, body } = appointmentMessage(input.event, { ...appointmentFactsOf(row), visitLink });
  const purpose = reminder ? 'APPOINTMENT_REMINDER' : `APPOINTMENT_${input.event}`;
  const common = {
    departmentUuid: row.appointment.departmentUuid,
    userUuid: 'DEFAULT',
    customerUuid: row.customer.uuid,
    body,
    isManual: false,
    purpose,
    appointmentUuid: row.appointment.uuid,
  };
  const results: SendToCustomerResult[] = [];
  if (wantText) {
    results.push(
      await sendMessageToCustomer(tx, {
        ...common,
        protocol: 'TEXT',
        communicationValue: preferences.confirmationPhoneNumber,
      }),
    );
  }
  if (wantEmail) {
    results.push(
      await sendMessageToCustomer(tx, {
        ...common,
        protocol: 'EMAIL',
        subject,
        communicationValue: preferences.confirmationEmail,
        calendarEvent: input.event === 'REMINDER' ? null : calendarEventOf(input.event, row, body),
      }),
    );
  }
  return results;
}

/** The invite of a confirmation, change or cancellation: where and when, in the dealer's zone. */
function calendarEventOf(
  event: Exclude<AppointmentMessageEvent, 'REMINDER'>,
  row: AppointmentToMessage,
  description: string,
): CalendarEventDraft {
  const { appointment, dealer } = row;
  const location = [dealer.addressLine1, dealer.city].filter(Boolean).join(', ');
  return {
    event,
    appointmentUuid: appointment.uuid,
    version: appointment.version,
    startAt: appointment.startAt,
    endAt: appointment.endAt,
    timeZone: dealer.timeZone,
    summary: `Service appointment at ${dealer.name}`,
    description,
    location: location || null,
  };
}

function appointmentFactsOf(row: AppointmentToMessage): AppointmentMessageFacts {
  const v = row.vehicle;
  return {
    customerFirstName: row.customer.firstName,
    dealerName: row.dealer.name,
    departmentName: row.department.name,
    when: formatAppointmentTime(row.appointment.startAt, row.dealer.timeZone),
    vehicle: v ? [v.year, v.make, v.model].filter(Boolean).join(' ') || null : null,
    phone: row.department.phoneNumber ?? row.dealer.phoneNumber,
  };
}

/** Whether a booking or new time is confirmed to the customer by text or email as it is made. */
export function confirmsByMessage(preferences: AppointmentPreferences | null | undefined): boolean {
  return Boolean(
    preferences?.notifyCustomer && (preferences.textConfirmation || preferences.emailConfirmation),
  );
}

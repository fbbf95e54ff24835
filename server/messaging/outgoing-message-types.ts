import type { Customer, Dealer, Department } from '../db/schema';
import type { AppointmentInviteFacts } from './appointment-invite';
import type { EffectiveMessagingSettings } from './messaging-settings-records';
import type { Recipient } from './recipient-records';
import type { Sender } from './send-party-records';

/** The shapes a send passes between its steps, apart from the steps so none imports another's file. */
export type SendToCustomerInput = {
  departmentUuid: string;
  /** The sending user (user uuid or dealer associate uuid of the department), or DEFAULT. */
  userUuid: string;
  customerUuid: string;
  protocol: 'TEXT' | 'EMAIL';
  body: string;
  subject?: string | null;
  isManual: boolean;
  /** Free purpose code shown as messagePurpose, e.g. APPOINTMENT_CONFIRMATION, PAYMENT_LINK. */
  purpose?: string | null;
  /** Phone or email registered for the customer; default the preferred one of the protocol. */
  communicationValue?: string | null;
  addTCPAFooter?: boolean | null;
  addSignature?: boolean | null;
  addFooter?: boolean | null;
  sendVCard?: boolean | null;
  queueIfOptedOut?: boolean | null;
  overrideOptOut?: boolean | null;
  cc?: string[] | null;
  bcc?: string[] | null;
  callbackUrl?: string | null;
  callbackMetaData?: Record<string, string | number | boolean | null> | null;
  apiClientUuid?: string | null;
  requestUuid?: string | null;
  /** true: the caller hands the message to the provider itself right after commit (HTTP sync sends). */
  sendSynchronously?: boolean;
  /** The appointment the message is about (confirmations, changes, cancellations, reminders). */
  appointmentUuid?: string | null;
  /** An email's calendar invite; its organizer and attendee are the email's sender and recipient. */
  calendarEvent?: CalendarEventDraft | null;
};

/** An appointment's invite before the send's parties are known. */
export type CalendarEventDraft = Omit<AppointmentInviteFacts, 'organizer' | 'attendee'>;

export type SendParties = {
  department: Department;
  dealer: Dealer;
  sender: Sender;
  customer: Customer;
  /** The department's text number or email address the message goes out from. */
  from: string;
  recipient: Recipient;
  settings: EffectiveMessagingSettings;
};

/** Why a recorded message may not go out: the spec's code and a reason for people. */
export type Refusal = { errorCode: string; reason: string };

import type { Appointment } from './api';

/** Which change the customer would hear of. */
export type NoticeEvent = 'MOVE' | 'CANCEL';

export type CustomerNoticePlan = {
  /** Whether anything would be sent at all (the visit's preferences ask for it). */
  sends: boolean;
  /** "Maria Lopez will get a text and an email about the new time." */
  sentence: string;
};

const about: Record<NoticeEvent, string> = {
  MOVE: 'about the new time',
  CANCEL: 'that the visit is cancelled',
};

/**
 * What the customer would be sent about a change, as the visit's confirmation preferences say
 * (the same rule the server applies): a text and/or an email, or nothing.
 */
export function customerNoticePlan(a: Appointment, event: NoticeEvent, name: string): CustomerNoticePlan {
  const p = a.appointmentCommunicationPreferences;
  const text = Boolean(p?.notifyCustomer && p.textConfirmation && p.confirmationPhoneNumber);
  const email = Boolean(p?.notifyCustomer && p.emailConfirmation && p.confirmationEmail);
  if (!text && !email) {
    return {
      sends: false,
      sentence: `${name} will not be sent anything: this visit is set to send no confirmations.`,
    };
  }
  const what = text && email ? 'a text and an email' : text ? 'a text' : 'an email';
  return { sends: true, sentence: `${name} will get ${what} ${about[event]}.` };
}

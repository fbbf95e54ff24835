import type { Authority } from '@/server/users/authorities';

/** What each authority lets a person do, in the words of the administrator ticking it. */
export const authorityLabels: Record<Authority, string> = {
  'sms.send': 'Send automatic texts (confirmations, reminders)',
  'messaging.text.send.manual': 'Send texts they write themselves',
  'messaging.email.send': 'Send emails to customers',
  'do.not.route.incoming.message': 'Do not receive customers’ replies',
  'messaging.optout.override': 'Text customers who have not agreed to texts',
  'appointment.manage': 'Book, change and cancel appointments',
  'payment.request': 'Create payment links',
  'scheduling.settings.manage': 'Change scheduling settings, closed dates and opcodes',
  'appointment.booking.override': 'Book walk-ins inside the notice window and over advisors’ limits',
};

/** Authorities a dealer associate can hold; sending checks them (spec: Choosing the sender). */
export const knownAuthorities = {
  'sms.send': 'Send automatic texts (isManual false)',
  'messaging.text.send.manual': 'Send manual texts (isManual true)',
  'messaging.email.send': 'Send emails to customers',
  'do.not.route.incoming.message': 'Customer replies are not routed to this user',
  'messaging.optout.override': 'Send to a number that has not opted in',
  'appointment.manage': 'Book, change and cancel appointments',
  'payment.request': 'Create payment links',
  'scheduling.settings.manage': 'Change scheduling settings, closed dates and opcodes',
  'appointment.booking.override':
    "Book walk-ins inside the notice window and over advisors' limits, with a reason",
} as const;

export type Authority = keyof typeof knownAuthorities;

/** Besides dealership administrators, only holders of this may change the rules everyone books by. */
export const manageSchedulingSettings: Authority = 'scheduling.settings.manage';

/** Besides dealership administrators, only holders of this may book over the notice window and advisors' limits. */
export const overrideBookingRules: Authority = 'appointment.booking.override';

export const isKnownAuthority = (value: string): value is Authority => value in knownAuthorities;

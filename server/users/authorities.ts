/** Authorities a dealer associate can hold; sending checks them (spec: Choosing the sender). */
export const knownAuthorities = {
  'sms.send': 'Send automatic texts (isManual false)',
  'messaging.text.send.manual': 'Send manual texts (isManual true)',
  'messaging.email.send': 'Send emails to customers',
  'do.not.route.incoming.message': 'Customer replies are not routed to this user',
  'messaging.optout.override': 'Send to a number that has not opted in',
  'appointment.manage': 'Book, change and cancel appointments',
  'payment.request': 'Create payment links',
} as const;

export type Authority = keyof typeof knownAuthorities;

export const isKnownAuthority = (value: string): value is Authority => value in knownAuthorities;

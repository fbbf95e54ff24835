import type { PaymentUrlRequestInput, VisitPaymentLinkRequestInput } from '@/server/payments/payment.schemas';

/** The new-payment-link form: what was typed, checked and turned into the request. */
const day = 24 * 60 * 60 * 1000;
export const defaultLifetime = 7 * day;
export const lifetimes = [
  { label: '1 day', ms: day },
  { label: '3 days', ms: 3 * day },
  { label: '7 days', ms: 7 * day },
  { label: '14 days', ms: 14 * day },
  { label: '30 days', ms: 30 * day },
];
const amountPattern = /^\d{1,5}(\.\d{1,2})?$/;

/** The form's named fields as typed (trimmed); the two checkboxes as on or not. */
export type PaymentLinkFields = {
  amount: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  paymentType: string;
  description: string;
  orderRef: string;
  ttl: string;
  sendText: boolean;
  sendEmail: boolean;
};

export function fieldsOf(form: FormData): PaymentLinkFields {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  return {
    amount: value('amount'),
    firstName: value('firstName'),
    lastName: value('lastName'),
    phone: value('phone'),
    email: value('email'),
    paymentType: value('paymentType'),
    description: value('description'),
    orderRef: value('orderRef'),
    ttl: value('ttl'),
    sendText: form.get('sendText') === 'on',
    sendEmail: form.get('sendEmail') === 'on',
  };
}

export type ChosenCustomer = { customerUuid: string; name: string } | null;

export type PaymentLinkRequest =
  | { ok: true; body: PaymentUrlRequestInput; customerName: string }
  | { ok: false; amountError: string | null; formError: string | null };

export function paymentLinkRequestOf(
  fields: PaymentLinkFields,
  mode: 'existing' | 'new',
  customer: ChosenCustomer,
): PaymentLinkRequest {
  const amountText = fields.amount.replace(/^\$/, '');
  if (!amountPattern.test(amountText) || Number(amountText) <= 0) {
    return {
      ok: false,
      amountError: 'Enter an amount such as 125.50 (at most 2 decimals).',
      formError: null,
    };
  }
  const existing = mode === 'existing' ? customer : null;
  if (mode === 'existing' && !existing) {
    return {
      ok: false,
      amountError: null,
      formError: 'Search for the customer and choose them, or enter a new customer.',
    };
  }
  const { phone, email } = fields;
  const customerIdentifiers: PaymentUrlRequestInput['customerIdentifiers'] = existing
    ? { customerId: existing.customerUuid }
    : {
        firstName: fields.firstName,
        lastName: fields.lastName,
        phoneNumbers: phone ? [{ phoneNumber: phone, isPreferred: true, okToText: true, label: 'CELL' }] : [],
        emails: email ? [{ emailAddress: email, isPreferred: true, okToEmail: true }] : [],
      };
  const body: PaymentUrlRequestInput = {
    customerIdentifiers,
    paymentDetails: {
      amount: Number(amountText),
      currency: 'USD',
      paymentType: fields.paymentType === 'auth' ? 'auth' : 'sale',
      paymentDescription: fields.description || null,
    },
    orderRef: fields.orderRef || null,
    ttl: Number(fields.ttl),
    flags: {
      useMyKaarmaTextPaymentRequest: fields.sendText,
      useMyKaarmaEmailPaymentRequest: fields.sendEmail,
      useMyKaarmaTextPaymentReceipt: fields.sendText,
      useMyKaarmaEmailReceipt: fields.sendEmail,
      footerToAdd: true,
    },
  };
  const customerName = existing ? existing.name : `${fields.firstName} ${fields.lastName}`.trim();
  return { ok: true, body, customerName };
}

export type VisitPaymentLinkRequest =
  | { ok: true; body: VisitPaymentLinkRequestInput }
  | { ok: false; amountError: string | null; formError: string | null };

/** A link made from a visit: the same fields, for the visit's own customer (the server knows them). */
export function visitPaymentLinkRequestOf(fields: PaymentLinkFields): VisitPaymentLinkRequest {
  const request = paymentLinkRequestOf(fields, 'existing', {
    customerUuid: 'the visit’s customer',
    name: '',
  });
  if (!request.ok) return request;
  const { customerIdentifiers: _customer, ...body } = request.body;
  return { ok: true, body };
}

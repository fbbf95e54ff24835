import { describe, expect, it } from 'vitest';
import {
  defaultLifetime,
  fieldsOf,
  type PaymentLinkFields,
  paymentLinkRequestOf,
  visitPaymentLinkRequestOf,
} from './payment-link-form-model';

const typed: PaymentLinkFields = {
  amount: '$125.50',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '312 555 0142',
  email: '',
  paymentType: 'sale',
  description: '',
  orderRef: 'RO-1',
  ttl: String(defaultLifetime),
  sendText: true,
  sendEmail: false,
};

describe('the new payment link', () => {
  it('refuses an amount that is not dollars and at most two decimals', () => {
    for (const amount of ['', '0', '12.345', 'abc', '123456']) {
      expect(paymentLinkRequestOf({ ...typed, amount }, 'new', null)).toEqual({
        ok: false,
        amountError: 'Enter an amount such as 125.50 (at most 2 decimals).',
        formError: null,
      });
    }
  });

  it('asks for a customer to be chosen when paying as an existing one', () => {
    expect(paymentLinkRequestOf(typed, 'existing', null)).toEqual({
      ok: false,
      amountError: null,
      formError: 'Search for the customer and choose them, or enter a new customer.',
    });
  });

  it('sends the chosen customer by id, and the link and receipt by text when asked', () => {
    const request = paymentLinkRequestOf(typed, 'existing', { customerUuid: 'c-1', name: 'Grace Hopper' });
    expect(request).toMatchObject({
      ok: true,
      customerName: 'Grace Hopper',
      body: {
        customerIdentifiers: { customerId: 'c-1' },
        paymentDetails: { amount: 125.5, currency: 'USD', paymentType: 'sale', paymentDescription: null },
        orderRef: 'RO-1',
        ttl: defaultLifetime,
        flags: {
          useMyKaarmaTextPaymentRequest: true,
          useMyKaarmaEmailPaymentRequest: false,
          useMyKaarmaTextPaymentReceipt: true,
          useMyKaarmaEmailReceipt: false,
        },
      },
    });
  });

  it('sends a new customer with the mobile number given and no email', () => {
    const request = paymentLinkRequestOf({ ...typed, paymentType: 'auth' }, 'new', null);
    expect(request).toMatchObject({
      ok: true,
      customerName: 'Ada Lovelace',
      body: {
        customerIdentifiers: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          phoneNumbers: [{ phoneNumber: '312 555 0142', isPreferred: true, okToText: true, label: 'CELL' }],
          emails: [],
        },
        paymentDetails: { paymentType: 'auth' },
      },
    });
  });

  it('reads the form’s fields trimmed and its checkboxes as on or off', () => {
    const form = new FormData();
    form.set('amount', ' 10 ');
    form.set('sendEmail', 'on');
    expect(fieldsOf(form)).toMatchObject({ amount: '10', firstName: '', sendText: false, sendEmail: true });
  });
});

describe('a payment link made from a visit', () => {
  it('sends no customer (the visit names them) and checks the amount the same way', () => {
    const fields = {
      amount: '89.50',
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      paymentType: 'sale',
      description: 'Brake pads',
      orderRef: '',
      ttl: '86400000',
      sendText: true,
      sendEmail: false,
    };
    const made = visitPaymentLinkRequestOf(fields);
    expect(made.ok && made.body).toMatchObject({
      paymentDetails: { amount: 89.5, paymentDescription: 'Brake pads' },
      flags: { useMyKaarmaTextPaymentRequest: true, useMyKaarmaEmailPaymentRequest: false },
    });
    expect(made.ok && 'customerIdentifiers' in made.body).toBe(false);
    expect(visitPaymentLinkRequestOf({ ...fields, amount: '12.345' }).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  emptyCustomerStepInput,
  newCustomerRequestOf,
  possibleMatchTerms,
  validateNewCustomer,
} from './customer-form-model';

const form = {
  firstName: ' Ada ',
  lastName: ' Lovelace ',
  phone: ' (312) 555-0142 ',
  email: ' ada@example.com ',
};

describe('the new-customer form', () => {
  it('asks for the names and accepts the contact details left empty', () => {
    expect(validateNewCustomer(emptyCustomerStepInput.form)).toEqual({
      firstName: 'Enter the first name.',
      lastName: 'Enter the last name.',
    });
    expect(validateNewCustomer({ ...form, phone: '', email: '' })).toEqual({});
  });

  it('refuses a phone number of the wrong length and an address without a domain', () => {
    expect(validateNewCustomer({ ...form, phone: '555 0142', email: 'ada@example' })).toEqual({
      phone: 'Enter a 10-digit number such as 312 555 0142, or +country code and number.',
      email: 'Enter an address such as name@example.com.',
    });
    expect(validateNewCustomer({ ...form, phone: '+44 20 7946 0958' })).toEqual({});
  });

  it('looks for existing customers by the phone digits and the email typed', () => {
    expect(possibleMatchTerms(form)).toEqual(['3125550142', 'ada@example.com']);
    expect(possibleMatchTerms({ ...form, phone: '', email: 'a' })).toEqual([]);
  });

  it('sends trimmed names and the phone and email as the preferred contacts', () => {
    expect(newCustomerRequestOf(form, true)).toEqual({
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumbers: [
          { phoneNumber: '(312) 555-0142', label: 'CELL', okToText: true, okToCall: true, isPreferred: true },
        ],
        emails: [{ emailAddress: 'ada@example.com', okToEmail: true, isPreferred: true }],
      },
      searchForDuplicate: true,
    });
    expect(newCustomerRequestOf({ ...form, phone: ' ', email: '' }, false)).toMatchObject({
      customer: { phoneNumbers: [], emails: [] },
      searchForDuplicate: false,
    });
  });
});

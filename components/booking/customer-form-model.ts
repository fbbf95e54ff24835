import type { SaveCustomerRequest } from '@/server/customers/customer.schemas';

/** The new-customer form of the booking's first step: its state, validation and request. */
export type NewCustomerForm = { firstName: string; lastName: string; phone: string; email: string };

/** What the advisor typed in this step; kept by the wizard so stepping back finds it unchanged. */
export type CustomerStepInput = { mode: 'search' | 'new'; term: string; form: NewCustomerForm };

export const emptyCustomerStepInput: CustomerStepInput = {
  mode: 'search',
  term: '',
  form: { firstName: '', lastName: '', phone: '', email: '' },
};

export type NewCustomerErrors = Partial<Record<keyof NewCustomerForm, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNewCustomer(form: NewCustomerForm): NewCustomerErrors {
  const errors: NewCustomerErrors = {};
  if (!form.firstName.trim()) errors.firstName = 'Enter the first name.';
  if (!form.lastName.trim()) errors.lastName = 'Enter the last name.';
  const digits = form.phone.replace(/\D/g, '');
  if (form.phone.trim() && (digits.length < 10 || digits.length > 15)) {
    errors.phone = 'Enter a 10-digit number such as 312 555 0142, or +country code and number.';
  }
  if (form.email.trim() && !emailPattern.test(form.email.trim()))
    errors.email = 'Enter an address such as name@example.com.';
  return errors;
}

/** The search terms (phone digits, email) that find customers who already have this contact. */
export function possibleMatchTerms(form: NewCustomerForm): string[] {
  return [form.phone.replace(/[^\d+]/g, ''), form.email.trim()]
    .filter((t) => t.length >= 2)
    .map((t) => t.slice(0, 30));
}

export function newCustomerRequestOf(
  form: NewCustomerForm,
  searchForDuplicate: boolean,
): SaveCustomerRequest {
  const phone = form.phone.trim();
  const email = form.email.trim();
  return {
    customer: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phoneNumbers: phone
        ? [{ phoneNumber: phone, label: 'CELL', okToText: true, okToCall: true, isPreferred: true }]
        : [],
      emails: email ? [{ emailAddress: email, okToEmail: true, isPreferred: true }] : [],
    },
    searchForDuplicate,
  };
}

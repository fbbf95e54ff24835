'use client';

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { bookingApi } from './api';
import { customerName, vehicleName } from './booking-model';
import { LoadError, Loading } from './parts';
import { customerPageSize, fetchCustomer, useCustomerSearch, useSaveCustomer } from './queries';

export type NewCustomerForm = { firstName: string; lastName: string; phone: string; email: string };

/** What the advisor typed in this step; kept by the wizard so stepping back finds it unchanged. */
export type CustomerStepInput = { mode: 'search' | 'new'; term: string; form: NewCustomerForm };

export const emptyCustomerStepInput: CustomerStepInput = {
  mode: 'search',
  term: '',
  form: { firstName: '', lastName: '', phone: '', email: '' },
};

type Errors = Partial<Record<keyof NewCustomerForm, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(form: NewCustomerForm): Errors {
  const errors: Errors = {};
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

function contactLine(c: CustomerWithVehiclesDto['customer']): string {
  return [c.phoneNumbers[0]?.phoneNumber, c.emails[0]?.emailAddress].filter(Boolean).join(' · ');
}

/** Step 1: find the customer, or create one (and, when they already exist, use the existing record). */
export function CustomerStep({
  departmentUuid,
  input,
  onInput,
  selected,
  onSelect,
}: {
  departmentUuid: string;
  input: CustomerStepInput;
  onInput: (input: CustomerStepInput) => void;
  selected: CustomerWithVehiclesDto | null;
  onSelect: (customer: CustomerWithVehiclesDto) => void;
}) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(customerPageSize);
  // A new search term starts from the first page of matches again.
  const [shownFor, setShownFor] = useState(input.term);
  if (shownFor !== input.term) {
    setShownFor(input.term);
    setShown(customerPageSize);
  }
  const search = useCustomerSearch(departmentUuid, input.mode === 'search' ? input.term : '', shown);
  const save = useSaveCustomer(departmentUuid);
  const [errors, setErrors] = useState<Errors>({});
  const [possibleMatches, setPossibleMatches] = useState<CustomerWithVehiclesDto[] | null>(null);
  const [matched, setMatched] = useState<CustomerWithVehiclesDto | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const setForm = (patch: Partial<NewCustomerForm>) => {
    onInput({ ...input, form: { ...input.form, ...patch } });
    setPossibleMatches(null);
    setMatched(null);
  };

  /**
   * Customers who share the phone or email typed. Looked up before saving: the save operation's
   * duplicate search updates the matching customer with the values sent (a typo in the first name
   * would rename them), so the advisor decides first.
   */
  async function findPossibleMatches(form: NewCustomerForm): Promise<CustomerWithVehiclesDto[]> {
    const terms = [form.phone.replace(/[^\d+]/g, ''), form.email.trim()].filter((t) => t.length >= 2);
    const found = await Promise.all(
      terms.map((t) => bookingApi.searchCustomers(departmentUuid, t.slice(0, 30))),
    );
    const byUuid = new Map(found.flat().map((c) => [c.customer.customerUuid, c]));
    return [...byUuid.values()];
  }

  async function create(form: NewCustomerForm, searchForDuplicate: boolean) {
    const phone = form.phone.trim();
    const email = form.email.trim();
    const saved = await save.mutateAsync({
      customer: {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        phoneNumbers: phone
          ? [{ phoneNumber: phone, label: 'CELL', okToText: true, okToCall: true, isPreferred: true }]
          : [],
        emails: email ? [{ emailAddress: email, okToEmail: true, isPreferred: true }] : [],
      },
      searchForDuplicate,
    });
    const customer = await fetchCustomer(queryClient, departmentUuid, saved.customerUuid);
    if (saved.isNewCustomer) {
      // Saved: the form is done with; the search shows the new customer, chosen.
      onInput({ mode: 'search', term: customerName(customer.customer), form: emptyCustomerStepInput.form });
      onSelect(customer);
    } else setMatched(customer);
  }

  /** An existing customer chosen instead of creating one; the typed form stays for a change of mind. */
  function chooseExisting(customer: CustomerWithVehiclesDto) {
    setPossibleMatches(null);
    setMatched(null);
    onInput({ ...input, mode: 'search', term: customerName(customer.customer) });
    onSelect(customer);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaveError(null);
    const found = validate(input.form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setChecking(true);
    try {
      const matches = await findPossibleMatches(input.form);
      if (matches.length > 0) {
        setPossibleMatches(matches);
        return;
      }
      await create(input.form, true);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'The customer could not be saved.');
    } finally {
      setChecking(false);
    }
  }

  async function createSeparate() {
    setSaveError(null);
    setChecking(true);
    try {
      await create(input.form, false);
      setPossibleMatches(null);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'The customer could not be saved.');
    } finally {
      setChecking(false);
    }
  }

  const results = search.data?.customers ?? [];
  const matchingCount = search.data?.matchingCount ?? 0;
  const term = input.term.trim();

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="sr-only">Existing or new customer</legend>
        <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm">
          {(
            [
              ['search', 'Find a customer'],
              ['new', 'New customer'],
            ] as const
          ).map(([mode, label]) => (
            <label
              key={mode}
              className={`cursor-pointer rounded px-3 py-1.5 font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                input.mode === mode ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <input
                type="radio"
                name="customer-mode"
                value={mode}
                checked={input.mode === mode}
                onChange={() => onInput({ ...input, mode })}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {selected && (
        <Alert tone="success">
          Customer: <strong>{customerName(selected.customer)}</strong>
          {contactLine(selected.customer) && <> · {contactLine(selected.customer)}</>}
        </Alert>
      )}

      {input.mode === 'search' ? (
        <div className="space-y-3">
          <Field id="customer-search" label="Search customers" hint="Name, phone number, email or VIN">
            <Input
              id="customer-search"
              type="search"
              value={input.term}
              onChange={(e) => onInput({ ...input, term: e.target.value })}
              maxLength={30}
              autoComplete="off"
              aria-describedby={describedBy('customer-search', { hint: true })}
            />
          </Field>
          {term.length < 2 ? (
            <p className="text-sm text-slate-600">Type at least two characters.</p>
          ) : search.isPending ? (
            <Loading>Searching customers…</Loading>
          ) : search.isError ? (
            <LoadError what="Customers" error={search.error} onRetry={() => search.refetch()} />
          ) : results.length === 0 ? (
            <div className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-4 text-sm text-slate-700">
              <p>No customer matches “{term}”.</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => onInput({ ...input, mode: 'new' })}
              >
                Create a new customer
              </Button>
            </div>
          ) : (
            <>
              <ul aria-label="Matching customers" className="space-y-2" aria-busy={search.isFetching}>
                {results.map((c) => {
                  const isSelected = selected?.customer.customerUuid === c.customer.customerUuid;
                  return (
                    <li key={c.customer.customerUuid}>
                      <button
                        type="button"
                        aria-pressed={isSelected}
                        onClick={() => onSelect(c)}
                        className={`w-full rounded-md border px-3 py-2.5 text-left ${
                          isSelected
                            ? 'border-brand-600 bg-brand-50'
                            : 'border-slate-200 bg-white hover:bg-slate-50'
                        }`}
                      >
                        <span className="block font-medium text-slate-900">{customerName(c.customer)}</span>
                        <span className="block text-sm text-slate-600">
                          {[contactLine(c.customer), c.vehicles.map(vehicleName).join(', ')]
                            .filter(Boolean)
                            .join(' · ') || 'No phone, email or vehicle on file'}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <ShowMore
                shown={results.length}
                total={matchingCount}
                loading={search.isFetching}
                onMore={() => setShown((n) => Math.min(n + customerPageSize, maxCustomerResults))}
              />
            </>
          )}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="New customer">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="new-first-name" label="First name" error={errors.firstName}>
              <Input
                id="new-first-name"
                value={input.form.firstName}
                onChange={(e) => setForm({ firstName: e.target.value })}
                autoComplete="off"
                aria-invalid={Boolean(errors.firstName)}
                aria-describedby={describedBy('new-first-name', { error: Boolean(errors.firstName) })}
              />
            </Field>
            <Field id="new-last-name" label="Last name" error={errors.lastName}>
              <Input
                id="new-last-name"
                value={input.form.lastName}
                onChange={(e) => setForm({ lastName: e.target.value })}
                autoComplete="off"
                aria-invalid={Boolean(errors.lastName)}
                aria-describedby={describedBy('new-last-name', { error: Boolean(errors.lastName) })}
              />
            </Field>
            <Field id="new-phone" label="Mobile phone (optional)" error={errors.phone}>
              <Input
                id="new-phone"
                type="tel"
                inputMode="tel"
                value={input.form.phone}
                onChange={(e) => setForm({ phone: e.target.value })}
                autoComplete="off"
                aria-invalid={Boolean(errors.phone)}
                aria-describedby={describedBy('new-phone', { error: Boolean(errors.phone) })}
              />
            </Field>
            <Field id="new-email" label="Email (optional)" error={errors.email}>
              <Input
                id="new-email"
                type="email"
                value={input.form.email}
                onChange={(e) => setForm({ email: e.target.value })}
                autoComplete="off"
                aria-invalid={Boolean(errors.email)}
                aria-describedby={describedBy('new-email', { error: Boolean(errors.email) })}
              />
            </Field>
          </div>
          {saveError && <Alert tone="error">{saveError}</Alert>}
          {possibleMatches && (
            <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-3" role="status">
              <p className="text-sm font-medium text-amber-900">
                {possibleMatches.length === 1 ? 'A customer' : `${possibleMatches.length} customers`} already
                {possibleMatches.length === 1 ? ' has' : ' have'} this phone number or email.
              </p>
              <ul className="space-y-2">
                {possibleMatches.map((c) => (
                  <li
                    key={c.customer.customerUuid}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white px-3 py-2"
                  >
                    <span className="text-sm">
                      <span className="font-medium text-slate-900">{customerName(c.customer)}</span>
                      <span className="block text-slate-600">{contactLine(c.customer)}</span>
                    </span>
                    <Button size="sm" onClick={() => chooseExisting(c)}>
                      Use {customerName(c.customer)}
                    </Button>
                  </li>
                ))}
              </ul>
              <Button variant="secondary" size="sm" loading={checking} onClick={createSeparate}>
                Create a separate customer
              </Button>
            </div>
          )}
          {matched && (
            <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-3" role="status">
              <p className="text-sm text-amber-900">
                This matched an existing customer, <strong>{customerName(matched.customer)}</strong>; their
                record now includes what you entered.
              </p>
              <Button size="sm" onClick={() => chooseExisting(matched)}>
                Use {customerName(matched.customer)}
              </Button>
            </div>
          )}
          {!possibleMatches && !matched && (
            <Button type="submit" loading={checking || save.isPending}>
              Create customer
            </Button>
          )}
        </form>
      )}
    </div>
  );
}

/** The customer search answers at most this many matches. */
const maxCustomerResults = 100;
const counted = new Intl.NumberFormat('en-US');

/** "10 of 34 matching customers", and "Show more" while there are more (up to the search's limit). */
function ShowMore({
  shown,
  total,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
}) {
  if (total <= shown) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <p aria-live="polite">
        {counted.format(shown)} of {counted.format(total)} matching customers
      </p>
      {shown < maxCustomerResults ? (
        <Button variant="secondary" size="sm" loading={loading} onClick={onMore}>
          Show more
        </Button>
      ) : (
        <p>Type more of the name, phone, email or VIN to narrow the search.</p>
      )}
    </div>
  );
}

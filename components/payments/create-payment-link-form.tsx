'use client';

import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { PaymentUrlRequestInput } from '@/server/payments/payment.schemas';
import { ApiError, type CustomerMatch, type PaymentWarningDto } from './api';
import { CopyLinkButton } from './copy-link-button';
import { useCreatePaymentLink, useCustomerSearch } from './queries';

const day = 24 * 60 * 60 * 1000;
const lifetimes = [
  { label: '1 day', ms: day },
  { label: '3 days', ms: 3 * day },
  { label: '7 days', ms: 7 * day },
  { label: '14 days', ms: 14 * day },
  { label: '30 days', ms: 30 * day },
];
const amountPattern = /^\d{1,5}(\.\d{1,2})?$/;

type Created = { paymentUrl: string; customerName: string; warnings: PaymentWarningDto[] };

/** Creates a payment link for an existing or a new customer and optionally sends it. */
export function CreatePaymentLinkForm({
  departmentUuid,
  onClose,
}: {
  departmentUuid: string;
  onClose: () => void;
}) {
  const ids = useId();
  const [term, setTerm] = useState('');
  const [customer, setCustomer] = useState<CustomerMatch | null>(null);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [formError, setFormError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const search = useCustomerSearch(departmentUuid, term);
  const create = useCreatePaymentLink(departmentUuid);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const amountText = value('amount').replace(/^\$/, '');
    if (!amountPattern.test(amountText) || Number(amountText) <= 0) {
      setAmountError('Enter an amount such as 125.50 (at most 2 decimals).');
      return;
    }
    setAmountError(null);
    if (mode === 'existing' && !customer) {
      setFormError('Search for the customer and choose them, or enter a new customer.');
      return;
    }
    const phone = value('phone');
    const email = value('email');
    const customerIdentifiers: PaymentUrlRequestInput['customerIdentifiers'] =
      mode === 'existing' && customer
        ? { customerId: customer.customerUuid }
        : {
            firstName: value('firstName'),
            lastName: value('lastName'),
            phoneNumbers: phone
              ? [{ phoneNumber: phone, isPreferred: true, okToText: true, label: 'CELL' }]
              : [],
            emails: email ? [{ emailAddress: email, isPreferred: true, okToEmail: true }] : [],
          };
    const body: PaymentUrlRequestInput = {
      customerIdentifiers,
      paymentDetails: {
        amount: Number(amountText),
        currency: 'USD',
        paymentType: value('paymentType') === 'auth' ? 'auth' : 'sale',
        paymentDescription: value('description') || null,
      },
      orderRef: value('orderRef') || null,
      ttl: Number(value('ttl')),
      flags: {
        useMyKaarmaTextPaymentRequest: form.get('sendText') === 'on',
        useMyKaarmaEmailPaymentRequest: form.get('sendEmail') === 'on',
        useMyKaarmaTextPaymentReceipt: form.get('sendText') === 'on',
        useMyKaarmaEmailReceipt: form.get('sendEmail') === 'on',
        footerToAdd: true,
      },
    };
    try {
      const result = await create.mutateAsync(body);
      setCreated({
        paymentUrl: result.paymentUrl,
        customerName:
          mode === 'existing' && customer
            ? customer.name
            : `${value('firstName')} ${value('lastName')}`.trim(),
        warnings: result.warnings,
      });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : 'The payment link could not be created.');
    }
  }

  if (created) {
    return (
      <Card aria-labelledby={`${ids}-done`}>
        <CardHeader>
          <CardTitle id={`${ids}-done`}>Payment link created for {created.customerName}</CardTitle>
        </CardHeader>
        <CardBody className="space-y-3">
          <p className="break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800">
            {created.paymentUrl}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton url={created.paymentUrl} />
            <Button variant="ghost" size="sm" onClick={onClose}>
              Done
            </Button>
          </div>
          {created.warnings.length > 0 && (
            <Alert tone="info">
              <ul className="list-disc space-y-1 pl-4">
                {created.warnings.map((w, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two warnings may share a code.
                  <li key={i}>{w.warningDescription}</li>
                ))}
              </ul>
              <p className="mt-1">Copy the link and share it with the customer yourself.</p>
            </Alert>
          )}
        </CardBody>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`}>New payment link</CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} className="space-y-5" noValidate>
          {formError && <Alert tone="error">{formError}</Alert>}
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">Customer</legend>
            <div className="flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="mode"
                  checked={mode === 'existing'}
                  onChange={() => setMode('existing')}
                />
                Existing customer
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="mode" checked={mode === 'new'} onChange={() => setMode('new')} />
                New customer
              </label>
            </div>
            {mode === 'existing' ? (
              <div className="space-y-2">
                <Field id={`${ids}-search`} label="Search customers" hint="Name, phone number or email">
                  <Input
                    id={`${ids}-search`}
                    type="search"
                    value={term}
                    onChange={(e) => {
                      setTerm(e.target.value);
                      setCustomer(null);
                    }}
                    aria-describedby={describedBy(`${ids}-search`, { hint: true })}
                  />
                </Field>
                {customer ? (
                  <p className="text-sm text-slate-800">
                    Chosen: <strong>{customer.name}</strong>
                    {customer.phone && ` · ${customer.phone}`}
                  </p>
                ) : (
                  <CustomerResults search={search} term={term} onChoose={setCustomer} />
                )}
              </div>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${ids}-first`} label="First name">
                  <Input id={`${ids}-first`} name="firstName" required autoComplete="off" />
                </Field>
                <Field id={`${ids}-last`} label="Last name">
                  <Input id={`${ids}-last`} name="lastName" required autoComplete="off" />
                </Field>
                <Field id={`${ids}-phone`} label="Mobile number">
                  <Input id={`${ids}-phone`} name="phone" type="tel" autoComplete="off" />
                </Field>
                <Field id={`${ids}-email`} label="Email">
                  <Input id={`${ids}-email`} name="email" type="email" autoComplete="off" />
                </Field>
              </div>
            )}
          </fieldset>

          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${ids}-amount`} label="Amount (USD)" error={amountError}>
              <Input
                id={`${ids}-amount`}
                name="amount"
                inputMode="decimal"
                placeholder="125.50"
                required
                aria-invalid={amountError ? true : undefined}
                aria-describedby={describedBy(`${ids}-amount`, { error: Boolean(amountError) })}
              />
            </Field>
            <Field id={`${ids}-order`} label="Repair order (optional)">
              <Input id={`${ids}-order`} name="orderRef" maxLength={100} />
            </Field>
            <Field id={`${ids}-description`} label="Description" className="sm:col-span-2">
              <Input
                id={`${ids}-description`}
                name="description"
                maxLength={500}
                placeholder="e.g. 60k service"
              />
            </Field>
            <Field id={`${ids}-type`} label="Payment">
              <Select id={`${ids}-type`} name="paymentType" defaultValue="sale">
                <option value="sale">Charge now</option>
                <option value="auth">Authorize only</option>
              </Select>
            </Field>
            <Field id={`${ids}-ttl`} label="Link works for">
              <Select id={`${ids}-ttl`} name="ttl" defaultValue={String(7 * day)}>
                {lifetimes.map((l) => (
                  <option key={l.ms} value={l.ms}>
                    {l.label}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Send the link and the receipt</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="sendText" /> By text message
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="sendEmail" /> By email
            </label>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={create.isPending}>
              Create payment link
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function CustomerResults({
  search,
  term,
  onChoose,
}: {
  search: ReturnType<typeof useCustomerSearch>;
  term: string;
  onChoose: (customer: CustomerMatch) => void;
}) {
  if (term.trim().length < 2) return null;
  if (search.isPending) return <p className="text-sm text-slate-600">Searching…</p>;
  if (search.isError) {
    return (
      <Alert tone="error">{search.error instanceof ApiError ? search.error.message : 'Search failed.'}</Alert>
    );
  }
  if (search.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No customer matches “{term}”. Choose “New customer” to add one.
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-slate-100 rounded-md border border-slate-200"
      aria-label="Matching customers"
    >
      {search.data.map((c) => (
        <li key={c.customerUuid}>
          <button
            type="button"
            onClick={() => onChoose(c)}
            className="flex w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-slate-50"
          >
            <span className="font-medium text-slate-900">{c.name}</span>
            <span className="text-slate-600">
              {[c.phone, c.email].filter(Boolean).join(' · ') || 'No contact details'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

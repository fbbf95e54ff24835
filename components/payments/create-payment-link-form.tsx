'use client';

import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, type CustomerMatch } from './api';
import { fieldsOf, paymentLinkRequestOf } from './payment-link-form-model';
import {
  type Created,
  CustomerResults,
  LinkCreated,
  NewCustomerFields,
  PaymentFields,
  SendChoices,
} from './payment-link-sections';
import { useCreatePaymentLink, useCustomerSearch } from './queries';

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
  const create = useCreatePaymentLink(departmentUuid);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = paymentLinkRequestOf(fieldsOf(new FormData(event.currentTarget)), mode, customer);
    setAmountError(request.ok ? null : request.amountError);
    setFormError(request.ok ? null : request.formError);
    if (!request.ok) return;
    try {
      const result = await create.mutateAsync(request.body);
      setCreated({
        paymentUrl: result.paymentUrl,
        customerName: request.customerName,
        warnings: result.warnings,
      });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : 'The payment link could not be created.');
    }
  }

  if (created) return <LinkCreated ids={ids} created={created} onClose={onClose} />;

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
            <ModeChoice mode={mode} onMode={setMode} />
            {mode === 'existing' ? (
              <ExistingCustomer
                ids={ids}
                departmentUuid={departmentUuid}
                term={term}
                onTerm={setTerm}
                customer={customer}
                onChoose={setCustomer}
              />
            ) : (
              <NewCustomerFields ids={ids} />
            )}
          </fieldset>
          <PaymentFields ids={ids} amountError={amountError} />
          <SendChoices />
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

/** Searching and choosing the customer; typing again forgets the one chosen. The term is kept by the form. */
function ExistingCustomer({
  ids,
  departmentUuid,
  term,
  onTerm,
  customer,
  onChoose,
}: {
  ids: string;
  departmentUuid: string;
  term: string;
  onTerm: (term: string) => void;
  customer: CustomerMatch | null;
  onChoose: (customer: CustomerMatch | null) => void;
}) {
  const search = useCustomerSearch(departmentUuid, term);
  return (
    <div className="space-y-2">
      <Field id={`${ids}-search`} label="Search customers" hint="Name, phone number or email">
        <Input
          id={`${ids}-search`}
          type="search"
          value={term}
          onChange={(e) => {
            onTerm(e.target.value);
            onChoose(null);
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
        <CustomerResults search={search} term={term} onChoose={onChoose} />
      )}
    </div>
  );
}

function ModeChoice({
  mode,
  onMode,
}: {
  mode: 'existing' | 'new';
  onMode: (mode: 'existing' | 'new') => void;
}) {
  return (
    <div className="flex gap-4 text-sm">
      <label className="flex items-center gap-2">
        <input type="radio" name="mode" checked={mode === 'existing'} onChange={() => onMode('existing')} />
        Existing customer
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name="mode" checked={mode === 'new'} onChange={() => onMode('new')} />
        New customer
      </label>
    </div>
  );
}

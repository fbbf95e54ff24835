'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError, type CustomerMatch, type PaymentWarningDto } from './api';
import { CopyLinkButton } from './copy-link-button';
import { defaultLifetime, lifetimes } from './payment-link-form-model';
import type { useCustomerSearch } from './queries';

/** The parts of the new-payment-link form: the new customer, the payment, how it is sent, the result. */
export type Created = { paymentUrl: string; customerName: string; warnings: PaymentWarningDto[] };

export function NewCustomerFields({ ids }: { ids: string }) {
  return (
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
  );
}

export function PaymentFields({ ids, amountError }: { ids: string; amountError: string | null }) {
  return (
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
        <Input id={`${ids}-description`} name="description" maxLength={500} placeholder="e.g. 60k service" />
      </Field>
      <Field id={`${ids}-type`} label="Payment">
        <Select id={`${ids}-type`} name="paymentType" defaultValue="sale">
          <option value="sale">Charge now</option>
          <option value="auth">Authorize only</option>
        </Select>
      </Field>
      <Field id={`${ids}-ttl`} label="Link works for">
        <Select id={`${ids}-ttl`} name="ttl" defaultValue={String(defaultLifetime)}>
          {lifetimes.map((l) => (
            <option key={l.ms} value={l.ms}>
              {l.label}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

export function SendChoices() {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Send the link and the receipt</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="sendText" /> By text message
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="sendEmail" /> By email
      </label>
    </fieldset>
  );
}

export function LinkCreated({
  ids,
  created,
  onClose,
}: {
  ids: string;
  created: Created;
  onClose: () => void;
}) {
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

export function CustomerResults({
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

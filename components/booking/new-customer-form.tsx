'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { customerName } from './booking-model';
import { contactLine } from './customer-contact';
import type { NewCustomerForm as Form } from './customer-form-model';
import type { NewCustomerState } from './use-new-customer';

/** The booking's new-customer form: the four fields, then what the save found. */
export function NewCustomerForm({ form, state }: { form: Form; state: NewCustomerState }) {
  const { errors, possibleMatches, matched, setForm } = state;
  return (
    <form onSubmit={state.onSubmit} noValidate className="space-y-4" aria-label="New customer">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="new-first-name" label="First name" error={errors.firstName}>
          <Input
            id="new-first-name"
            value={form.firstName}
            onChange={(e) => setForm({ firstName: e.target.value })}
            autoComplete="off"
            aria-invalid={Boolean(errors.firstName)}
            aria-describedby={describedBy('new-first-name', { error: Boolean(errors.firstName) })}
          />
        </Field>
        <Field id="new-last-name" label="Last name" error={errors.lastName}>
          <Input
            id="new-last-name"
            value={form.lastName}
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
            value={form.phone}
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
            value={form.email}
            onChange={(e) => setForm({ email: e.target.value })}
            autoComplete="off"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('new-email', { error: Boolean(errors.email) })}
          />
        </Field>
      </div>
      {state.saveError && <Alert tone="error">{state.saveError}</Alert>}
      {possibleMatches && <PossibleMatches matches={possibleMatches} state={state} />}
      {matched && (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-3" role="status">
          <p className="text-sm text-amber-900">
            This matched an existing customer, <strong>{customerName(matched.customer)}</strong>; their record
            now includes what you entered.
          </p>
          <Button size="sm" onClick={() => state.chooseExisting(matched)}>
            Use {customerName(matched.customer)}
          </Button>
        </div>
      )}
      {!possibleMatches && !matched && (
        <Button type="submit" loading={state.saving}>
          Create customer
        </Button>
      )}
    </form>
  );
}

/** Customers who already have the phone or email typed: use one, or create a separate customer. */
function PossibleMatches({
  matches,
  state,
}: {
  matches: CustomerWithVehiclesDto[];
  state: NewCustomerState;
}) {
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-3" role="status">
      <p className="text-sm font-medium text-amber-900">
        {matches.length === 1 ? 'A customer' : `${matches.length} customers`} already
        {matches.length === 1 ? ' has' : ' have'} this phone number or email.
      </p>
      <ul className="space-y-2">
        {matches.map((c) => (
          <li
            key={c.customer.customerUuid}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white px-3 py-2"
          >
            <span className="text-sm">
              <span className="font-medium text-slate-900">{customerName(c.customer)}</span>
              <span className="block text-slate-600">{contactLine(c.customer)}</span>
            </span>
            <Button size="sm" onClick={() => state.chooseExisting(c)}>
              Use {customerName(c.customer)}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" loading={state.busy} onClick={state.createSeparate}>
        Create a separate customer
      </Button>
    </div>
  );
}

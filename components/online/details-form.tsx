'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type Details, detailsErrors } from './booking-model';
import type { Verified } from './online-api';

type Errors = Partial<Record<keyof Details, string>>;

function TextInput(props: {
  name: keyof Details;
  label: string;
  details: Details;
  errors: Errors;
  onChange: (d: Details) => void;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  optional?: boolean;
  maxLength: number;
}) {
  const id = `details-${props.name}`;
  const error = props.errors[props.name];
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {props.label}
        {props.optional && <span className="font-normal text-slate-700"> (optional)</span>}
      </label>
      <Input
        id={id}
        value={String(props.details[props.name] ?? '')}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11"
        onChange={(e) => props.onChange({ ...props.details, [props.name]: e.target.value })}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function VehicleChoice({
  customer,
  details,
  onChange,
}: {
  customer: NonNullable<Verified['customer']>;
  details: Details;
  onChange: (d: Details) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">Vehicle</legend>
      {[
        ...customer.vehicles.map((v) => ({ value: v.vehicleUuid, label: v.label })),
        { value: '', label: 'Another vehicle' },
      ].map((v) => (
        <label
          key={v.value || 'new'}
          className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 has-[:checked]:border-brand-700"
        >
          <input
            type="radio"
            name="vehicle"
            className="size-5 accent-brand-700"
            checked={(details.vehicleUuid ?? '') === v.value}
            onChange={() => onChange({ ...details, vehicleUuid: v.value || null })}
          />
          <span className="text-slate-900">{v.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Who the customer is and which car: filled in for a returning customer, a few fields for a new one. */
export function DetailsForm(props: {
  verified: Verified;
  details: Details;
  onChange: (d: Details) => void;
  onDone: () => void;
}) {
  const { verified, details, onChange } = props;
  const isNew = verified.customer === null;
  const [errors, setErrors] = useState<Errors>({});
  const field = { details, errors, onChange };
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = detailsErrors(details, isNew);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return props.onDone();
    // The first field to fix takes the focus, so its message is read and the keyboard is there.
    requestAnimationFrame(() => document.getElementById(`details-${first}`)?.focus());
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {isNew ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            {...field}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={100}
          />
          <TextInput
            {...field}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={100}
          />
          <TextInput
            {...field}
            name="email"
            label="Email"
            autoComplete="email"
            inputMode="email"
            optional
            maxLength={320}
          />
        </div>
      ) : (
        <VehicleChoice
          customer={verified.customer as NonNullable<Verified['customer']>}
          details={details}
          onChange={onChange}
        />
      )}
      {!details.vehicleUuid && (
        <fieldset className="grid grid-cols-3 gap-2">
          <legend className="col-span-3 text-sm font-semibold text-slate-800">
            Your vehicle: year, make and model, or the VIN
          </legend>
          <TextInput {...field} name="year" label="Year" inputMode="numeric" maxLength={4} />
          <TextInput {...field} name="make" label="Make" maxLength={60} />
          <TextInput {...field} name="model" label="Model" maxLength={60} />
          <div className="col-span-3">
            <TextInput {...field} name="vin" label="VIN" optional maxLength={17} />
          </div>
        </fieldset>
      )}
      <Button type="submit" className="h-11 w-full text-base">
        Review
      </Button>
    </form>
  );
}

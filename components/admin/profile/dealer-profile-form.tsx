'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { type TimeFormat, timeFormatLabels } from '@/components/ui/clock';
import { describedBy, Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { adminApi, type DealerProfile, type DealerProfileInput } from '../api';
import { formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { nullableTextOf, TextField, textOf } from '../text-field';

const fields = [
  'name',
  'timeZone',
  'timeFormat',
  'phone',
  'email',
  'website',
  'addressLine1',
  'city',
  'state',
  'zip',
  'country',
] as const;

export function DealerProfileForm({ dealer }: { dealer: DealerProfile }) {
  const router = useRouter();
  const save = useAdminMutation(async (body: DealerProfileInput) => {
    const saved = await adminApi.updateDealer(dealer.dealerUuid, body);
    // The pages' clock (zone and time format) is read on the server: render them again.
    router.refresh();
    return saved;
  });
  const errors = formErrorsOf(save.error, fields);
  const field = (
    name: Exclude<(typeof fields)[number], 'timeFormat'>,
    label: string,
    extra: { hint?: string; type?: string } = {},
  ) => (
    <TextField
      name={name}
      label={label}
      defaultValue={dealer[name] ?? ''}
      errors={errors}
      idPrefix="dealer-"
      {...extra}
    />
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      name: textOf(form, 'name') ?? '',
      timeZone: textOf(form, 'timeZone') ?? '',
      timeFormat: form.get('timeFormat') === '24h' ? '24h' : '12h',
      phone: nullableTextOf(form, 'phone'),
      email: nullableTextOf(form, 'email'),
      website: nullableTextOf(form, 'website'),
      addressLine1: nullableTextOf(form, 'addressLine1'),
      city: nullableTextOf(form, 'city'),
      state: nullableTextOf(form, 'state'),
      zip: nullableTextOf(form, 'zip'),
      country: (textOf(form, 'country') ?? '').toUpperCase(),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dealership profile</CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} className="space-y-4" aria-label="Dealership profile">
          {errors.general && <Alert tone="error">{errors.general}</Alert>}
          {save.isSuccess && <Alert tone="success">The profile is saved.</Alert>}
          <div className="grid gap-4 md:grid-cols-2">
            {field('name', 'Name')}
            {field('timeZone', 'Time zone', { hint: 'e.g. America/Chicago' })}
            <TimeFormatField value={dealer.timeFormat} error={errors.fields.timeFormat} />
            {field('phone', 'Phone', { type: 'tel' })}
            {field('email', 'Email', { type: 'email' })}
            {field('website', 'Website', { type: 'url', hint: 'e.g. https://example.com' })}
            {field('addressLine1', 'Street address')}
            {field('city', 'City')}
            {field('state', 'State')}
            {field('zip', 'ZIP code')}
            {field('country', 'Country', { hint: 'Two letters, e.g. US' })}
          </div>
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

/** 12-hour or 24-hour: how every page of the dealership writes times of day. */
function TimeFormatField({ value, error }: { value: TimeFormat; error: string | undefined }) {
  return (
    <Field
      id="dealer-timeFormat"
      label="Time format"
      hint="How every page writes times of day."
      error={error}
    >
      <Select
        id="dealer-timeFormat"
        name="timeFormat"
        defaultValue={value}
        aria-describedby={describedBy('dealer-timeFormat', { hint: true, error: !!error })}
      >
        {(Object.keys(timeFormatLabels) as TimeFormat[]).map((format) => (
          <option key={format} value={format}>
            {timeFormatLabels[format]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminApi } from '../api';
import { formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { TextField, textOf } from '../text-field';

/** A dealership with one working service department (the server gives it hours and options). */
export function CreateDealerForm() {
  const router = useRouter();
  const create = useAdminMutation(adminApi.createDealer);
  const errors = formErrorsOf(create.error, ['name', 'timeZone', 'departmentName']);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate(
      {
        name: textOf(form, 'name') ?? '',
        timeZone: textOf(form, 'timeZone') ?? '',
        departmentName: textOf(form, 'departmentName'),
      },
      { onSuccess: ({ dealerUuid }) => router.push(`/admin/${encodeURIComponent(dealerUuid)}/profile`) },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Create dealership">
      {errors.general && <Alert tone="error">{errors.general}</Alert>}
      <TextField name="name" label="Dealership name" errors={errors} idPrefix="new-dealer-" required />
      <TextField
        name="timeZone"
        label="Time zone"
        hint="Where the dealership is, e.g. America/Chicago"
        errors={errors}
        idPrefix="new-dealer-"
        required
      />
      <TextField
        name="departmentName"
        label="Service department name"
        defaultValue="Service"
        errors={errors}
        idPrefix="new-dealer-"
      />
      <Button type="submit" loading={create.isPending}>
        Create dealership
      </Button>
    </form>
  );
}

'use client';

import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminApi, type CreateTransportOptionInput } from '../api';
import { formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { TextField, textOf } from '../text-field';

/** A transport option: the code partners see and the name customers and advisors see. */
export function CreateTransportOptionForm({ departmentUuid }: { departmentUuid: string }) {
  const create = useAdminMutation((body: CreateTransportOptionInput) =>
    adminApi.createTransportOption(departmentUuid, body),
  );
  const errors = formErrorsOf(create.error, ['optionName', 'customName']);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    create.mutate(
      {
        optionName: (textOf(form, 'optionName') ?? '').toUpperCase(),
        customName: textOf(form, 'customName') ?? '',
        isPickupAndDelivery: form.get('isPickupAndDelivery') === 'on',
      },
      { onSuccess: () => formElement.reset() },
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="New transport option">
      {errors.general && <Alert tone="error">{errors.general}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="customName"
          label="New option's name"
          hint="What people see, e.g. Shuttle ride"
          errors={errors}
          idPrefix="option-"
          required
        />
        <TextField
          name="optionName"
          label="Code"
          hint="Capitals, digits and _, e.g. SHUTTLE"
          autoCapitalize="characters"
          errors={errors}
          idPrefix="option-"
          required
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" name="isPickupAndDelivery" className="size-4" /> The dealership picks up and
        delivers the vehicle
      </label>
      <Button type="submit" loading={create.isPending}>
        Create transport option
      </Button>
    </form>
  );
}

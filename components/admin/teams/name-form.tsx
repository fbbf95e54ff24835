'use client';

import { type FormEvent, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formErrorsOf } from '../form-errors';
import { TextField, textOf } from '../text-field';

type NameMutation = {
  mutate: (name: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: Error | null;
};

/** One name to create or rename something with; the server's message shows under the field. */
export function NameForm({
  label,
  submitLabel,
  mutation,
  defaultValue,
  onDone,
}: {
  label: string;
  submitLabel: string;
  mutation: NameMutation;
  defaultValue?: string;
  onDone?: () => void;
}) {
  const id = useId();
  const errors = formErrorsOf(mutation.error, ['name']);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    mutation.mutate(textOf(new FormData(form), 'name') ?? '', {
      onSuccess: () => {
        form.reset();
        onDone?.();
      },
    });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" aria-label={label}>
      <TextField
        name="name"
        label={label}
        defaultValue={defaultValue}
        errors={errors}
        idPrefix={id}
        className="min-w-40"
        required
      />
      <Button type="submit" loading={mutation.isPending}>
        {submitLabel}
      </Button>
      {errors.general && (
        <Alert tone="error" className="w-full">
          {errors.general}
        </Alert>
      )}
    </form>
  );
}

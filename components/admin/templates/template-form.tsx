'use client';

import { type FormEvent, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { controlClasses } from '@/components/ui/input';
import type { MessageTemplate, MessageTemplateInput } from '../api';
import { formErrorsOf } from '../form-errors';
import { TextField, textOf } from '../text-field';

type TemplateMutation = {
  mutate: (input: MessageTemplateInput, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: Error | null;
};

/** A template's name and text, for a new one or an edit; the server's message shows under the field. */
export function TemplateForm({
  label,
  submitLabel,
  mutation,
  template,
  onDone,
}: {
  label: string;
  submitLabel: string;
  mutation: TemplateMutation;
  template?: MessageTemplate;
  onDone?: () => void;
}) {
  const id = useId();
  const errors = formErrorsOf(mutation.error, ['name', 'body']);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = { name: textOf(data, 'name') ?? '', body: textOf(data, 'body') ?? '' };
    mutation.mutate(input, {
      onSuccess: () => {
        form.reset();
        onDone?.();
      },
    });
  }
  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-label={label}>
      <TextField
        name="name"
        label="Name"
        defaultValue={template?.name}
        errors={errors}
        idPrefix={id}
        required
      />
      <Field
        id={`${id}body`}
        label="Text"
        hint="Filled in when an advisor uses it: {firstName}, {lastName}, {customerName} (full name), {appointmentTime} (next visit), {advisorName}, {dealerName} and {dealershipPhone}."
        error={errors.fields.body}
      >
        <textarea
          id={`${id}body`}
          name="body"
          rows={3}
          required
          defaultValue={template?.body}
          className={cn(controlClasses, 'py-2')}
        />
      </Field>
      <Button type="submit" loading={mutation.isPending}>
        {submitLabel}
      </Button>
      {errors.general && <Alert tone="error">{errors.general}</Alert>}
    </form>
  );
}

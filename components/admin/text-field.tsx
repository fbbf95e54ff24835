import type { ComponentProps, ReactNode } from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { FormErrors } from './form-errors';

/** A labelled input whose name is also the request field the server may complain about. */
export function TextField({
  name,
  label,
  hint,
  errors,
  idPrefix = '',
  ...input
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: FormErrors;
  idPrefix?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  const id = `${idPrefix}${name}`;
  const error = errors.fields[name];
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
        {...input}
      />
    </Field>
  );
}

/** A form's text value, or undefined when left empty (optional fields are then not sent). */
export const textOf = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** A text value for a field that may be cleared: empty becomes null. */
export const nullableTextOf = (form: FormData, name: string): string | null => textOf(form, name) ?? null;

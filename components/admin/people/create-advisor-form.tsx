'use client';

import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { adminApi, type CreateAdvisorInput, type CreatedAdvisor, type DepartmentSettings } from '../api';
import { formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { SecretOnce } from '../secret-once';
import { TextField, textOf } from '../text-field';

const fields = ['username', 'firstName', 'lastName', 'email'] as const;

/** A new advisor with a temporary password, shown once here; they choose their own at first sign-in. */
export function CreateAdvisorForm({ departments }: { departments: DepartmentSettings[] }) {
  const [created, setCreated] = useState<CreatedAdvisor | null>(null);
  const create = useAdminMutation((input: { departmentUuid: string; body: CreateAdvisorInput }) =>
    adminApi.createAdvisor(input.departmentUuid, input.body),
  );
  const errors = formErrorsOf(create.error, fields);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = {
      username: textOf(form, 'username') ?? '',
      firstName: textOf(form, 'firstName') ?? '',
      lastName: textOf(form, 'lastName') ?? '',
      email: textOf(form, 'email'),
      admin: form.get('admin') === 'on',
    };
    setCreated(null);
    create.mutate(
      { departmentUuid: String(form.get('departmentUuid') ?? ''), body },
      {
        onSuccess: (advisor) => {
          setCreated(advisor);
          formElement.reset();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Create advisor">
      {created && (
        <SecretOnce
          label={`Temporary password for ${created.username}`}
          detail="Give it to the advisor: they choose their own password when they first sign in."
          secret={created.temporaryPassword}
          onDismiss={() => setCreated(null)}
        />
      )}
      {errors.general && <Alert tone="error">{errors.general}</Alert>}
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="advisor-departmentUuid" label="Department">
          <Select id="advisor-departmentUuid" name="departmentUuid">
            {departments.map((d) => (
              <option key={d.departmentUuid} value={d.departmentUuid}>
                {d.name}
              </option>
            ))}
          </Select>
        </Field>
        <TextField
          name="username"
          label="Username"
          hint="Letters, digits and . _ @ -"
          autoCapitalize="none"
          errors={errors}
          idPrefix="advisor-"
          required
        />
        <TextField name="firstName" label="First name" errors={errors} idPrefix="advisor-" required />
        <TextField name="lastName" label="Last name" errors={errors} idPrefix="advisor-" required />
        <TextField name="email" label="Email (optional)" type="email" errors={errors} idPrefix="advisor-" />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="admin" className="size-4" /> Also an administrator of the dealership
      </label>
      <Button type="submit" loading={create.isPending}>
        Create advisor
      </Button>
    </form>
  );
}

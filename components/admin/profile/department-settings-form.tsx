'use client';

import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { adminApi, type DepartmentSettings, type DepartmentSettingsInput } from '../api';
import { formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { nullableTextOf, TextField, textOf } from '../text-field';

const fields = ['name', 'phone', 'textNumber', 'emailAddress', 'footer', 'optOutText'] as const;

/** A department's name and what its texts and emails say and come from. */
export function DepartmentSettingsForm({ department }: { department: DepartmentSettings }) {
  const save = useAdminMutation((body: DepartmentSettingsInput) =>
    adminApi.updateDepartment(department.departmentUuid, body),
  );
  const errors = formErrorsOf(save.error, fields);
  const prefix = `department-${department.departmentUuid}-`;
  const field = (name: (typeof fields)[number], label: string, hint?: string, type?: string) => (
    <TextField
      name={name}
      label={label}
      hint={hint}
      type={type}
      defaultValue={department[name] ?? ''}
      errors={errors}
      idPrefix={prefix}
    />
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      name: textOf(form, 'name') ?? '',
      phone: nullableTextOf(form, 'phone'),
      textNumber: nullableTextOf(form, 'textNumber'),
      emailAddress: nullableTextOf(form, 'emailAddress'),
      footer: nullableTextOf(form, 'footer'),
      optOutText: textOf(form, 'optOutText') ?? '',
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Department: {department.name}</CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} className="space-y-4" aria-label={`Department ${department.name}`}>
          {errors.general && <Alert tone="error">{errors.general}</Alert>}
          {save.isSuccess && <Alert tone="success">The department is saved.</Alert>}
          <div className="grid gap-4 md:grid-cols-2">
            {field('name', 'Department name')}
            {field('phone', 'Phone', 'The number customers call', 'tel')}
            {field('textNumber', 'Text number', 'Customers text it; texts are sent from it', 'tel')}
            {field('emailAddress', 'Email sender', 'The address emails to customers come from', 'email')}
            {field('footer', 'Footer', 'Added to the end of texts and emails')}
            {field('optOutText', 'Opt-out text', 'How to stop texts, e.g. Reply STOP to opt out.')}
          </div>
          <Button type="submit" loading={save.isPending}>
            Save department
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

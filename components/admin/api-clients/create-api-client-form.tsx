'use client';

import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { allScopes, type Scope, scopes } from '@/server/core/scopes';
import { adminApi, type CreateApiClientInput, type Credentials, type DepartmentSettings } from '../api';
import { formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { SecretOnce } from '../secret-once';
import { TextField, textOf } from '../text-field';
import { ScopeChoice } from './scope-choice';

/** A partner's credentials: a name, where they act, what they may do. The secret is shown once. */
export function CreateApiClientForm({
  dealerUuid,
  departments,
}: {
  dealerUuid: string;
  departments: DepartmentSettings[];
}) {
  const [where, setWhere] = useState('DEALER');
  const [chosen, setChosen] = useState<Scope[]>([]);
  const [created, setCreated] = useState<Credentials | null>(null);
  const create = useAdminMutation((body: CreateApiClientInput) => adminApi.createApiClient(dealerUuid, body));
  const errors = formErrorsOf(create.error, ['name', 'scopes']);
  const perDepartment = where !== 'DEALER';
  const allowed = (scope: Scope) => !perDepartment || scopes[scope] === 'DEPARTMENT';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const name = textOf(new FormData(formElement), 'name') ?? '';
    setCreated(null);
    create.mutate(
      {
        name,
        scopes: chosen.filter(allowed),
        level: perDepartment ? 'DEPARTMENT' : 'DEALER',
        departmentUuid: perDepartment ? where : undefined,
      },
      {
        onSuccess: (credentials) => {
          setCreated(credentials);
          setChosen([]);
          formElement.reset();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Create API client">
      {created && (
        <SecretOnce
          label={`Secret of ${created.username}`}
          detail={`The partner signs in with the username ${created.username} and this secret (HTTP Basic).`}
          secret={created.password}
          onDismiss={() => setCreated(null)}
        />
      )}
      {errors.general && <Alert tone="error">{errors.general}</Alert>}
      <TextField
        name="name"
        label="Name"
        hint="Who uses it, e.g. the partner's product"
        errors={errors}
        idPrefix="client-"
        required
      />
      <WhereChoice departments={departments} where={where} onWhere={setWhere} />
      <ScopeChoice
        scopes={allScopes}
        chosen={chosen}
        allowed={allowed}
        onChange={setChosen}
        error={errors.fields.scopes}
      />
      <Button type="submit" loading={create.isPending}>
        Create API client
      </Button>
    </form>
  );
}

/** The whole dealership, or one of its departments. */
function WhereChoice({
  departments,
  where,
  onWhere,
}: {
  departments: DepartmentSettings[];
  where: string;
  onWhere: (where: string) => void;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 text-sm font-medium text-slate-800">Where it may act</legend>
      {[
        { value: 'DEALER', label: 'All departments of this dealership' },
        ...departments.map((d) => ({ value: d.departmentUuid, label: `Only ${d.name}` })),
      ].map((o) => (
        <label key={o.value} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="radio"
            name="where"
            className="size-4"
            checked={where === o.value}
            onChange={() => onWhere(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

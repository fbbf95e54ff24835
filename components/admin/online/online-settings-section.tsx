'use client';

import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { QueryState } from '../query-state';
import { nullableTextOf, TextField } from '../text-field';
import { DepartmentOnlineForm } from './department-online-form';
import { type DealerOnlineSettings, onlineAdminApi, onlineKeys } from './online-api';

function ShortNameForm({ settings }: { settings: DealerOnlineSettings }) {
  const save = useAdminMutation((shortName: string | null) =>
    onlineAdminApi.setShortName(settings.dealerUuid, shortName),
  );
  const errors = formErrorsOf(save.error, ['shortName']);
  const address = `/book-online/${settings.shortName ?? settings.dealerUuid}`;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(nullableTextOf(new FormData(event.currentTarget), 'shortName'));
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scheduling page</CardTitle>
      </CardHeader>
      <CardBody>
        <p className="mb-3 text-sm text-slate-700">
          Customers book at{' '}
          <a className="font-medium text-brand-700 underline" href={address}>
            {address}
          </a>
          , with no sign-in.
        </p>
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Short name">
          <TextField
            name="shortName"
            label="Short name"
            hint="Lower-case letters, digits and dashes, e.g. lakeshore-honda"
            maxLength={40}
            defaultValue={settings.shortName ?? ''}
            errors={errors}
          />
          <Button type="submit" loading={save.isPending}>
            Save short name
          </Button>
        </form>
        {errors.general && <Alert tone="error">{errors.general}</Alert>}
      </CardBody>
    </Card>
  );
}

/** The dealership's online scheduling: the page's address and each department's settings and waitlist. */
export function OnlineSettingsSection({ dealerUuid }: { dealerUuid: string }) {
  const settings = useQuery({
    queryKey: onlineKeys.settings(dealerUuid),
    queryFn: () => onlineAdminApi.settings(dealerUuid),
  });
  return (
    <QueryState isPending={settings.isPending} error={settings.error} label="online scheduling">
      {settings.data && (
        <div className="space-y-6">
          <ShortNameForm settings={settings.data} />
          {settings.data.departments.map((d) => (
            <DepartmentOnlineForm key={d.departmentUuid} department={d} />
          ))}
        </div>
      )}
    </QueryState>
  );
}

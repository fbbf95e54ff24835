'use client';

import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { type FormErrors, formErrorsOf } from '../form-errors';
import { useAdminMutation } from '../queries';
import { TextField } from '../text-field';
import { type DepartmentOnlineSettings, type OnlineSettingsInput, onlineAdminApi } from './online-api';
import { isOffered, settingsOf } from './online-settings-model';

const fields = ['enabled', 'daysAhead', 'minNoticeMinutes', 'welcomeText', 'termsText'] as const;

function Checks(props: {
  legend: string;
  name: string;
  items: { uuid: string; name: string }[];
  checked: (uuid: string) => boolean;
  prefix: string;
}) {
  if (props.items.length === 0) return null;
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">{props.legend}</legend>
      {props.items.map((item) => (
        <label
          key={item.uuid}
          htmlFor={`${props.prefix}${props.name}-${item.uuid}`}
          className="flex items-center gap-2 text-sm text-slate-800"
        >
          <input
            id={`${props.prefix}${props.name}-${item.uuid}`}
            type="checkbox"
            name={props.name}
            value={item.uuid}
            defaultChecked={props.checked(item.uuid)}
            className="size-4"
          />
          {item.name}
        </label>
      ))}
    </fieldset>
  );
}

function Switch({
  name,
  label,
  defaultChecked,
  prefix,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  prefix: string;
}) {
  return (
    <label
      htmlFor={`${prefix}${name}`}
      className="flex items-center gap-2 text-sm font-medium text-slate-800"
    >
      <input
        id={`${prefix}${name}`}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="size-4"
      />
      {label}
    </label>
  );
}

/** The form's fields, filled with the department's settings. */
function OnlineFields(props: { department: DepartmentOnlineSettings; errors: FormErrors; prefix: string }) {
  const { department, errors, prefix } = props;
  return (
    <>
      <Switch
        name="enabled"
        label="Customers may book online"
        defaultChecked={department.enabled}
        prefix={prefix}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name="daysAhead"
          label="Days ahead"
          hint="How far ahead customers may book (1-21, today included)"
          type="number"
          min={1}
          max={21}
          defaultValue={department.daysAhead}
          errors={errors}
          idPrefix={prefix}
        />
        <TextField
          name="minNoticeHours"
          label="Minimum notice (hours)"
          hint="May be longer than the advisors' own notice"
          type="number"
          min={0}
          max={336}
          defaultValue={Math.round(department.minNoticeMinutes / 60)}
          errors={errors}
          idPrefix={prefix}
        />
        <TextField
          name="welcomeText"
          label="Welcome line"
          maxLength={300}
          defaultValue={department.welcomeText ?? ''}
          errors={errors}
          idPrefix={prefix}
        />
        <TextField
          name="termsText"
          label="Terms shown before Book"
          maxLength={2000}
          defaultValue={department.termsText ?? ''}
          errors={errors}
          idPrefix={prefix}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Checks
          legend="Transport options offered online"
          name="transportOptionUuids"
          items={department.transportOptions}
          checked={(u) => isOffered(department.transportOptionUuids, u)}
          prefix={prefix}
        />
        <Checks
          legend="Advisors bookable online"
          name="bookableAdvisorUuids"
          items={department.advisors}
          checked={(u) => isOffered(department.bookableAdvisorUuids, u)}
          prefix={prefix}
        />
      </div>
      <Switch
        name="advisorChoice"
        label="Customers may pick their advisor"
        defaultChecked={department.advisorChoice}
        prefix={prefix}
      />
      <p className="text-sm text-slate-600">
        Services offered:{' '}
        {department.services.length === 0 ? 'none yet' : department.services.map((s) => s.name).join(', ')}.
        They are the opcodes and menus marked for the online scheduler in the catalog.
      </p>
    </>
  );
}

/** One department's online scheduling: on/off, window, notice, what is offered and the page's texts. */
export function DepartmentOnlineForm({ department }: { department: DepartmentOnlineSettings }) {
  const save = useAdminMutation((body: OnlineSettingsInput) =>
    onlineAdminApi.update(department.departmentUuid, body),
  );
  const errors = formErrorsOf(save.error, fields);
  const prefix = `online-${department.departmentUuid}-`;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(settingsOf(new FormData(event.currentTarget), department));
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Department: {department.name}</CardTitle>
      </CardHeader>
      <CardBody>
        <form
          onSubmit={onSubmit}
          className="space-y-4"
          aria-label={`Online scheduling of ${department.name}`}
        >
          {errors.general && <Alert tone="error">{errors.general}</Alert>}
          {save.isSuccess && <Alert tone="success">Online scheduling is saved.</Alert>}
          <OnlineFields department={department} errors={errors} prefix={prefix} />
          <Button type="submit" loading={save.isPending}>
            Save online scheduling
          </Button>
        </form>
        <Waitlist department={department} />
      </CardBody>
    </Card>
  );
}

function Waitlist({ department }: { department: DepartmentOnlineSettings }) {
  return (
    <section aria-labelledby={`waitlist-${department.departmentUuid}`} className="mt-6">
      <h3 id={`waitlist-${department.departmentUuid}`} className="text-sm font-semibold text-slate-900">
        Waiting for a time to open
      </h3>
      {department.waitlist.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody is waiting.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {department.waitlist.map((w) => (
            <li key={`${w.date}-${w.phone}`} className="py-1.5 text-slate-800">
              {w.date}: {w.customerName ?? 'New customer'}, {w.phone}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

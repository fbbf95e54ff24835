'use client';

import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { adminApi, type DepartmentSettings, type Person } from '../api';
import { useAdminMutation } from '../queries';
import { AuthoritiesEditor } from './authorities-editor';
import { PersonActions } from './person-actions';
import { TeamMembership } from './team-membership';

export const personName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** The department's system sender: texts and emails without an advisor come from it; nobody signs in as it. */
const isSystemSender = (person: Person) =>
  person.username === null && person.memberships.every((m) => m.isDefault);

/**
 * One person as a table row: who, their standing, the departments they work in, the driver switch
 * and, opened below the row, the actions on them and what they may do in each department.
 */
export function PersonRow({
  dealerUuid,
  person,
  departments,
}: {
  dealerUuid: string;
  person: Person;
  departments: DepartmentSettings[];
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const name = personName(person);
  const systemSender = isSystemSender(person);
  const memberships = person.memberships.filter((m) => m.active && !m.isDefault);
  const departmentName = (uuid: string) =>
    departments.find((d) => d.departmentUuid === uuid)?.name ?? 'Department';
  const manageable = !person.deactivated && !systemSender;
  return (
    <>
      <tr
        className={cn(
          'border-t border-slate-200 align-top',
          person.deactivated && 'bg-slate-50 text-slate-500',
        )}
      >
        <th scope="row" className="px-3 py-2.5 text-left font-normal">
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-sm break-all text-slate-600">
            {systemSender ? 'System sender (nobody signs in as it)' : (person.username ?? 'Cannot sign in')}
            {person.email ? ` · ${person.email}` : ''}
          </span>
          <Standing person={person} />
        </th>
        <td className="hidden px-3 py-2.5 text-sm text-slate-700 md:table-cell">
          {memberships.map((m) => departmentName(m.departmentUuid)).join(', ') || '—'}
        </td>
        <td className="px-3 py-2.5">
          {manageable && <DriverSwitch dealerUuid={dealerUuid} person={person} name={name} />}
        </td>
        <td className="px-3 py-2.5 text-right">
          {manageable && (
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={`${open ? 'Close' : 'Manage'} ${name}`}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Close' : 'Manage'}
            </Button>
          )}
        </td>
      </tr>
      {open && manageable && (
        <PersonDetails
          id={detailsId}
          dealerUuid={dealerUuid}
          person={person}
          name={name}
          memberships={memberships}
          departmentName={departmentName}
        />
      )}
    </>
  );
}

/** Opened below the row: the actions on the person and what they may do in each department. */
function PersonDetails({
  id,
  dealerUuid,
  person,
  name,
  memberships,
  departmentName,
}: {
  id: string;
  dealerUuid: string;
  person: Person;
  name: string;
  memberships: Person['memberships'];
  departmentName: (uuid: string) => string;
}) {
  return (
    <tr id={id} className="bg-slate-50">
      <td colSpan={4} className="space-y-4 px-3 py-3">
        <PersonActions dealerUuid={dealerUuid} person={person} name={name} />
        {memberships.map((m) => (
          <div
            key={m.dealerAssociateUuid}
            className="grid gap-4 border-t border-slate-200 pt-3 md:grid-cols-2"
          >
            <AuthoritiesEditor
              departmentUuid={m.departmentUuid}
              departmentName={departmentName(m.departmentUuid)}
              userUuid={person.userUuid}
              authorities={m.authorities}
            />
            <TeamMembership departmentUuid={m.departmentUuid} dealerAssociateUuid={m.dealerAssociateUuid} />
          </div>
        ))}
      </td>
    </tr>
  );
}

function Standing({ person }: { person: Person }) {
  if (!person.dealerAdmin && !person.mustChangePassword && !person.deactivated) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {person.dealerAdmin && (
        <Badge className="bg-brand-50 text-brand-800 ring-brand-200">Administrator</Badge>
      )}
      {person.mustChangePassword && (
        <Badge className="bg-amber-50 text-amber-800 ring-amber-200">Temporary password</Badge>
      )}
      {person.deactivated && (
        <Badge className="bg-slate-100 text-slate-700 ring-slate-300">Deactivated</Badge>
      )}
    </span>
  );
}

/** Marks the person as a driver of pickups and deliveries (the trip driver list), saved at once. */
function DriverSwitch({ dealerUuid, person, name }: { dealerUuid: string; person: Person; name: string }) {
  const save = useAdminMutation((driver: boolean) => adminApi.setDriver(dealerUuid, person.userUuid, driver));
  const driver = save.isPending
    ? (save.variables ?? false)
    : person.memberships.some((m) => m.active && !m.isDefault && m.driver);
  return (
    <div className="space-y-1">
      <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          role="switch"
          aria-checked={driver}
          className="size-4 accent-brand-700"
          checked={driver}
          disabled={save.isPending}
          aria-label={`Driver: ${name}`}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <span aria-hidden="true">Driver</span>
      </label>
      {save.error && <Alert tone="error">{save.error.message}</Alert>}
    </div>
  );
}

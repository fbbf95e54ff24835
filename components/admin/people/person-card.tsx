'use client';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { DepartmentSettings, Person } from '../api';
import { AuthoritiesEditor } from './authorities-editor';
import { PersonActions } from './person-actions';
import { TeamMembership } from './team-membership';

/** One person: who, their standing, what they may do in each department, and the actions on them. */
export function PersonCard({
  dealerUuid,
  person,
  departments,
}: {
  dealerUuid: string;
  person: Person;
  departments: DepartmentSettings[];
}) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  const memberships = person.memberships.filter((m) => m.active && !m.isDefault);
  // The department's system sender: texts and emails without an advisor come from it; nobody signs in as it.
  const systemSender = person.username === null && person.memberships.every((m) => m.isDefault);
  const departmentName = (uuid: string) =>
    departments.find((d) => d.departmentUuid === uuid)?.name ?? 'Department';
  return (
    <article
      aria-label={name}
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-4',
        person.deactivated && 'bg-slate-50 text-slate-500',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <p className="text-sm break-all text-slate-600">
            {systemSender
              ? 'The department’s system sender (nobody signs in as it)'
              : (person.username ?? 'Cannot sign in')}
            {person.email ? ` · ${person.email}` : ''}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            {person.dealerAdmin && (
              <Badge className="bg-brand-50 text-brand-800 ring-brand-200">Dealership administrator</Badge>
            )}
            {person.mustChangePassword && (
              <Badge className="bg-amber-50 text-amber-800 ring-amber-200">Temporary password</Badge>
            )}
            {person.deactivated && (
              <Badge className="bg-slate-100 text-slate-700 ring-slate-300">Deactivated</Badge>
            )}
          </div>
        </div>
        {!person.deactivated && !systemSender && (
          <PersonActions dealerUuid={dealerUuid} person={person} name={name} />
        )}
      </div>
      {!person.deactivated &&
        memberships.map((m) => (
          <div
            key={m.dealerAssociateUuid}
            className="mt-4 grid gap-4 border-t border-slate-200 pt-3 md:grid-cols-2"
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
    </article>
  );
}

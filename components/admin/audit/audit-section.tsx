'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Pager } from '../pager';
import { useAudit } from '../queries';
import { QueryState } from '../query-state';
import { AuditRow } from './audit-row';

const actions = [
  { value: '', label: 'Every action' },
  { value: 'advisor.', label: 'New advisors' },
  { value: 'user.', label: 'Passwords, sessions, deactivation' },
  { value: 'authorities.', label: 'Authorities' },
  { value: 'dealerAdmin.', label: 'Administrators' },
  { value: 'driver.', label: 'Drivers' },
  { value: 'apiClient.', label: 'API clients' },
  { value: 'team.', label: 'Teams' },
  { value: 'transportOption.', label: 'Transport options' },
  { value: 'dealer.', label: 'Dealership' },
  { value: 'department.', label: 'Departments' },
  { value: 'delivery.', label: 'Webhook deliveries' },
];

/** Who changed what and when, newest first; read-only. */
export function AuditSection({ dealerUuid }: { dealerUuid: string }) {
  const [filter, setFilter] = useState<{ q?: string; action?: string; page: number }>({ page: 1 });
  const audit = useAudit(dealerUuid, filter);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({
      q: String(form.get('q') ?? '').trim() || undefined,
      action: String(form.get('action') ?? '') || undefined,
      page: 1,
    });
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} aria-label="Search the audit log" className="flex flex-wrap items-end gap-3">
        <Field id="audit-q" label="Search" className="min-w-48 flex-1">
          <Input id="audit-q" name="q" type="search" placeholder="A name, username, action …" />
        </Field>
        <Field id="audit-action" label="Action">
          <Select id="audit-action" name="action">
            {actions.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" loading={audit.isFetching}>
          Search
        </Button>
      </form>
      <QueryState isPending={audit.isPending} error={audit.error} label="the audit log">
        {audit.data?.items.length === 0 && (
          <EmptyState title="Nothing found">Try other words or every action.</EmptyState>
        )}
        <ol className="space-y-2">
          {audit.data?.items.map((entry) => (
            <AuditRow key={entry.auditUuid} entry={entry} />
          ))}
        </ol>
        {audit.data && <Pager page={audit.data} onPage={(page) => setFilter({ ...filter, page })} />}
      </QueryState>
    </div>
  );
}

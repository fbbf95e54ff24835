'use client';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { ApiClientSummary, DepartmentSettings } from '../api';
import { useFormatMoment } from '../format';
import { ClientActions } from './client-actions';
import { isScope, scopeLabels } from './scope-labels';

/** One partner credential: what it may do where, when it was made and last used, and its actions. */
export function ClientCard({
  dealerUuid,
  client,
  departments,
}: {
  dealerUuid: string;
  client: ApiClientSummary;
  departments: DepartmentSettings[];
}) {
  const formatMoment = useFormatMoment();
  const where = (departmentUuid: string | null) =>
    departmentUuid
      ? `only ${departments.find((d) => d.departmentUuid === departmentUuid)?.name ?? 'one department'}`
      : 'all departments';
  return (
    <article
      aria-label={`API client ${client.name}`}
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-4',
        client.revoked && 'bg-slate-50 text-slate-500',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            {client.name}{' '}
            {client.revoked && <Badge className="bg-slate-100 text-slate-700 ring-slate-300">Revoked</Badge>}
          </h3>
          <p className="font-mono text-sm break-all text-slate-600">{client.username}</p>
          <p className="text-sm text-slate-600">
            Created {formatMoment(client.createdAt)} · Last used {formatMoment(client.lastUsedAt)}
          </p>
        </div>
        {!client.revoked && <ClientActions dealerUuid={dealerUuid} client={client} />}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">What it may do ({client.grants.length})</summary>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
          {client.grants.map((g) => (
            <li key={`${g.scope}-${g.departmentUuid}`}>
              {isScope(g.scope) ? scopeLabels[g.scope] : g.scope} — {where(g.departmentUuid)}
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}

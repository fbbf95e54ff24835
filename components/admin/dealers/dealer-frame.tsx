'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useAdministeredDealers, useDealer } from '../queries';

const sections = [
  { path: 'profile', label: 'Profile' },
  { path: 'people', label: 'People' },
  { path: 'payments', label: 'Payments' },
  { path: 'api-clients', label: 'API clients' },
  { path: 'deliveries', label: 'Webhook deliveries' },
  { path: 'audit', label: 'Audit log' },
  { path: 'teams', label: 'Teams and transport' },
  { path: 'templates', label: 'Templates' },
  { path: 'online', label: 'Online scheduling' },
  { path: 'recalls', label: 'Recalls' },
] as const;

/** One dealership's administration: its name, a switch to another one, and the sections as tabs. */
export function DealerFrame({ dealerUuid, children }: { dealerUuid: string; children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const dealers = useAdministeredDealers().data?.dealers ?? [];
  const dealer = useDealer(dealerUuid).data;
  const base = `/admin/${encodeURIComponent(dealerUuid)}`;
  const current = sections.find((s) => pathname.startsWith(`${base}/${s.path}`))?.path ?? 'profile';
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Administration</p>
          <h1 className="text-2xl font-semibold text-slate-900">{dealer?.name ?? 'Dealership'}</h1>
        </div>
        {dealers.length > 1 && (
          <div className="flex items-center gap-2">
            <Label htmlFor="dealer-picker">Dealership</Label>
            <Select
              id="dealer-picker"
              value={dealerUuid}
              className="max-w-64"
              onChange={(e) => router.push(`/admin/${encodeURIComponent(e.target.value)}/${current}`)}
            >
              {dealers.map((d) => (
                <option key={d.dealerUuid} value={d.dealerUuid}>
                  {d.name}
                </option>
              ))}
            </Select>
          </div>
        )}
      </div>
      <nav aria-label="Administration sections">
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {sections.map((s) => (
            <li key={s.path} className="shrink-0">
              <Link
                href={`${base}/${s.path}`}
                aria-current={s.path === current ? 'page' : undefined}
                className={cn(
                  '-mb-px block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                  s.path === current
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

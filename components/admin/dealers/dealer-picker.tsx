'use client';

import Link from 'next/link';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdministeredDealers } from '../queries';
import { QueryState } from '../query-state';
import { CreateDealerForm } from './create-dealer-form';

/** The dealerships the person administers (every one for an operator), and for operators a new one. */
export function DealerPicker({ operator }: { operator: boolean }) {
  const dealers = useAdministeredDealers();
  const list = dealers.data?.dealers ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Administration</h1>
      <QueryState isPending={dealers.isPending} error={dealers.error} label="the dealerships">
        {list.length === 0 ? (
          <EmptyState title="No dealerships yet">
            {operator ? 'Create the first one below.' : 'You administer no dealership.'}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {list.map((d) => (
              <li key={d.dealerUuid}>
                <Link
                  href={`/admin/${encodeURIComponent(d.dealerUuid)}/profile`}
                  className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 hover:bg-slate-50"
                >
                  <span className="font-medium text-brand-800">{d.name}</span>
                  <span className="text-sm text-slate-600">{d.timeZone}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {operator && (
        <Card>
          <CardHeader>
            <CardTitle>Create dealership</CardTitle>
          </CardHeader>
          <CardBody>
            <CreateDealerForm />
          </CardBody>
        </Card>
      )}
    </div>
  );
}

'use client';

import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { DeliveryStatus } from '../api';
import { Pager } from '../pager';
import { useApiClients, useDeliveries } from '../queries';
import { QueryState } from '../query-state';
import { DeliveryRow } from './delivery-row';

const statuses: Array<{ value: DeliveryStatus | ''; label: string }> = [
  { value: '', label: 'Every status' },
  { value: 'PENDING', label: 'Waiting to be sent' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'FAILED', label: 'Failed' },
];

/** Every callback to a partner's URL, newest first, with its attempts; one can be sent again now. */
export function DeliveriesSection({ dealerUuid }: { dealerUuid: string }) {
  const clients = useApiClients(dealerUuid);
  const [chosen, setChosen] = useState('');
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const username = chosen || clients.data?.apiClients[0]?.username || '';
  const deliveries = useDeliveries(dealerUuid, username, { status: status || undefined, page });
  return (
    <QueryState isPending={clients.isPending} error={clients.error} label="the API clients">
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="deliveries-client" label="API client">
            <Select
              id="deliveries-client"
              value={username}
              onChange={(e) => {
                setChosen(e.target.value);
                setPage(1);
              }}
            >
              {(clients.data?.apiClients ?? []).map((c) => (
                <option key={c.username} value={c.username}>
                  {c.name} ({c.username})
                </option>
              ))}
            </Select>
          </Field>
          <Field id="deliveries-status" label="Status">
            <Select
              id="deliveries-status"
              value={status}
              onChange={(e) => {
                setStatus(statuses.find((s) => s.value === e.target.value)?.value ?? '');
                setPage(1);
              }}
            >
              {statuses.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {username === '' ? (
          <EmptyState title="No API clients">
            Callbacks go to the URLs of a dealership's API clients.
          </EmptyState>
        ) : (
          <QueryState isPending={deliveries.isPending} error={deliveries.error} label="the deliveries">
            {deliveries.data?.items.length === 0 && <EmptyState title="No callbacks here yet" />}
            <ul className="space-y-3">
              {deliveries.data?.items.map((d) => (
                <DeliveryRow key={d.deliveryUuid} dealerUuid={dealerUuid} delivery={d} />
              ))}
            </ul>
            {deliveries.data && <Pager page={deliveries.data} onPage={setPage} />}
          </QueryState>
        )}
      </div>
    </QueryState>
  );
}

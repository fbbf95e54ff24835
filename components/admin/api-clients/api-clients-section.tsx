'use client';

import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useApiClients, useDealer } from '../queries';
import { QueryState } from '../query-state';
import { ApiExample } from './api-example';
import { ClientCard } from './client-card';
import { CreateApiClientForm } from './create-api-client-form';

/** The dealership's partner credentials: new ones, and each one's use, secrets and revocation. */
export function ApiClientsSection({ dealerUuid, apiBaseUrl }: { dealerUuid: string; apiBaseUrl: string }) {
  const clients = useApiClients(dealerUuid);
  const dealer = useDealer(dealerUuid);
  const departments = dealer.data?.departments ?? [];
  const list = clients.data?.apiClients ?? [];
  return (
    <div className="space-y-6">
      <ApiExample apiBaseUrl={apiBaseUrl} dealerUuid={dealerUuid} />
      <Card>
        <CardHeader>
          <CardTitle>Create API client</CardTitle>
        </CardHeader>
        <CardBody>
          <QueryState isPending={dealer.isPending} error={dealer.error} label="the departments">
            <CreateApiClientForm dealerUuid={dealerUuid} departments={departments} />
          </QueryState>
        </CardBody>
      </Card>
      <section aria-labelledby="clients-heading" className="space-y-3">
        <h2 id="clients-heading" className="text-lg font-semibold text-slate-900">
          API clients
        </h2>
        <QueryState isPending={clients.isPending} error={clients.error} label="the API clients">
          {list.length === 0 && (
            <EmptyState title="No API clients yet">Create one above for a partner.</EmptyState>
          )}
          {list.map((c) => (
            <ClientCard key={c.username} dealerUuid={dealerUuid} client={c} departments={departments} />
          ))}
        </QueryState>
      </section>
    </div>
  );
}

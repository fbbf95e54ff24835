'use client';

import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useDealer, usePeople } from '../queries';
import { QueryState } from '../query-state';
import { CreateAdvisorForm } from './create-advisor-form';
import { PersonCard } from './person-card';

/** The dealership's people: new advisors, then everyone active, then the deactivated. */
export function PeopleSection({ dealerUuid }: { dealerUuid: string }) {
  const people = usePeople(dealerUuid);
  const dealer = useDealer(dealerUuid);
  const departments = dealer.data?.departments ?? [];
  const list = people.data?.people ?? [];
  const active = list.filter((p) => !p.deactivated);
  const deactivated = list.filter((p) => p.deactivated);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Create advisor</CardTitle>
        </CardHeader>
        <CardBody>
          <QueryState isPending={dealer.isPending} error={dealer.error} label="the departments">
            <CreateAdvisorForm departments={departments} />
          </QueryState>
        </CardBody>
      </Card>
      <QueryState isPending={people.isPending} error={people.error} label="the people">
        <section aria-labelledby="people-active" className="space-y-3">
          <h2 id="people-active" className="text-lg font-semibold text-slate-900">
            Active ({active.length})
          </h2>
          {active.length === 0 && <EmptyState title="Nobody is active yet" />}
          {active.map((p) => (
            <PersonCard key={p.userUuid} dealerUuid={dealerUuid} person={p} departments={departments} />
          ))}
        </section>
        {deactivated.length > 0 && (
          <section aria-labelledby="people-deactivated" className="space-y-3">
            <h2 id="people-deactivated" className="text-lg font-semibold text-slate-900">
              Deactivated ({deactivated.length})
            </h2>
            {deactivated.map((p) => (
              <PersonCard key={p.userUuid} dealerUuid={dealerUuid} person={p} departments={departments} />
            ))}
          </section>
        )}
      </QueryState>
    </div>
  );
}

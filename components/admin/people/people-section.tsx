'use client';

import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { DepartmentSettings, Person } from '../api';
import { useDealer, usePeople } from '../queries';
import { QueryState } from '../query-state';
import { CreateAdvisorForm } from './create-advisor-form';
import { PersonRow } from './person-row';

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
          {active.length === 0 ? (
            <EmptyState title="Nobody is active yet" />
          ) : (
            <PeopleTable
              dealerUuid={dealerUuid}
              people={active}
              departments={departments}
              label="Active people"
            />
          )}
        </section>
        {deactivated.length > 0 && (
          <section aria-labelledby="people-deactivated" className="space-y-3">
            <h2 id="people-deactivated" className="text-lg font-semibold text-slate-900">
              Deactivated ({deactivated.length})
            </h2>
            <PeopleTable
              dealerUuid={dealerUuid}
              people={deactivated}
              departments={departments}
              label="Deactivated people"
            />
          </section>
        )}
      </QueryState>
    </div>
  );
}

/** People as rows: who, departments (wider screens), driver, and Manage to open their actions. */
function PeopleTable({
  dealerUuid,
  people,
  departments,
  label,
}: {
  dealerUuid: string;
  people: Person[];
  departments: DepartmentSettings[];
  label: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm" aria-label={label}>
        <thead className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Person
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Departments
            </th>
            <th scope="col" className="px-3 py-2">
              Drives
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <PersonRow key={p.userUuid} dealerUuid={dealerUuid} person={p} departments={departments} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

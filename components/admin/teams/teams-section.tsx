'use client';

import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { adminApi } from '../api';
import { useAdminMutation, useDealer, useTeams, useTransportOptions } from '../queries';
import { QueryState } from '../query-state';
import { CreateTransportOptionForm } from './create-transport-option-form';
import { NameForm } from './name-form';
import { RetirableList } from './retirable-list';

/** A department's teams and transport options; retired ones stay listed, greyed, for their history. */
export function TeamsSection({ dealerUuid }: { dealerUuid: string }) {
  const dealer = useDealer(dealerUuid);
  const [chosen, setChosen] = useState('');
  const departments = dealer.data?.departments ?? [];
  const departmentUuid = chosen || departments[0]?.departmentUuid || '';
  return (
    <QueryState isPending={dealer.isPending} error={dealer.error} label="the departments">
      <div className="space-y-6">
        {departments.length > 1 && (
          <Field id="teams-department" label="Department" className="max-w-sm">
            <Select id="teams-department" value={departmentUuid} onChange={(e) => setChosen(e.target.value)}>
              {departments.map((d) => (
                <option key={d.departmentUuid} value={d.departmentUuid}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {departmentUuid && <DepartmentLists key={departmentUuid} departmentUuid={departmentUuid} />}
      </div>
    </QueryState>
  );
}

function DepartmentLists({ departmentUuid }: { departmentUuid: string }) {
  const teams = useTeams(departmentUuid);
  const options = useTransportOptions(departmentUuid);
  const createTeam = useAdminMutation((name: string) => adminApi.createTeam(departmentUuid, name));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RetirableList
        title="Teams"
        query={teams}
        items={(teams.data?.teams ?? []).map((t) => ({ uuid: t.teamUuid, name: t.name, retired: t.retired }))}
        rename={(uuid, name) => adminApi.renameTeam(departmentUuid, uuid, name)}
        retire={(uuid) => adminApi.retireTeam(departmentUuid, uuid)}
        create={<NameForm label="New team" submitLabel="Create team" mutation={createTeam} />}
      />
      <RetirableList
        title="Transport options"
        query={options}
        items={(options.data?.transportOptions ?? []).map((o) => ({
          uuid: o.transportOptionUuid,
          name: o.customName,
          detail: o.optionName,
          retired: o.retired,
        }))}
        rename={(uuid, name) => adminApi.renameTransportOption(departmentUuid, uuid, name)}
        retire={(uuid) => adminApi.retireTransportOption(departmentUuid, uuid)}
        create={<CreateTransportOptionForm departmentUuid={departmentUuid} />}
      />
    </div>
  );
}

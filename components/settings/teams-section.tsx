'use client';

import { EmptyState } from '@/components/ui/empty-state';
import {
  DateLimitRows,
  Group,
  NumberField,
  replaceAt,
  SectionHeading,
  type SectionProps,
  TransportChoiceField,
  WeekdayLimitsField,
} from './fields';
import type { SettingsValues } from './settings-form-model';

/** Limits over all advisors' appointments together, and which transport options each team takes. */
export function TeamsSection({ values, settings, update }: SectionProps) {
  const combined = values.combinedAdvisorLimits;
  const setCombined = (change: Partial<SettingsValues['combinedAdvisorLimits']>) =>
    update((v) => ({ ...v, combinedAdvisorLimits: { ...v.combinedAdvisorLimits, ...change } }));
  const advisorNames = new Map(settings.advisors.map((a) => [a.uuid, a.name]));
  return (
    <div className="space-y-6">
      <SectionHeading title="Teams and combined limits" />
      <Group
        title="Combined advisor limits"
        hint="Caps on the appointments of all advisors together. Leave a box empty for no limit."
      >
        <WeekdayLimitsField
          legend="Appointments per day, all advisors"
          errorKey="combinedAdvisorLimits.perWeekday"
          values={combined.perWeekday}
          onChange={(perWeekday) => setCombined({ perWeekday })}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <DateLimitRows
            legend="All advisors, per day on a date"
            numberLabel="Per day"
            errorKey="combinedAdvisorLimits.perDate"
            rows={combined.perDate}
            onChange={(perDate) => setCombined({ perDate })}
          />
          <NumberField
            className="max-w-xs"
            errorKey="combinedAdvisorLimits.perSlot"
            label="Appointments per slot, all advisors"
            value={combined.perSlot}
            onChange={(perSlot) => setCombined({ perSlot })}
          />
        </div>
      </Group>
      <Group title="Team transport options" hint="A team limited here passes the limit on to its advisors.">
        {settings.teams.length === 0 ? (
          <EmptyState title="No teams in this department" />
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {settings.teams.map((team, index) => {
              const choice = values.teams[index];
              if (!choice) return null;
              const members = team.advisorUuids.map((uuid) => advisorNames.get(uuid)).filter(Boolean);
              return (
                <li key={team.uuid} className="space-y-1 px-3 py-3">
                  <TransportChoiceField
                    legend={team.name}
                    name={`team-${team.uuid}`}
                    options={settings.transportOptions}
                    value={choice.transport}
                    onChange={(transport) =>
                      update((v) => ({ ...v, teams: replaceAt(v.teams, index, { ...choice, transport }) }))
                    }
                  />
                  <p className="text-xs text-slate-500">
                    {members.length > 0 ? `Members: ${members.join(', ')}` : 'No members'}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Group>
    </div>
  );
}

'use client';

import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { DatesOff, WeeklySchedule, WeeklyTimeOff } from './advisor-schedule-groups';
import { LimitFields } from './dealer-limits-section';
import { Group, replaceAt, SectionHeading, type SectionProps, TransportChoiceField } from './fields';
import { type AdvisorValues, emptyAdvisorValues } from './settings-form-model';

const isDefault = (advisor: AdvisorValues) =>
  JSON.stringify(advisor) === JSON.stringify(emptyAdvisorValues(advisor.dealerAssociateUuid));

/**
 * One advisor at a time: working hours and days off per weekday, time off, when their schedule
 * starts, their own limits and the transport options they take.
 */
export function AdvisorsSection({
  values,
  settings,
  update,
  selected,
  onSelect,
  readOnly,
}: SectionProps & { selected: number; onSelect: (index: number) => void; readOnly: boolean }) {
  if (settings.advisors.length === 0) {
    return (
      <div className="space-y-4">
        <SectionHeading title="Advisor schedules" />
        <EmptyState title="No advisors in this department">
          Advisors appear here once they are added to the department.
        </EmptyState>
      </div>
    );
  }
  const index = Math.min(selected, settings.advisors.length - 1);
  const advisor = values.advisors[index];
  const setAdvisor = (next: AdvisorValues) =>
    update((v) => ({ ...v, advisors: replaceAt(v.advisors, index, next) }));
  return (
    <div className="space-y-6">
      <SectionHeading title="Advisor schedules">
        An advisor with nothing set here works the department’s hours and takes every transport option.
      </SectionHeading>
      <div className="max-w-sm space-y-1">
        <label htmlFor="settings-advisor" className="block text-sm font-medium text-slate-800">
          Advisor
        </label>
        <Select
          id="settings-advisor"
          value={String(index)}
          onChange={(e) => onSelect(Number(e.target.value))}
        >
          {settings.advisors.map((a, i) => (
            <option key={a.uuid} value={String(i)}>
              {a.name}
              {values.advisors[i] && !isDefault(values.advisors[i]) ? ' (own schedule)' : ''}
            </option>
          ))}
        </Select>
      </div>
      {advisor && (
        <fieldset disabled={readOnly} className="contents">
          <AdvisorEditor
            key={advisor.dealerAssociateUuid}
            index={index}
            advisor={advisor}
            departmentHours={values.hours}
            transportOptions={settings.transportOptions}
            onChange={setAdvisor}
          />
        </fieldset>
      )}
    </div>
  );
}

function AdvisorEditor({
  index,
  advisor,
  departmentHours,
  transportOptions,
  onChange,
}: {
  index: number;
  advisor: AdvisorValues;
  departmentHours: Array<{ open: boolean; opensAt: string; closesAt: string }>;
  transportOptions: Array<{ uuid: string; name: string }>;
  onChange: (advisor: AdvisorValues) => void;
}) {
  const key = `advisors.${index}`;
  const set = (change: Partial<AdvisorValues>) => onChange({ ...advisor, ...change });
  const groupProps = { errorKey: key, advisor, set };

  return (
    <div className="space-y-6">
      <WeeklySchedule {...groupProps} departmentHours={departmentHours} />

      <WeeklyTimeOff {...groupProps} />

      <DatesOff {...groupProps} />

      <Group title="This advisor’s limits" hint="Leave a box empty for no limit. Per slot is 1 when not set.">
        <LimitFields errorKey={key} limits={advisor} onChange={(limits) => set(limits)} />
      </Group>

      <Group title="Transport options">
        <TransportChoiceField
          legend="Transport options this advisor takes"
          name={`${key}-transport`}
          options={transportOptions}
          value={advisor.transport}
          onChange={(transport) => set({ transport })}
        />
      </Group>
    </div>
  );
}

'use client';

import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { LimitFields } from './dealer-limits-section';
import {
  AddButton,
  DateField,
  fieldId,
  Group,
  RemoveButton,
  removeAt,
  replaceAt,
  SectionHeading,
  type SectionProps,
  TimeField,
  TransportChoiceField,
  WeekdaySelect,
  ZoneNote,
} from './fields';
import {
  type AdvisorDay,
  type AdvisorValues,
  emptyAdvisorValues,
  newRows,
  weekdayNames,
  weekdayOrder,
} from './settings-form-model';

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
  // An added row renders on the next frame; move the cursor into it.
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  return (
    <div className="space-y-6">
      <Group title="Weekly schedule" hint={<ZoneNote />}>
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {weekdayOrder.map((weekday) => {
            const name = weekdayNames[weekday] ?? '';
            const day = advisor.weeklySchedule[weekday];
            const hours = departmentHours[weekday];
            if (!day || !hours) return null;
            const setDay = (change: Partial<AdvisorDay>) =>
              set({ weeklySchedule: replaceAt(advisor.weeklySchedule, weekday, { ...day, ...change }) });
            const modeId = fieldId(`${key}.weeklySchedule.${weekday}.mode`);
            return (
              <li
                key={weekday}
                className="grid grid-cols-2 items-start gap-x-3 gap-y-2 px-3 py-2 sm:grid-cols-[9rem_15rem_8rem_8rem]"
              >
                <div className="col-span-2 space-y-1 sm:col-span-2 sm:grid sm:grid-cols-[9rem_15rem] sm:items-center sm:gap-3 sm:space-y-0">
                  <label htmlFor={modeId} className="block text-sm font-medium text-slate-900">
                    {name}
                  </label>
                  <Select
                    id={modeId}
                    value={day.mode}
                    onChange={(e) => {
                      const mode = e.target.value as AdvisorDay['mode'];
                      // Custom hours start from the department's, which is what is usually tweaked.
                      const seeded =
                        mode === 'custom' && day.from === '' && hours.open
                          ? { from: hours.opensAt, to: hours.closesAt }
                          : {};
                      setDay({ mode, ...seeded });
                    }}
                  >
                    <option value="department">
                      {hours.open ? `Department: ${hours.opensAt}–${hours.closesAt}` : 'Department: closed'}
                    </option>
                    <option value="custom">Own hours</option>
                    <option value="off">Day off</option>
                  </Select>
                </div>
                {day.mode === 'custom' && (
                  <>
                    <TimeField
                      errorKey={`${key}.weeklySchedule.${weekday}.from`}
                      label={`${name}: works from`}
                      visibleLabel="From"
                      labelClassName="sm:sr-only"
                      value={day.from}
                      onChange={(from) => setDay({ from })}
                    />
                    <TimeField
                      errorKey={`${key}.weeklySchedule.${weekday}.to`}
                      label={`${name}: works until`}
                      visibleLabel="To"
                      labelClassName="sm:sr-only"
                      value={day.to}
                      onChange={(to) => setDay({ to })}
                    />
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <DateField
          className="max-w-xs"
          errorKey={`${key}.recurringScheduleStartDate`}
          label="Weekly schedule starts on"
          hint="Optional. Dates before it are not bookable with this advisor (e.g. a new hire)."
          value={advisor.recurringScheduleStartDate}
          onChange={(recurringScheduleStartDate) => set({ recurringScheduleStartDate })}
        />
      </Group>

      <Group title="Weekly time off" hint="Slots off every week, such as a lunch break.">
        {advisor.weeklySlotsOff.length === 0 && <p className="text-sm text-slate-500">None.</p>}
        {advisor.weeklySlotsOff.map((slot, i) => {
          const rowKey = `${key}.weeklySlotsOff.${i}`;
          const setSlot = (change: Partial<typeof slot>) =>
            set({ weeklySlotsOff: replaceAt(advisor.weeklySlotsOff, i, { ...slot, ...change }) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
            <div key={i} className="flex flex-wrap items-start gap-2">
              <WeekdaySelect
                className="w-40"
                errorKey={`${rowKey}.weekday`}
                label={`Weekly time off ${i + 1}: weekday`}
                visibleLabel="Weekday"
                value={slot.weekday}
                onChange={(weekday) => setSlot({ weekday })}
              />
              <TimeField
                className="w-32"
                errorKey={`${rowKey}.from`}
                label={`Weekly time off ${i + 1}: from`}
                visibleLabel="From"
                value={slot.from}
                onChange={(from) => setSlot({ from })}
              />
              <TimeField
                className="w-32"
                errorKey={`${rowKey}.to`}
                label={`Weekly time off ${i + 1}: to`}
                visibleLabel="To"
                value={slot.to}
                onChange={(to) => setSlot({ to })}
              />
              <RemoveButton
                label={`Remove weekly time off ${i + 1}`}
                onClick={() => set({ weeklySlotsOff: removeAt(advisor.weeklySlotsOff, i) })}
              />
            </div>
          );
        })}
        <AddButton
          onClick={() => {
            set({ weeklySlotsOff: [...advisor.weeklySlotsOff, newRows.weeklySlotOff()] });
            focusLater(fieldId(`${key}.weeklySlotsOff.${advisor.weeklySlotsOff.length}.weekday`));
          }}
        >
          Add weekly time off
        </AddButton>
      </Group>

      <Group title="Dates off" hint="Vacation or appointments away; leave the times empty for the whole day.">
        {advisor.dateSlotsOff.length === 0 && <p className="text-sm text-slate-500">None.</p>}
        {advisor.dateSlotsOff.map((slot, i) => {
          const rowKey = `${key}.dateSlotsOff.${i}`;
          const setSlot = (change: Partial<typeof slot>) =>
            set({ dateSlotsOff: replaceAt(advisor.dateSlotsOff, i, { ...slot, ...change }) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
            <div key={i} className="flex flex-wrap items-start gap-2">
              <DateField
                className="w-44"
                errorKey={`${rowKey}.date`}
                label={`Date off ${i + 1}: date`}
                visibleLabel="Date"
                value={slot.date}
                onChange={(date) => setSlot({ date })}
              />
              <TimeField
                className="w-32"
                errorKey={`${rowKey}.from`}
                label={`Date off ${i + 1}: from (optional)`}
                visibleLabel="From"
                value={slot.from}
                onChange={(from) => setSlot({ from })}
              />
              <TimeField
                className="w-32"
                errorKey={`${rowKey}.to`}
                label={`Date off ${i + 1}: to (optional)`}
                visibleLabel="To"
                value={slot.to}
                onChange={(to) => setSlot({ to })}
              />
              <RemoveButton
                label={`Remove date off ${slot.date || i + 1}`}
                onClick={() => set({ dateSlotsOff: removeAt(advisor.dateSlotsOff, i) })}
              />
            </div>
          );
        })}
        <AddButton
          onClick={() => {
            set({ dateSlotsOff: [...advisor.dateSlotsOff, newRows.dateSlotOff()] });
            focusLater(fieldId(`${key}.dateSlotsOff.${advisor.dateSlotsOff.length}.date`));
          }}
        >
          Add date off
        </AddButton>
      </Group>

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

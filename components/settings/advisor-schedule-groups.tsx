'use client';

import { Select } from '@/components/ui/select';
import {
  AddButton,
  DateField,
  fieldId,
  Group,
  RemoveButton,
  removeAt,
  replaceAt,
  TimeField,
  WeekdaySelect,
  ZoneNote,
} from './fields';
import {
  type AdvisorDay,
  type AdvisorValues,
  newRows,
  weekdayNames,
  weekdayOrder,
} from './settings-form-model';

/** The groups of one advisor's schedule: weekly hours, weekly time off and dates off. */
export type AdvisorGroupProps = {
  /** The error key of the advisor (`advisors.<index>`). */
  errorKey: string;
  advisor: AdvisorValues;
  set: (change: Partial<AdvisorValues>) => void;
};

type DepartmentDay = { open: boolean; opensAt: string; closesAt: string };

// An added row renders on the next frame; move the cursor into it.
const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

export function WeeklySchedule({
  errorKey: key,
  advisor,
  set,
  departmentHours,
}: AdvisorGroupProps & { departmentHours: DepartmentDay[] }) {
  return (
    <Group title="Weekly schedule" hint={<ZoneNote />}>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {weekdayOrder.map((weekday) => {
          const name = weekdayNames[weekday] ?? '';
          const day = advisor.weeklySchedule[weekday];
          const hours = departmentHours[weekday];
          if (!day || !hours) return null;
          const setDay = (change: Partial<AdvisorDay>) =>
            set({ weeklySchedule: replaceAt(advisor.weeklySchedule, weekday, { ...day, ...change }) });
          return (
            <AdvisorWeekday
              key={weekday}
              errorKey={`${key}.weeklySchedule.${weekday}`}
              name={name}
              day={day}
              hours={hours}
              setDay={setDay}
            />
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
  );
}

export function WeeklyTimeOff({ errorKey: key, advisor, set }: AdvisorGroupProps) {
  return (
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
  );
}

export function DatesOff({ errorKey: key, advisor, set }: AdvisorGroupProps) {
  return (
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
  );
}

/** One weekday: the department's hours, the advisor's own, or a day off. */
function AdvisorWeekday({
  errorKey: key,
  name,
  day,
  hours,
  setDay,
}: {
  errorKey: string;
  name: string;
  day: AdvisorDay;
  hours: DepartmentDay;
  setDay: (change: Partial<AdvisorDay>) => void;
}) {
  const modeId = fieldId(`${key}.mode`);
  return (
    <li className="grid grid-cols-2 items-start gap-x-3 gap-y-2 px-3 py-2 sm:grid-cols-[9rem_15rem_8rem_8rem]">
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
            errorKey={`${key}.from`}
            label={`${name}: works from`}
            visibleLabel="From"
            labelClassName="sm:sr-only"
            value={day.from}
            onChange={(from) => setDay({ from })}
          />
          <TimeField
            errorKey={`${key}.to`}
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
}

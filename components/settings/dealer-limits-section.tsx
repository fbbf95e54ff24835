'use client';

import { Select } from '@/components/ui/select';
import {
  AddButton,
  DateField,
  DateLimitRows,
  fieldId,
  Group,
  RemoveButton,
  removeAt,
  replaceAt,
  SectionHeading,
  type SectionProps,
  TimeField,
  WeekdayLimitsField,
  WeekdaySelect,
  ZoneNote,
} from './fields';
import { type LimitSet, newRows, type SettingsValues, type UnavailableSlotRow } from './settings-form-model';

/** The four limit kinds an advisor and the dealer both have: per weekday, per date, per slot. */
export function LimitFields({
  errorKey,
  limits,
  onChange,
}: {
  errorKey: string;
  limits: LimitSet;
  onChange: (limits: LimitSet) => void;
}) {
  return (
    <>
      <WeekdayLimitsField
        legend="Appointments per day"
        errorKey={`${errorKey}.perWeekday`}
        values={limits.perWeekday}
        onChange={(perWeekday) => onChange({ ...limits, perWeekday })}
      />
      <WeekdayLimitsField
        legend="Appointments per slot"
        hint="How many appointments may start at the same time."
        errorKey={`${errorKey}.perSlotPerWeekday`}
        values={limits.perSlotPerWeekday}
        onChange={(perSlotPerWeekday) => onChange({ ...limits, perSlotPerWeekday })}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <DateLimitRows
          legend="Appointments per day on a date"
          numberLabel="Per day"
          hint="Replaces the weekday limit on that date."
          errorKey={`${errorKey}.perDate`}
          rows={limits.perDate}
          onChange={(perDate) => onChange({ ...limits, perDate })}
        />
        <DateLimitRows
          legend="Appointments per slot on a date"
          numberLabel="Per slot"
          errorKey={`${errorKey}.perSlotPerDate`}
          rows={limits.perSlotPerDate}
          onChange={(perSlotPerDate) => onChange({ ...limits, perSlotPerDate })}
        />
      </div>
    </>
  );
}

function UnavailableSlots({
  rows,
  onChange,
}: {
  rows: UnavailableSlotRow[];
  onChange: (rows: UnavailableSlotRow[]) => void;
}) {
  const key = 'dealerLimits.unavailableSlots';
  return (
    <div className="space-y-2">
      {rows.length === 0 && (
        <p className="text-sm text-slate-500">Every slot within the hours is bookable.</p>
      )}
      {rows.map((row, index) => {
        const set = (change: Partial<UnavailableSlotRow>) =>
          onChange(replaceAt(rows, index, { ...row, ...change }));
        const name = `Unavailable slot ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position.
          <div key={index} className="flex flex-wrap items-start gap-2">
            <div className="w-36 space-y-1">
              <label
                htmlFor={fieldId(`${key}.${index}.repeat`)}
                className="block text-sm font-medium text-slate-800"
              >
                <span aria-hidden="true">Repeats</span>
                <span className="sr-only">{name}: repeats</span>
              </label>
              <Select
                id={fieldId(`${key}.${index}.repeat`)}
                value={row.repeat}
                onChange={(e) => set({ repeat: e.target.value === 'date' ? 'date' : 'weekday' })}
              >
                <option value="weekday">Every week</option>
                <option value="date">On one date</option>
              </Select>
            </div>
            {row.repeat === 'weekday' ? (
              <WeekdaySelect
                className="w-40"
                errorKey={`${key}.${index}.weekday`}
                label={`${name}: weekday`}
                visibleLabel="Weekday"
                value={row.weekday}
                onChange={(weekday) => set({ weekday })}
              />
            ) : (
              <DateField
                className="w-44"
                errorKey={`${key}.${index}.date`}
                label={`${name}: date`}
                visibleLabel="Date"
                value={row.date}
                onChange={(date) => set({ date })}
              />
            )}
            <TimeField
              className="w-32"
              errorKey={`${key}.${index}.time`}
              label={`${name}: slot time`}
              visibleLabel="Slot at"
              value={row.time}
              onChange={(time) => set({ time })}
            />
            <RemoveButton
              label={`Remove unavailable slot ${index + 1}`}
              onClick={() => onChange(removeAt(rows, index))}
            />
          </div>
        );
      })}
      <AddButton onClick={() => onChange([...rows, newRows.unavailableSlot()])}>
        Add unavailable slot
      </AddButton>
    </div>
  );
}

/** Limits on the whole dealer's appointments, and slots nobody can book. */
export function DealerLimitsSection({ values, update }: SectionProps) {
  const setLimits = (change: Partial<SettingsValues['dealerLimits']>) =>
    update((v) => ({ ...v, dealerLimits: { ...v.dealerLimits, ...change } }));
  return (
    <div className="space-y-6">
      <SectionHeading title="Dealer limits">
        Caps on the appointments of the whole service drive. Leave a box empty for no limit.
      </SectionHeading>
      <Group title="Limits">
        <LimitFields
          errorKey="dealerLimits"
          limits={values.dealerLimits}
          onChange={(limits) => setLimits(limits)}
        />
      </Group>
      <Group title="Unavailable slots" hint={<ZoneNoteInline />}>
        <UnavailableSlots
          rows={values.dealerLimits.unavailableSlots}
          onChange={(unavailableSlots) => setLimits({ unavailableSlots })}
        />
      </Group>
    </div>
  );
}

function ZoneNoteInline() {
  return (
    <>
      <p>Start times no customer can book, every week or on one date.</p>
      <ZoneNote />
    </>
  );
}

'use client';

import { NumberField, replaceAt, SectionHeading, type SectionProps, TimeField, ZoneNote } from './fields';
import { type DayHours, describeMinutes, weekdayNames, weekdayOrder } from './settings-form-model';

const columns = 'sm:grid-cols-[9rem_10rem_10rem_6rem]';

/** Opening hours and slot size per weekday, and how much notice a booking needs. */
export function HoursSection({ values, update }: SectionProps) {
  return (
    <div className="space-y-6">
      <SectionHeading title="Hours of operation">
        When the service drive takes appointments, and how long one slot is. A closing time of 00:00 means
        midnight.
      </SectionHeading>
      <ZoneNote />
      <div className="rounded-md border border-slate-200">
        <div
          aria-hidden="true"
          className={`hidden border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-medium text-slate-600 sm:grid ${columns}`}
        >
          <span>Open</span>
          <span>Opens</span>
          <span>Closes</span>
          <span>Slot (min)</span>
        </div>
        <ul className="divide-y divide-slate-200">
          {weekdayOrder.map((weekday) => {
            const name = weekdayNames[weekday] ?? '';
            const day = values.hours[weekday];
            if (!day) return null;
            const setDay = (change: Partial<DayHours>) =>
              update((v) => ({ ...v, hours: replaceAt(v.hours, weekday, { ...day, ...change }) }));
            return <WeekdayHours key={weekday} weekday={weekday} name={name} day={day} setDay={setDay} />;
          })}
        </ul>
      </div>
      <NumberField
        className="max-w-xs"
        errorKey="minimumNoticeMinutes"
        label="Minimum notice (minutes)"
        hint={`How far ahead of its start an appointment must be booked (${describeMinutes(values.minimumNoticeMinutes) ?? '…'}).`}
        placeholder="0"
        value={values.minimumNoticeMinutes}
        onChange={(minimumNoticeMinutes) => update((v) => ({ ...v, minimumNoticeMinutes }))}
      />
    </div>
  );
}

/** One weekday: open or closed, and when open its hours and slot size. */
function WeekdayHours({
  weekday,
  name,
  day,
  setDay,
}: {
  weekday: number;
  name: string;
  day: DayHours;
  setDay: (change: Partial<DayHours>) => void;
}) {
  return (
    <li
      className={`grid grid-cols-[1fr_1fr_3.75rem] items-start gap-x-2 gap-y-2 px-2 py-3 sm:px-3 sm:gap-x-3 sm:py-2 ${columns}`}
    >
      <label className="col-span-3 flex h-10 items-center gap-2 text-sm font-medium text-slate-900 sm:col-span-1">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={day.open}
          onChange={(e) => setDay({ open: e.target.checked })}
        />
        <span>
          <span className="sr-only">Open on </span>
          {name}
        </span>
      </label>
      {day.open ? (
        <>
          <TimeField
            errorKey={`hours.${weekday}.from`}
            label={`${name} opens`}
            visibleLabel="Opens"
            labelClassName="sm:sr-only"
            value={day.opensAt}
            onChange={(opensAt) => setDay({ opensAt })}
          />
          <TimeField
            errorKey={`hours.${weekday}.to`}
            label={`${name} closes`}
            visibleLabel="Closes"
            labelClassName="sm:sr-only"
            value={day.closesAt}
            onChange={(closesAt) => setDay({ closesAt })}
          />
          <NumberField
            errorKey={`hours.${weekday}.slotSizeMinutes`}
            label={`${name} slot size in minutes`}
            visibleLabel="Slot (min)"
            labelClassName="sm:sr-only"
            placeholder=""
            value={day.slotSizeMinutes}
            onChange={(slotSizeMinutes) => setDay({ slotSizeMinutes })}
          />
        </>
      ) : (
        <p className="col-span-3 text-sm text-slate-500 sm:flex sm:h-10 sm:items-center">Closed</p>
      )}
    </li>
  );
}

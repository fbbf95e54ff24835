'use client';

import { useId } from 'react';
import type { Appointment } from '@/components/appointments/api';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { addDays, isCalendarDate } from '@/server/time/wall-clock';
import { DayView } from './day-view';
import { type AdvisorColumn, type DepartmentAdvisor, dayLabel } from './schedule-model';
import { WeekGrid } from './week-grid';

/** The parts of the schedule page: its heading with the view switch, the day picker, the results. */
export type View = 'day' | 'week';

export type ScheduleDepartment = {
  dealerUuid: string;
  departmentUuid: string;
  name: string;
  timeZone: string;
};

export type ScheduleSetup = {
  advisors: DepartmentAdvisor[];
  teams: Array<{ teamUuid: string; name: string }>;
  hours: Array<{ weekday: number; opensAt: string; closesAt: string; slotSizeMinutes: number }>;
};

export function ScheduleHeading({
  department,
  view,
  onView,
}: {
  department: ScheduleDepartment;
  view: View;
  onView: (view: View) => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Schedule</h1>
        <p className="mt-1 text-slate-600">
          {department.name}.{' '}
          <span className="font-medium text-slate-800">Times in {department.timeZone}</span>
        </p>
      </div>
      <fieldset className="flex rounded-md ring-1 ring-slate-300">
        <legend className="sr-only">View</legend>
        {(['day', 'week'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={cn(
              'h-9 px-4 text-sm font-medium first:rounded-l-md last:rounded-r-md focus-ring',
              view === v ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {v === 'day' ? 'Day' : 'Week'}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

export function DateNavigation({
  date,
  today,
  step,
  unit,
  onDate,
}: {
  date: string;
  today: string;
  step: number;
  unit: View;
  onDate: (date: string) => void;
}) {
  const ids = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button
        variant="secondary"
        onClick={() => onDate(addDays(date, -step))}
        aria-label={`Previous ${unit}`}
      >
        ‹ Prev
      </Button>
      <Button variant="secondary" onClick={() => onDate(today)} disabled={date === today}>
        Today
      </Button>
      <Button variant="secondary" onClick={() => onDate(addDays(date, step))} aria-label={`Next ${unit}`}>
        Next ›
      </Button>
      <Field id={`${ids}-date`} label="Date" className="w-44">
        <Input
          id={`${ids}-date`}
          type="date"
          value={date}
          onChange={(e) => {
            // Typing a year sends 0002-…, 0020-… first: wait for a plausible one.
            const value = e.target.value;
            if (isCalendarDate(value) && value >= '2000-01-01' && value <= '2100-12-31') onDate(value);
          }}
        />
      </Field>
    </div>
  );
}

export function ScheduleResults({
  department,
  view,
  date,
  today,
  week,
  hours,
  filtered,
  onClearFilters,
  columns,
  everyColumn,
  shown,
  all,
  weekHours,
}: {
  department: ScheduleDepartment;
  view: View;
  date: string;
  today: string;
  week: string[];
  hours: ScheduleSetup['hours'][number] | null;
  weekHours: ScheduleSetup['hours'];
  filtered: boolean;
  onClearFilters: () => void;
  columns: AdvisorColumn[];
  everyColumn: AdvisorColumn[];
  shown: Appointment[];
  /** Every visit loaded, whatever the filters show. */
  all: Appointment[];
}) {
  const past = view === 'day' && date < today;
  return (
    <>
      {shown.length === 0 && (
        <EmptyState
          title={
            filtered
              ? 'No appointments match these filters'
              : view === 'day'
                ? `No appointments on ${dayLabel(date)}`
                : 'No appointments this week'
          }
        >
          {filtered ? (
            <Button variant="secondary" size="sm" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : past ? (
            'This day is past: nothing can be booked on it.'
          ) : view === 'day' && !hours ? (
            'The department is closed that day.'
          ) : (
            'Pick another day with the arrows or the date field.'
          )}
        </EmptyState>
      )}
      {view === 'day' && (shown.length > 0 || (!filtered && (hours || date === today))) ? (
        <DayView
          departmentUuid={department.departmentUuid}
          timeZone={department.timeZone}
          date={date}
          today={today}
          columns={columns}
          advisorColumns={everyColumn}
          appointments={shown}
          hours={hours}
        />
      ) : view === 'week' && (shown.length > 0 || !filtered) ? (
        <WeekGrid
          days={week}
          today={today}
          columns={columns}
          appointments={shown}
          loadOf={all}
          hours={weekHours}
        />
      ) : null}
    </>
  );
}

export function scheduleHeading(view: View, date: string, week: string[]): string {
  const first = week[0] ?? date;
  const last = week[6] ?? date;
  return view === 'day'
    ? dayLabel(date)
    : `Week of ${dayLabel(first, 'short')} – ${dayLabel(last, 'short')}, ${last.slice(0, 4)}`;
}

export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>The schedule could not be loaded: {error.message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { useDayAppointments, useRangeAppointments } from '@/components/appointments/queries';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { addDays, isCalendarDate, weekdayOf } from '@/server/time/wall-clock';
import { DayView } from './day-view';
import { ScheduleFilterFields } from './schedule-filters';
import {
  advisorColumns,
  type DepartmentAdvisor,
  dayLabel,
  noFilters,
  type ScheduleFilters,
  visibleAppointments,
  visibleColumns,
  weekOf,
} from './schedule-model';
import { StatusLegend } from './status-legend';
import { WeekGrid } from './week-grid';

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

type View = 'day' | 'week';

export function ScheduleView({
  department,
  setup,
  today,
  initialDate,
  initialView,
}: {
  department: ScheduleDepartment;
  setup: ScheduleSetup;
  today: string;
  initialDate: string;
  initialView: View;
}) {
  const [date, setDate] = useState(initialDate);
  const [view, setView] = useState<View>(initialView);
  const [filters, setFilters] = useState<ScheduleFilters>(noFilters);
  const ids = useId();

  // The address keeps the day and view, so a reload or a link shows the same schedule.
  useEffect(() => {
    const search = new URLSearchParams({ date, ...(view === 'week' ? { view } : {}) });
    window.history.replaceState(null, '', `/schedule?${search}`);
  }, [date, view]);

  const week = useMemo(() => weekOf(date), [date]);
  const dayQuery = useDayAppointments(department.departmentUuid, date, view === 'day');
  const weekQuery = useRangeAppointments(
    department.departmentUuid,
    week[0] ?? date,
    week[6] ?? date,
    view === 'week',
  );
  const query = view === 'day' ? dayQuery : weekQuery;

  const appointments = query.data ?? [];
  const everyColumn = useMemo(
    () => advisorColumns(setup.advisors, appointments),
    [setup.advisors, appointments],
  );
  const columns = visibleColumns(everyColumn, filters);
  const shown = visibleAppointments(appointments, filters, everyColumn);
  const hours = setup.hours.find((h) => h.weekday === weekdayOf(date)) ?? null;
  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';
  const heading =
    view === 'day'
      ? dayLabel(date)
      : `Week of ${dayLabel(week[0] ?? date, 'short')} – ${dayLabel(week[6] ?? date, 'short')}, ${(week[6] ?? date).slice(0, 4)}`;
  const filtered = filters.advisorUuid !== '' || filters.teamUuid !== '' || filters.status !== '';
  const error = query.error;
  const loading = query.isPending;

  return (
    <div className="space-y-4">
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
              onClick={() => setView(v)}
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

      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="secondary"
          onClick={() => setDate(addDays(date, -step))}
          aria-label={`Previous ${unit}`}
        >
          ‹ Prev
        </Button>
        <Button variant="secondary" onClick={() => setDate(today)} disabled={date === today}>
          Today
        </Button>
        <Button variant="secondary" onClick={() => setDate(addDays(date, step))} aria-label={`Next ${unit}`}>
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
              if (isCalendarDate(value) && value >= '2000-01-01' && value <= '2100-12-31') setDate(value);
            }}
          />
        </Field>
      </div>

      <ScheduleFilterFields
        advisors={setup.advisors}
        teams={setup.teams}
        filters={filters}
        onChange={setFilters}
      />

      <StatusLegend />

      <section aria-labelledby={`${ids}-heading`} aria-busy={query.isFetching} className="space-y-3">
        <div className="flex items-center gap-2">
          <h2 id={`${ids}-heading`} className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          {query.isFetching && !loading && <Spinner className="text-slate-500" />}
        </div>
        {error ? (
          <Alert tone="error">
            <p>The schedule could not be loaded: {error.message}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : loading ? (
          <p className="flex items-center gap-2 text-slate-600" role="status">
            <Spinner /> Loading appointments…
          </p>
        ) : (
          // While another day loads, the previous one stays dimmed instead of flashing empty.
          <div className={cn('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-50')}>
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
                  <Button variant="secondary" size="sm" onClick={() => setFilters(noFilters)}>
                    Clear filters
                  </Button>
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
                columns={columns}
                advisorColumns={everyColumn}
                appointments={shown}
                hours={hours}
              />
            ) : view === 'week' && shown.length > 0 ? (
              <WeekGrid days={week} today={today} columns={columns} appointments={shown} />
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}

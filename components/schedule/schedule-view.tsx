'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { useDayAppointments, useRangeAppointments } from '@/components/appointments/queries';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { weekdayOf } from '@/server/time/wall-clock';
import { ScheduleFilterFields } from './schedule-filters';
import {
  advisorColumns,
  noFilters,
  type ScheduleFilters,
  visibleAppointments,
  visibleColumns,
  weekOf,
} from './schedule-model';
import {
  DateNavigation,
  LoadFailed,
  type ScheduleDepartment,
  ScheduleHeading,
  ScheduleResults,
  type ScheduleSetup,
  scheduleHeading,
  type View,
} from './schedule-parts';
import { StatusLegend } from './status-legend';

export type { ScheduleDepartment, ScheduleSetup } from './schedule-parts';

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

  const { query, week, everyColumn, columns, shown, all, hours } = useSchedule(department, setup, {
    date,
    view,
    filters,
  });
  const filtered = filters.advisorUuid !== '' || filters.teamUuid !== '' || filters.status !== '';
  const { error, isPending: loading } = query;

  return (
    <div className="space-y-4">
      <ScheduleHeading department={department} view={view} onView={setView} />
      <DateNavigation date={date} today={today} step={view === 'day' ? 1 : 7} unit={view} onDate={setDate} />
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
            {scheduleHeading(view, date, week)}
          </h2>
          {query.isFetching && !loading && <Spinner className="text-slate-500" />}
        </div>
        {error ? (
          <LoadFailed error={error} onRetry={() => void query.refetch()} />
        ) : loading ? (
          <p className="flex items-center gap-2 text-slate-600" role="status">
            <Spinner /> Loading appointments…
          </p>
        ) : (
          // While another day loads, the previous one stays dimmed instead of flashing empty.
          <div className={cn('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-50')}>
            <ScheduleResults
              department={department}
              view={view}
              date={date}
              today={today}
              week={week}
              hours={hours}
              filtered={filtered}
              onClearFilters={() => setFilters(noFilters)}
              columns={columns}
              everyColumn={everyColumn}
              shown={shown}
              all={all}
              weekHours={setup.hours}
            />
          </div>
        )}
      </section>
    </div>
  );
}

/** The appointments of the day or week shown, and the advisor columns they fall in after filtering. */
function useSchedule(
  department: ScheduleDepartment,
  setup: ScheduleSetup,
  { date, view, filters }: { date: string; view: View; filters: ScheduleFilters },
) {
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
  return { query, week, everyColumn, columns, shown, all: appointments, hours };
}

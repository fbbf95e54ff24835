import type { Appointment } from '@/components/appointments/api';
import { cn } from '@/components/ui/cn';
import { weekdayOf } from '@/server/time/wall-clock';
import { AppointmentBlock } from './appointment-block';
import {
  type AdvisorColumn,
  columnOf,
  type DayLoad,
  dayLabel,
  dayLoad,
  type LoadLevel,
} from './schedule-model';

type WeekHours = Array<{ weekday: number; opensAt: string; closesAt: string; slotSizeMinutes: number }>;

const loadWords: Record<LoadLevel, string> = { light: 'Light', busy: 'Busy', full: 'Full' };
const loadBars: Record<LoadLevel, string> = {
  light: 'bg-green-600',
  busy: 'bg-amber-500',
  full: 'bg-red-600',
};

/** An advisor's load of a day in words and numbers ("Busy: 18 of 22 slots booked"), with a bar. */
function LoadMeter({ load }: { load: DayLoad }) {
  const percent = Math.min(100, Math.round((load.booked / load.capacity) * 100));
  return (
    <div className="mb-1 px-1">
      <p className="text-xs text-slate-700">
        <span className="font-semibold text-slate-900">{loadWords[load.level]}</span>: {load.booked} of{' '}
        {load.capacity} slots booked
      </p>
      <div aria-hidden="true" className="mt-0.5 h-1.5 rounded-full bg-slate-200">
        <div className={cn('h-full rounded-full', loadBars[load.level])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A week: a row per day, a column per advisor, each cell the advisor's visits of that day. */
export function WeekGrid({
  days,
  today,
  columns,
  appointments,
  loadOf,
  hours,
}: {
  days: string[];
  today: string;
  columns: AdvisorColumn[];
  /** The visits shown (after the filters). */
  appointments: Appointment[];
  /** Every visit of the week: an advisor's load counts them all, whatever the filters show. */
  loadOf: Appointment[];
  hours: WeekHours;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">Appointments and load by day and advisor</caption>
        <thead>
          <tr>
            <th scope="col" className="w-28 border-b border-slate-200 px-2 py-2 text-left font-semibold">
              Day
            </th>
            {columns.map((c) => (
              <th
                key={c.uuid ?? 'unassigned'}
                scope="col"
                className="min-w-40 border-b border-l border-slate-200 px-2 py-2 text-left font-semibold text-slate-900"
              >
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day} className={cn(day === today && 'bg-brand-50/50')}>
              <th scope="row" className="border-b border-slate-200 px-2 py-2 text-left align-top font-medium">
                {dayLabel(day, 'short')}
                {day === today && <span className="block text-xs font-normal text-brand-800">Today</span>}
              </th>
              {columns.map((c) => {
                const cell = appointments.filter((a) => a.date === day && columnOf(a, columns) === c.uuid);
                const load = c.uuid
                  ? dayLoad(
                      loadOf.filter((a) => a.date === day && a.assignedAdvisorUuid === c.uuid),
                      hours.find((h) => h.weekday === weekdayOf(day)) ?? null,
                    )
                  : null;
                return (
                  <td
                    key={c.uuid ?? 'unassigned'}
                    className="border-b border-l border-slate-200 p-1 align-top"
                  >
                    {load && <LoadMeter load={load} />}
                    {cell.length > 0 && (
                      <ul className="space-y-1">
                        {cell.map((a) => (
                          <li key={a.uuid}>
                            <AppointmentBlock appointment={a} compact />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

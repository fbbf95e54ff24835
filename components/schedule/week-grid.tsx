import type { Appointment } from '@/components/appointments/api';
import { cn } from '@/components/ui/cn';
import { AppointmentBlock } from './appointment-block';
import { type AdvisorColumn, columnOf, dayLabel } from './schedule-model';

/** A week: a row per day, a column per advisor, each cell the advisor's visits of that day. */
export function WeekGrid({
  days,
  today,
  columns,
  appointments,
}: {
  days: string[];
  today: string;
  columns: AdvisorColumn[];
  appointments: Appointment[];
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">Appointments by day and advisor</caption>
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
                return (
                  <td
                    key={c.uuid ?? 'unassigned'}
                    className="border-b border-l border-slate-200 p-1 align-top"
                  >
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

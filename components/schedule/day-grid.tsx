import type { Appointment } from '@/components/appointments/api';
import { AppointmentBlock } from './appointment-block';
import { type AdvisorColumn, columnOf, dayRange, minutesOf, placeBlocks } from './schedule-model';

const pxPerMinute = 1.6;
const pad = (n: number) => String(n).padStart(2, '0');

/** One day: a column per advisor, blocks placed by their wall-clock start and end. */
export function DayGrid({
  date,
  columns,
  appointments,
  hours,
}: {
  date: string;
  columns: AdvisorColumn[];
  appointments: Appointment[];
  hours: { opensAt: string; closesAt: string } | null;
}) {
  const { startMinute, endMinute } = dayRange(appointments, hours);
  const height = (endMinute - startMinute) * pxPerMinute;
  const hourMarks = Array.from(
    { length: (endMinute - startMinute) / 60 + 1 },
    (_, i) => startMinute + i * 60,
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <div
        className="grid min-w-max"
        style={{ gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(10rem, 1fr))` }}
      >
        <div className="sticky left-0 z-20 border-b border-slate-200 bg-white" />
        {columns.map((c) => (
          <h3
            key={c.uuid ?? 'unassigned'}
            className="border-b border-l border-slate-200 px-2 py-2 text-sm font-semibold text-slate-900"
          >
            {c.name}
          </h3>
        ))}
        <div aria-hidden="true" className="sticky left-0 z-20 bg-white" style={{ height }}>
          {hourMarks.map((m) => (
            <span
              key={m}
              className="absolute right-1 -translate-y-1/2 text-xs text-slate-500 first:translate-y-0 last:-translate-y-full"
              style={{ top: (m - startMinute) * pxPerMinute }}
            >
              {pad(Math.floor(m / 60))}:00
            </span>
          ))}
        </div>
        {columns.map((c) => {
          const mine = appointments.filter((a) => columnOf(a, columns) === c.uuid);
          return (
            <section
              key={c.uuid ?? 'unassigned'}
              aria-label={`${c.name}, ${date}`}
              className="relative border-l border-slate-200"
              style={{ height }}
            >
              {hourMarks.slice(1, -1).map((m) => (
                <div
                  key={m}
                  aria-hidden="true"
                  className="absolute inset-x-0 border-t border-slate-100"
                  style={{ top: (m - startMinute) * pxPerMinute }}
                />
              ))}
              <ul>
                {placeBlocks(mine).map(({ appointment, lane, lanes }) => {
                  const top = (minutesOf(appointment.appointmentStartDateTime) - startMinute) * pxPerMinute;
                  const bottom = (minutesOf(appointment.appointmentEndDateTime) - startMinute) * pxPerMinute;
                  return (
                    <li
                      key={appointment.uuid}
                      className="absolute px-0.5"
                      style={{
                        top,
                        height: Math.max(bottom - top, 22),
                        left: `${(lane / lanes) * 100}%`,
                        width: `${100 / lanes}%`,
                      }}
                    >
                      <AppointmentBlock appointment={appointment} className="h-full" />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

import type { Appointment } from '@/components/appointments/api';
import { formatWallTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';
import { AppointmentBlock } from './appointment-block';
import { type AdvisorColumn, appointmentLabel, columnOf, endTimeOf, timeOf } from './schedule-model';

/** The day for a narrow screen: one list per start time, each visit with its advisor and actions. */
export function AgendaList({
  date,
  columns,
  appointments,
  now,
  pendingUuid,
  onActions,
}: {
  date: string;
  /** The department's wall-clock now: on today, a "Now" rule sits between the past and the next visits. */
  now: string | null;
  columns: AdvisorColumn[];
  appointments: Appointment[];
  pendingUuid: string | null;
  onActions: (appointment: Appointment) => void;
}) {
  const { timeFormat } = useClock();
  const byTime = new Map<string, Appointment[]>();
  const sorted = [...appointments].sort((a, b) =>
    a.appointmentStartDateTime.localeCompare(b.appointmentStartDateTime),
  );
  for (const a of sorted) {
    const time = timeOf(a.appointmentStartDateTime);
    byTime.set(time, [...(byTime.get(time) ?? []), a]);
  }
  const advisorName = (a: Appointment) =>
    columns.find((c) => c.uuid !== null && c.uuid === columnOf(a, columns))?.name ?? 'Unassigned';
  const nowTime = now?.slice(0, 10) === date ? now.slice(11, 16) : null;
  const groups = [...byTime];
  const nextIndex = nowTime === null ? -1 : groups.findIndex(([time]) => time > nowTime);
  const nowRule = nowTime && (
    <p className="flex items-center gap-2 text-xs font-semibold text-red-700">
      <span>Now {formatWallTime(nowTime, timeFormat)}</span>
      <span aria-hidden="true" className="flex-1 border-t-2 border-red-600" />
    </p>
  );
  return (
    <section aria-label={`Agenda, ${date}`} className="space-y-4">
      {groups.map(([time, visits], index) => (
        <div key={time}>
          {index === nextIndex && <div className="mb-4">{nowRule}</div>}
          <h3 className="mb-1.5 text-sm font-semibold text-slate-900">{formatWallTime(time, timeFormat)}</h3>
          <ul className="space-y-2">
            {visits.map((a) => (
              <li key={a.uuid} className="relative" aria-busy={pendingUuid === a.uuid || undefined}>
                <AppointmentBlock appointment={a} className="pr-12 text-sm" />
                <p className="mt-0.5 text-xs text-slate-600">
                  Until {endTimeOf(a.appointmentEndDateTime, timeFormat)} · {advisorName(a)}
                </p>
                <button
                  type="button"
                  aria-label={`Actions for ${appointmentLabel(a, timeFormat)}`}
                  className="absolute top-1 right-1 grid size-9 place-items-center rounded bg-white text-slate-700 ring-1 ring-slate-300 focus-ring"
                  onClick={() => onActions(a)}
                >
                  <span aria-hidden="true">⋯</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {nextIndex === -1 && nowRule}
    </section>
  );
}

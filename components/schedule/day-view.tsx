'use client';

import { useState } from 'react';
import type { Appointment } from '@/components/appointments/api';
import { customerNoticePlan } from '@/components/appointments/notice-model';
import { useMoveAppointment } from '@/components/appointments/status-queries';
import { Alert } from '@/components/ui/alert';
import { formatWallTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';
import { AgendaList } from './agenda-list';
import { AppointmentActions } from './appointment-actions';
import { type DayCapacity, useDayCapacity } from './capacity';
import { DayGrid, type DayHours } from './day-grid';
import { MoveConfirm, type ProposedMove } from './move-form';
import { useDepartmentNow } from './now-line';
import { refusalSentence } from './refusal-words';
import { type AdvisorColumn, customerName, dayLabel } from './schedule-model';

/** How a move came: dragged on the grid, or from the actions' move form. */
type MoveSource = 'drag' | 'form';
type Notice = { tone: 'success' | 'error'; text: string; appointmentUuid: string; source: MoveSource };

/**
 * The day: a grid of advisor columns on wide screens (drag a visit to move it), an agenda on a
 * phone, and one visit's actions. A move is shown where it lands only once the server has saved it.
 */
export function DayView({
  departmentUuid,
  timeZone,
  date,
  today,
  columns,
  advisorColumns,
  appointments,
  hours,
}: {
  departmentUuid: string;
  timeZone: string;
  date: string;
  today: string;
  columns: AdvisorColumn[];
  /** Every advisor (not only the filtered columns): a visit may move to any of them. */
  advisorColumns: AdvisorColumn[];
  appointments: Appointment[];
  hours: DayHours | null;
}) {
  const now = useDepartmentNow(timeZone);
  const past = date < today;
  // A past day has no free time left: it says so instead of asking for (and showing) none.
  const capacity = useDayCapacity(departmentUuid, date, !past);
  const { move, notice, setNotice, onMove, pendingUuid } = useMoveWithNotice(departmentUuid);
  const drop = useDropToMove(date, onMove);
  const [selectedUuid, setSelectedUuid] = useState<string | null>(null);
  const selected = appointments.find((a) => a.uuid === selectedUuid) ?? null;
  // A refused drag is told next to the block that did not move; everything else here, at the top.
  const dragRefusal = notice?.tone === 'error' && notice.source === 'drag' ? notice : null;

  return (
    <div className="space-y-3">
      {past && <PastDayNote date={date} />}
      {notice && !dragRefusal && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {drop.proposed && <MoveConfirm drop={drop} pending={move.isPending} />}
      {selected && (
        <AppointmentActions
          key={selected.uuid}
          appointment={selected}
          departmentUuid={departmentUuid}
          advisors={advisorColumns.filter((c) => c.uuid !== null)}
          movePending={move.isPending}
          onMove={(toDate, time, advisor, notifyCustomer) =>
            onMove(selected, toDate, time, advisor, notifyCustomer, 'form')
          }
          onClose={() => setSelectedUuid(null)}
        />
      )}
      {!past && capacity.data && <LoanerLine capacity={capacity.data} />}
      <div className="hidden sm:block">
        <DayGrid
          date={date}
          past={past}
          columns={columns}
          appointments={appointments}
          hours={hours}
          now={now}
          capacity={past ? undefined : capacity.data}
          pendingUuid={pendingUuid}
          refusal={dragRefusal && { appointmentUuid: dragRefusal.appointmentUuid, text: dragRefusal.text }}
          onDismissRefusal={() => setNotice(null)}
          onMove={drop.onDrop}
          onActions={(a) => setSelectedUuid(a.uuid)}
        />
      </div>
      <div className="sm:hidden">
        <AgendaList
          date={date}
          now={now}
          columns={columns}
          appointments={appointments}
          pendingUuid={pendingUuid}
          onActions={(a) => setSelectedUuid(a.uuid)}
        />
      </div>
    </div>
  );
}

function PastDayNote({ date }: { date: string }) {
  return (
    <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <span className="font-semibold">{dayLabel(date)} is past.</span> Its visits can be opened and their
      status set; no time can be booked on it.
    </p>
  );
}

function LoanerLine({ capacity }: { capacity: DayCapacity }) {
  if (capacity.loanerFree === null || capacity.slotCount === 0) return null;
  return (
    <p className="text-sm text-slate-700">
      Loaners: free in {capacity.loanerFree} of {capacity.slotCount} slots.
    </p>
  );
}

/** Moves a visit, then says where it went or why it did not move. */
function useMoveWithNotice(departmentUuid: string) {
  const { timeFormat } = useClock();
  const move = useMoveAppointment(departmentUuid);
  const [notice, setNotice] = useState<Notice | null>(null);
  const pendingUuid = move.isPending ? (move.variables?.appointment.uuid ?? null) : null;

  const onMove = (
    appointment: Appointment,
    toDate: string,
    time: string,
    advisor: AdvisorColumn | null,
    notifyCustomer: boolean,
    source: MoveSource,
  ) => {
    setNotice(null);
    const about = { appointmentUuid: appointment.uuid, source };
    const advisorName = advisor?.name ?? appointment.assignedAdvisorName;
    const attempt = { date: toDate, time, advisorName, format: timeFormat };
    move.mutate(
      { appointment, date: toDate, time, advisorUuid: advisor?.uuid ?? null, notifyCustomer },
      {
        onSuccess: () =>
          setNotice({
            ...about,
            tone: 'success',
            text: `Moved ${customerName(appointment)} to ${dayLabel(toDate)} at ${formatWallTime(time, timeFormat)}${advisorName ? ` with ${advisorName}` : ''}. ${notifyCustomer ? 'The customer is being told.' : 'Nothing was sent to the customer.'}`,
          }),
        onError: (error) =>
          setNotice({ ...about, tone: 'error', text: `Not moved. ${refusalSentence(error, attempt)}` }),
      },
    );
  };
  return { move, notice, setNotice, onMove, pendingUuid };
}

/** A drop that would send the customer something waits for the advisor's choice; any other moves at once. */
function useDropToMove(
  date: string,
  onMove: (
    a: Appointment,
    date: string,
    time: string,
    advisor: AdvisorColumn | null,
    notify: boolean,
    source: MoveSource,
  ) => void,
) {
  const [proposed, setProposed] = useState<ProposedMove | null>(null);
  const onDrop = (appointment: Appointment, time: string, advisor: AdvisorColumn) => {
    if (customerNoticePlan(appointment, 'MOVE', '').sends) setProposed({ appointment, date, time, advisor });
    else onMove(appointment, date, time, advisor, false, 'drag');
  };
  const confirm = (notify: boolean) => {
    if (!proposed) return;
    setProposed(null);
    onMove(proposed.appointment, proposed.date, proposed.time, proposed.advisor, notify, 'drag');
  };
  return { proposed, confirm, dismiss: () => setProposed(null), onDrop };
}

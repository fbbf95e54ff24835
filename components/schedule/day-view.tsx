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
import { useDayCapacity } from './capacity';
import { DayGrid, type DayHours } from './day-grid';
import { MoveConfirm, type ProposedMove } from './move-form';
import { useDepartmentNow } from './now-line';
import { refusalSentence } from './refusal-words';
import { type AdvisorColumn, customerName, dayLabel } from './schedule-model';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The day: a grid of advisor columns on wide screens (drag a visit to move it), an agenda on a
 * phone, and one visit's actions. A move is shown where it lands only once the server has saved it.
 */
export function DayView({
  departmentUuid,
  timeZone,
  date,
  columns,
  advisorColumns,
  appointments,
  hours,
}: {
  departmentUuid: string;
  timeZone: string;
  date: string;
  columns: AdvisorColumn[];
  /** Every advisor (not only the filtered columns): a visit may move to any of them. */
  advisorColumns: AdvisorColumn[];
  appointments: Appointment[];
  hours: DayHours | null;
}) {
  const now = useDepartmentNow(timeZone);
  const capacity = useDayCapacity(departmentUuid, date, true);
  const { move, notice, onMove, pendingUuid } = useMoveWithNotice(departmentUuid);
  const drop = useDropToMove(date, onMove);
  const [selectedUuid, setSelectedUuid] = useState<string | null>(null);
  const selected = appointments.find((a) => a.uuid === selectedUuid) ?? null;

  return (
    <div className="space-y-3">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {drop.proposed && <MoveConfirm drop={drop} pending={move.isPending} />}
      {selected && (
        <AppointmentActions
          key={selected.uuid}
          appointment={selected}
          departmentUuid={departmentUuid}
          advisors={advisorColumns.filter((c) => c.uuid !== null)}
          movePending={move.isPending}
          onMove={(toDate, time, advisor, notifyCustomer) =>
            onMove(selected, toDate, time, advisor, notifyCustomer)
          }
          onClose={() => setSelectedUuid(null)}
        />
      )}
      {capacity.data?.loanerFree != null && capacity.data.slotCount > 0 && (
        <p className="text-sm text-slate-700">
          Loaners: free in {capacity.data.loanerFree} of {capacity.data.slotCount} slots.
        </p>
      )}
      <div className="hidden sm:block">
        <DayGrid
          date={date}
          columns={columns}
          appointments={appointments}
          hours={hours}
          now={now}
          capacity={capacity.data}
          pendingUuid={pendingUuid}
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
  ) => {
    setNotice(null);
    const advisorName = advisor?.name ?? appointment.assignedAdvisorName;
    const attempt = { date: toDate, time, advisorName };
    move.mutate(
      { appointment, date: toDate, time, advisorUuid: advisor?.uuid ?? null, notifyCustomer },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: `Moved ${customerName(appointment)} to ${dayLabel(toDate)} at ${formatWallTime(time, timeFormat)}${advisorName ? ` with ${advisorName}` : ''}. ${notifyCustomer ? 'The customer is being told.' : 'Nothing was sent to the customer.'}`,
          }),
        onError: (error) =>
          setNotice({ tone: 'error', text: `Not moved. ${refusalSentence(error, attempt)}` }),
      },
    );
  };
  return { move, notice, onMove, pendingUuid };
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
  ) => void,
) {
  const [proposed, setProposed] = useState<ProposedMove | null>(null);
  const onDrop = (appointment: Appointment, time: string, advisor: AdvisorColumn) => {
    if (customerNoticePlan(appointment, 'MOVE', '').sends) setProposed({ appointment, date, time, advisor });
    else onMove(appointment, date, time, advisor, false);
  };
  const confirm = (notify: boolean) => {
    if (!proposed) return;
    setProposed(null);
    onMove(proposed.appointment, proposed.date, proposed.time, proposed.advisor, notify);
  };
  return { proposed, confirm, dismiss: () => setProposed(null), onDrop };
}

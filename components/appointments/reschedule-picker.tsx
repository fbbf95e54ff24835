'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChosenSlot } from '@/components/booking/booking-model';
import { type SlotCriteria, SlotStrip } from '@/components/booking/slot-strip';
import { dayLabel, endTimeOf } from '@/components/schedule/schedule-model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatWallTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';
import { instantToLocalDate } from '@/server/time/wall-clock';
import { ApiError, type Appointment } from './api';
import { movedEnd } from './detail-format';
import { customerNoticePlan } from './notice-model';
import { NotifyChoice } from './notify-choice';
import { type RefusalText, refusalText, wallClockLabel } from './refusal-text';
import { useMoveVisit } from './visit-api';

/** What the picker asks availability for: this visit's services, advisor and transport option. */
export function rescheduleCriteria(a: Appointment): SlotCriteria {
  const operations = a.serviceList.map((s) => s.operationUuid).filter((u): u is string => Boolean(u));
  return {
    selectedAvailabilityAttributes: {
      dealerAssociateUuids: a.assignedAdvisorUuid ? [a.assignedAdvisorUuid] : [],
      transportOptionUuids: a.transportOption?.transportOptionUuid
        ? [a.transportOption.transportOptionUuid]
        : [],
    },
    operationUuidList: [...new Set(operations)],
    // The visit's own place does not count against its new time.
    existingAppointmentUuid: a.appointmentUuid,
  };
}

/**
 * "Reschedule": the slot strip with this visit's free times; the advisor picks one and confirms,
 * and the server's rules decide. Nothing moves until the server agrees; a refusal says why.
 */
export function ReschedulePicker({
  appointment,
  departmentUuid,
  onDone,
  onClose,
}: {
  appointment: Appointment;
  departmentUuid: string;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { timeFormat } = useClock();
  const a = appointment;
  const today = useMemo(() => instantToLocalDate(new Date(), a.timeZone), [a.timeZone]);
  // A visit in the past is moved to a day from today on; a future one starts the strip at its day.
  const [start, setStart] = useState([a.date, today].sort()[1] ?? today);
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<ChosenSlot | null>(null);
  const criteria = useMemo(() => rescheduleCriteria(a), [a]);
  const [notify, setNotify] = useState(true);
  const { update, refusal, setRefusal, move } = useMove(a, departmentUuid, onDone, () => setPicked(null));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="reschedule-heading"
      className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
    >
      <h2
        id="reschedule-heading"
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 outline-none"
      >
        Reschedule
      </h2>
      <p className="text-sm text-slate-600">
        Free times for this visit’s services{a.assignedAdvisorName ? `, ${a.assignedAdvisorName}` : ''} and
        transport. Now: {wallClockLabel(a.appointmentStartDateTime, timeFormat)}–
        {endTimeOf(a.appointmentEndDateTime, timeFormat)}.
      </p>
      {refusal && <RefusalAlert refusal={refusal} />}
      <SlotStrip
        departmentUuid={departmentUuid}
        timeZone={a.timeZone}
        today={today}
        criteria={criteria}
        chosen={picked?.startDateTime ?? null}
        onChoose={(slot) => {
          setRefusal(null);
          setPicked(slot);
        }}
        start={start}
        onStart={(next) => {
          setStart(next);
          setDay(null);
        }}
        day={day}
        onDay={setDay}
      />
      {picked && <NotifyChoice appointment={a} event="MOVE" notify={notify} onNotify={setNotify} />}
      <ConfirmMove
        picked={picked}
        saving={update.isPending}
        onMove={(slot) => move(slot, notify)}
        onClose={onClose}
      />
    </section>
  );
}

function RefusalAlert({ refusal }: { refusal: RefusalText }) {
  return (
    <Alert tone="error">
      <p className="font-medium">The visit was not moved. {refusal.title}</p>
      {refusal.reasons.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {refusal.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <p className="mt-1">Pick another time.</p>
    </Alert>
  );
}

function ConfirmMove({
  picked,
  saving,
  onMove,
  onClose,
}: {
  picked: ChosenSlot | null;
  saving: boolean;
  onMove: (slot: ChosenSlot) => void;
  onClose: () => void;
}) {
  const { timeFormat } = useClock();
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-brand-200 pt-3">
      <p className="w-full text-sm text-slate-700 sm:w-auto sm:flex-1" aria-live="polite">
        {picked ? (
          <>
            New time:{' '}
            <strong className="text-slate-900">
              {dayLabel(picked.date)} at {formatWallTime(picked.startTime, timeFormat)}
            </strong>
          </>
        ) : (
          'Pick a free time above.'
        )}
      </p>
      <Button onClick={() => picked && onMove(picked)} disabled={!picked} loading={saving}>
        Move visit
      </Button>
      <Button variant="secondary" onClick={onClose} disabled={saving}>
        Close
      </Button>
    </div>
  );
}

/** Moves the visit to a slot; a refusal (or a visit that would run past midnight) says why. */
function useMove(
  a: Appointment,
  departmentUuid: string,
  onDone: (message: string) => void,
  onRefused: () => void,
) {
  const { timeFormat } = useClock();
  const [refusal, setRefusal] = useState<RefusalText | null>(null);
  const update = useMoveVisit(departmentUuid, a.appointmentUuid);
  const queryClient = useQueryClient();
  const sends = customerNoticePlan(a, 'MOVE', '').sends;

  const move = (slot: ChosenSlot, notify: boolean) => {
    const end = movedEnd(a, slot.startDateTime);
    if (!end) {
      setRefusal({
        title: `The visit would run past midnight from ${wallClockLabel(slot.startDateTime, timeFormat)}.`,
        reasons: [],
      });
      return;
    }
    setRefusal(null);
    const told = notify && sends;
    update.mutate(
      { appointmentStartDateTime: slot.startDateTime, appointmentEndDateTime: end, notifyCustomer: told },
      {
        onSuccess: () =>
          onDone(
            `Moved to ${wallClockLabel(slot.startDateTime, timeFormat)}. ${told ? 'The customer is being told.' : 'Nothing was sent to the customer.'}`,
          ),
        onError: (error) => {
          onRefused();
          setRefusal(
            error instanceof ApiError
              ? refusalText(error, {
                  start: slot.startDateTime,
                  advisorName: a.assignedAdvisorName,
                  format: timeFormat,
                })
              : { title: 'The visit could not be moved. Try again.', reasons: [] },
          );
        },
        // Free times changed either way (the move, or whatever made the server refuse it).
        onSettled: () =>
          queryClient.invalidateQueries({ queryKey: ['booking', departmentUuid, 'availability'] }),
      },
    );
  };

  return { update, refusal, setRefusal, move };
}

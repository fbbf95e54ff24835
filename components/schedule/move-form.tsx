'use client';

import { type FormEvent, useId, useState } from 'react';
import type { Appointment } from '@/components/appointments/api';
import { customerNoticePlan } from '@/components/appointments/notice-model';
import { NotifyChoice } from '@/components/appointments/notify-choice';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type AdvisorColumn, customerName, dayLabel, timeOf } from './schedule-model';

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The keyboard way to move a visit: a day, a 24-hour start time and an advisor. */
export function MoveForm({
  appointment,
  advisors,
  pending,
  onMove,
  onClose,
}: {
  appointment: Appointment;
  advisors: AdvisorColumn[];
  pending: boolean;
  onMove: (date: string, time: string, advisor: AdvisorColumn | null, notifyCustomer: boolean) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [notify, setNotify] = useState(true);
  const [date, setDate] = useState(appointment.date);
  const [time, setTime] = useState(timeOf(appointment.appointmentStartDateTime));
  const [advisorUuid, setAdvisorUuid] = useState(appointment.assignedAdvisorUuid ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = time.trim().padStart(5, '0');
    if (!hhmm.test(typed)) {
      setError('Enter the time as HH:mm, 24-hour (for example 14:30).');
      return;
    }
    setError(null);
    const told = notify && customerNoticePlan(appointment, 'MOVE', '').sends;
    onMove(date, typed, advisors.find((a) => a.uuid === advisorUuid) ?? null, told);
  };
  return (
    <form onSubmit={submit} aria-label="Move visit" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-date`} label="Move to date">
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
          />
        </Field>
        <Field id={`${id}-time`} label="Move to time" hint="24-hour, HH:mm" error={error}>
          <Input
            id={`${id}-time`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="HH:mm"
            maxLength={5}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            aria-describedby={describedBy(`${id}-time`, { hint: true, error: Boolean(error) })}
            aria-invalid={error ? true : undefined}
            required
          />
        </Field>
        <Field id={`${id}-advisor`} label="Move to advisor">
          <Select id={`${id}-advisor`} value={advisorUuid} onChange={(e) => setAdvisorUuid(e.target.value)}>
            {!advisors.some((a) => a.uuid === advisorUuid) && <option value="">Keep as it is</option>}
            {advisors.map((a) => (
              <option key={a.uuid} value={a.uuid ?? ''}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <NotifyChoice appointment={appointment} event="MOVE" notify={notify} onNotify={setNotify} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          Move visit
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel move
        </Button>
      </div>
    </form>
  );
}

/** A visit dropped somewhere else on the grid, waiting for the advisor to say whether the customer is told. */
export type ProposedMove = {
  appointment: Appointment;
  date: string;
  time: string;
  advisor: AdvisorColumn | null;
};

/**
 * After a drag: where the visit goes, what the customer would be sent, and the advisor's go-ahead.
 * Nothing moves until "Move visit".
 */
export function MoveConfirm({
  drop,
  pending,
}: {
  drop: { proposed: ProposedMove | null; confirm: (notifyCustomer: boolean) => void; dismiss: () => void };
  pending: boolean;
}) {
  const { proposed } = drop;
  if (!proposed) return null;
  // A new drop starts from "send it" again.
  const key = `${proposed.appointment.uuid}-${proposed.date}-${proposed.time}-${proposed.advisor?.uuid}`;
  return (
    <ConfirmDrop
      key={key}
      proposed={proposed}
      pending={pending}
      onMove={drop.confirm}
      onClose={drop.dismiss}
    />
  );
}

function ConfirmDrop({
  proposed,
  pending,
  onMove,
  onClose,
}: {
  proposed: ProposedMove;
  pending: boolean;
  onMove: (notifyCustomer: boolean) => void;
  onClose: () => void;
}) {
  const { appointment, date, time, advisor } = proposed;
  const [notify, setNotify] = useState(true);
  const advisorName = advisor?.name ?? appointment.assignedAdvisorName;
  return (
    <section
      aria-label="Confirm the move"
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
    >
      <p className="text-sm font-medium text-slate-900" role="status">
        Move {customerName(appointment)} to {dayLabel(date)} at {time}
        {advisorName ? ` with ${advisorName}` : ''}?
      </p>
      <NotifyChoice appointment={appointment} event="MOVE" notify={notify} onNotify={setNotify} />
      <div className="flex flex-wrap gap-2">
        <Button
          loading={pending}
          onClick={() => onMove(notify && customerNoticePlan(appointment, 'MOVE', '').sends)}
        >
          Move visit
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Keep it where it was
        </Button>
      </div>
    </section>
  );
}

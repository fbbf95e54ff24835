'use client';

import { type FormEvent, useId, useState } from 'react';
import type { Appointment } from '@/components/appointments/api';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type AdvisorColumn, timeOf } from './schedule-model';

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
  onMove: (date: string, time: string, advisor: AdvisorColumn | null) => void;
  onClose: () => void;
}) {
  const id = useId();
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
    onMove(date, typed, advisors.find((a) => a.uuid === advisorUuid) ?? null);
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

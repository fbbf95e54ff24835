'use client';

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type DepartmentAdvisor, dayLabel, timeOf } from '@/components/schedule/schedule-model';
import { Button } from '@/components/ui/button';
import { useClock } from '@/components/ui/clock-context';
import { describedBy, Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { Appointment } from './api';

type Save = (change: Record<string, unknown>, done: string) => void;
export type EditorProps = { appointment: Appointment; saving: boolean; onSave: Save; onClose: () => void };

/** Moves focus into a panel when it opens, so keyboard users land where they can act. */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

export function EditorFrame({
  title,
  children,
  onSubmit,
  saving,
  submitLabel,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  submitLabel: string;
  onClose: () => void;
}) {
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  return (
    <form onSubmit={onSubmit} className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/40 p-4">
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {title}
      </h2>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Close
        </Button>
      </div>
    </form>
  );
}

export function EditAdvisorForm({
  appointment,
  saving,
  onSave,
  onClose,
  advisors,
}: EditorProps & { advisors: DepartmentAdvisor[] }) {
  const id = useId();
  const [advisorUuid, setAdvisorUuid] = useState(appointment.assignedAdvisorUuid ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = advisors.find((o) => o.uuid === advisorUuid);
    if (!chosen) {
      setError('Choose an advisor.');
      return;
    }
    setError(null);
    onSave({ assignedUser: { uuid: chosen.uuid } }, `Advisor changed to ${chosen.name}.`);
  };
  return (
    <EditorFrame
      title="Change advisor"
      onSubmit={submit}
      saving={saving}
      submitLabel="Save advisor"
      onClose={onClose}
    >
      <Field id={`${id}-advisor`} label="Advisor" error={error}>
        <Select
          id={`${id}-advisor`}
          value={advisorUuid}
          onChange={(e) => setAdvisorUuid(e.target.value)}
          aria-describedby={describedBy(`${id}-advisor`, { error: Boolean(error) })}
          aria-invalid={error ? true : undefined}
        >
          {!advisors.some((a) => a.uuid === appointment.assignedAdvisorUuid) && (
            <option value="">Choose an advisor</option>
          )}
          {advisors.map((o) => (
            <option key={o.uuid} value={o.uuid}>
              {o.name}
            </option>
          ))}
        </Select>
      </Field>
    </EditorFrame>
  );
}

export function CancelConfirmation({ appointment, saving, onSave, onClose }: EditorProps) {
  const { timeFormat } = useClock();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const titleId = useId();
  return (
    <section
      role="alertdialog"
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-red-900 outline-none"
      >
        Cancel this appointment?
      </h2>
      <p className="text-sm text-red-900">
        The {timeOf(appointment.appointmentStartDateTime, timeFormat)} visit on {dayLabel(appointment.date)}{' '}
        is cancelled and its time is freed. A cancelled appointment cannot be reopened: book a new one if the
        customer changes their mind.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          loading={saving}
          onClick={() => onSave({ status: 'CANCELLED' }, 'Appointment cancelled.')}
        >
          Yes, cancel appointment
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Keep appointment
        </Button>
      </div>
    </section>
  );
}

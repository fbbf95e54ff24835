'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { refusalSentence } from '@/components/schedule/refusal-words';
import { dayLabel, timeOf } from '@/components/schedule/schedule-model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  type CancelReasonCode,
  cancelReasons,
  cancelReasonTextMax,
} from '@/server/appointments/cancel-reasons';
import type { Appointment } from './api';
import { customerNoticePlan } from './notice-model';
import { NotifyChoice } from './notify-choice';
import { useCancelVisit } from './visit-api';

/**
 * "Cancel appointment": why (a short list, words for "other"), whether the customer is told, and
 * the confirmation. The reason and the choice go into the visit's history.
 */
export function CancelDialog({
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
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [code, setCode] = useState<CancelReasonCode | ''>('');
  const [words, setWords] = useState('');
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelVisit(departmentUuid, appointment.appointmentUuid);
  const sends = customerNoticePlan(appointment, 'CANCEL', '').sends;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code) return setError('Choose why the visit is cancelled.');
    if (code === 'OTHER' && !words.trim()) return setError('Say in a few words why the visit is cancelled.');
    setError(null);
    const told = notify && sends;
    // The dialog closes as the saved visit arrives (a cancelled visit has no editors): the outcome
    // is said once the request is done, whether or not the dialog is still there.
    cancel
      .mutateAsync({ reason: { code, text: words.trim() || null }, notifyCustomer: told })
      .then(() =>
        onDone(
          `Appointment cancelled. ${told ? 'The customer is being told.' : 'Nothing was sent to the customer.'}`,
        ),
      )
      .catch(() => undefined);
  };

  return (
    <section
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-red-900 outline-none"
        >
          Cancel this appointment?
        </h2>
        <p className="text-sm text-red-900">
          The {timeOf(appointment.appointmentStartDateTime)} visit on {dayLabel(appointment.date)} is
          cancelled and its time is freed. A cancelled appointment cannot be reopened: book a new one if the
          customer changes their mind.
        </p>
        {cancel.error && <Alert tone="error">{refusalSentence(cancel.error)}</Alert>}
        <ReasonFields id={id} code={code} onCode={setCode} words={words} onWords={setWords} error={error} />
        <NotifyChoice appointment={appointment} event="CANCEL" notify={notify} onNotify={setNotify} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" loading={cancel.isPending}>
            Yes, cancel appointment
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep appointment
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The reason from the short list, and the words ("other" needs them; any reason may carry a note). */
function ReasonFields({
  id,
  code,
  onCode,
  words,
  onWords,
  error,
}: {
  id: string;
  code: CancelReasonCode | '';
  onCode: (code: CancelReasonCode | '') => void;
  words: string;
  onWords: (words: string) => void;
  error: string | null;
}) {
  const reasonError = error && !code ? error : null;
  const wordsError = code ? error : null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={`${id}-reason`} label="Reason" error={reasonError}>
        <Select
          id={`${id}-reason`}
          value={code}
          onChange={(e) => onCode(e.target.value as CancelReasonCode | '')}
          aria-describedby={describedBy(`${id}-reason`, { error: Boolean(reasonError) })}
          aria-invalid={reasonError ? true : undefined}
        >
          <option value="">Choose a reason</option>
          {cancelReasons.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={`${id}-words`}
        label={code === 'OTHER' ? 'Why' : 'Note (optional)'}
        hint={`At most ${cancelReasonTextMax} characters`}
        error={wordsError}
      >
        <Input
          id={`${id}-words`}
          value={words}
          maxLength={cancelReasonTextMax}
          onChange={(e) => onWords(e.target.value)}
          aria-describedby={describedBy(`${id}-words`, { hint: true, error: Boolean(wordsError) })}
          aria-invalid={wordsError ? true : undefined}
        />
      </Field>
    </div>
  );
}

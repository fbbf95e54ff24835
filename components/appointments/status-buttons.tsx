'use client';

import { useState } from 'react';
import { refusalSentence } from '@/components/schedule/refusal-words';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { canTransition } from '@/server/appointments/statuses';
import type { Appointment } from './api';
import { laneStatuses, useSetAppointmentStatus } from './status-queries';

/** The statuses this visit may still take, as the server's transition table allows. */
export const allowedLaneStatuses = (a: Appointment) =>
  a.isCancelled ? [] : laneStatuses.filter((s) => s.status !== a.status && canTransition(a.status, s.status));

/**
 * Show / No Show / Confirmed for one visit. The badge and history change when the server has
 * saved the status (the views reload); a refusal is said in words.
 */
export function StatusButtons({
  appointment,
  departmentUuid,
  size = 'md',
}: {
  appointment: Appointment;
  departmentUuid: string;
  size?: 'sm' | 'md';
}) {
  const setStatus = useSetAppointmentStatus(departmentUuid);
  const [done, setDone] = useState<string | null>(null);
  const choices = allowedLaneStatuses(appointment);
  if (choices.length === 0 && !done) return null;
  return (
    <div className="space-y-2">
      <fieldset className="flex flex-wrap gap-2" aria-busy={setStatus.isPending || undefined}>
        <legend className="sr-only">Service lane status</legend>
        {choices.map((choice) => (
          <Button
            key={choice.status}
            size={size}
            variant="secondary"
            loading={setStatus.isPending && setStatus.variables?.status === choice.status}
            disabled={setStatus.isPending}
            onClick={() => {
              setDone(null);
              setStatus.mutate(
                { appointment, status: choice.status },
                { onSuccess: () => setDone(choice.done) },
              );
            }}
          >
            {choice.label}
          </Button>
        ))}
      </fieldset>
      {done && <Alert tone="success">{done}</Alert>}
      {setStatus.error && (
        <Alert tone="error">
          {refusalSentence(setStatus.error, { status: setStatus.variables?.status })}
        </Alert>
      )}
    </div>
  );
}

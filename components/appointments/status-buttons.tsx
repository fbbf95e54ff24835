'use client';

import { useState } from 'react';
import { refusalSentence } from '@/components/schedule/refusal-words';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Appointment, AppointmentHistoryEntry } from './api';
import { isInProgress, laneChoices } from './lane-status';
import { useSetAppointmentStatus } from './status-queries';

/**
 * The statuses this visit may take now, as the server's rules allow (lane-status.ts): arrived on
 * its day, no-show after its start, confirmed; the undo too where the history is at hand.
 */
export const allowedLaneStatuses = (a: Appointment, history: AppointmentHistoryEntry[] | null = null) =>
  laneChoices(a, history, new Date());

/**
 * Mark arrived / no-show / confirmed for one visit, and the same-day undo of each (with `history`).
 * The badge and history change when the server has saved the status (the views reload); a
 * refusal is said in words.
 */
export function StatusButtons({
  appointment,
  departmentUuid,
  history = null,
  size = 'md',
}: {
  appointment: Appointment;
  departmentUuid: string;
  /** The visit's history: with it, an arrived, no-show or confirmed set today can be undone. */
  history?: AppointmentHistoryEntry[] | null;
  size?: 'sm' | 'md';
}) {
  const setStatus = useSetAppointmentStatus(departmentUuid);
  const [done, setDone] = useState<string | null>(null);
  const choices = allowedLaneStatuses(appointment, history);
  if (choices.length === 0 && !done) return null;
  return (
    <div className="space-y-2">
      <fieldset className="flex flex-wrap gap-2" aria-busy={setStatus.isPending || undefined}>
        <legend className="sr-only">Service lane status</legend>
        {choices.map((choice) => (
          <Button
            key={`${choice.status}-${choice.undo}`}
            size={size}
            variant={choice.undo ? 'ghost' : 'secondary'}
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

/** What an arrived visit says above its changes: the write-up is in progress, and what still changes. */
export function WriteUpInProgress({ appointment }: { appointment: Appointment }) {
  if (!isInProgress(appointment)) return null;
  return (
    <Alert tone="info">
      <p className="font-medium">Arrived: write-up in progress</p>
      <p>Services, mileage in, promised time, concerns, notes and transport can still change.</p>
    </Alert>
  );
}

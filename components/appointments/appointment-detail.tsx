'use client';

import Link from 'next/link';
import { type ReactNode, useState } from 'react';
import { refusalSentence } from '@/components/schedule/refusal-words';
import {
  customerName,
  type DepartmentAdvisor,
  dayLabel,
  endTimeOf,
  statusGroupOf,
  statusLabel,
  timeOf,
  vehicleLabel,
} from '@/components/schedule/schedule-model';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useClock } from '@/components/ui/clock-context';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { BookedOnlineBadge, isBookedOnline } from '@/components/visit/booked-online-badge';
import { ApiError, type Appointment } from './api';
import { ChangeButtons, type Editor, OpenEditor } from './appointment-changes';
import { CustomerAndVehicle, NotesPanel, Panel, ServicesPanel, TransportPanel } from './appointment-panels';
import { isInProgress, isLocked } from './lane-status';
import { OverrideNote } from './override-note';
import { useAppointment, useUpdateAppointment } from './queries';
import { StatusButtons, WriteUpInProgress } from './status-buttons';
import { VisitHistory } from './visit-history';
import { VisitPanels } from './visit-panels';

// The look-up answers these when the appointment is unknown or belongs to another department.
const notFoundCodes = new Set([
  'NO_SAR_FOUND',
  'INCORRECT_APPOINTMENT',
  'INVALID_SAR_UUID',
  'EMPTY_SAR_UUID',
]);

type Department = { dealerUuid: string; departmentUuid: string; timeZone: string };

/**
 * An appointment as the advisor works on it: who, what car, which services at what price, how the
 * customer gets around, notes and every change so far; time, advisor and services are changed
 * and the visit cancelled from here, through the same API partners use.
 */
export function AppointmentDetail({
  appointmentUuid,
  department,
  advisors,
  afterTransport,
  advisorUserUuid,
}: {
  appointmentUuid: string;
  department: Department;
  advisors: DepartmentAdvisor[];
  /** Extra panels shown after Transport (the pickup & delivery trip panel). */
  afterTransport?: ReactNode;
  /** The signed-in advisor, who texts the customer from here. */
  advisorUserUuid: string;
}) {
  const query = useAppointment(department.departmentUuid, appointmentUuid);
  const update = useUpdateAppointment(department.departmentUuid, appointmentUuid);
  const { editor, done, save, open, finish } = useEditing(update);

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600" role="status">
        <Spinner /> Loading the appointment…
      </p>
    );
  }
  if (query.error) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;

  const a = query.data.appointmentInfo;
  const locked = isLocked(a);

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Heading a={a} />
      <ChangeOutcome done={done} error={update.error} warnings={update.data?.warnings ?? []} />
      <OverrideNote a={a} history={query.data.history} />
      <WriteUpInProgress appointment={a} />
      <StatusButtons
        appointment={a}
        departmentUuid={department.departmentUuid}
        history={query.data.history}
      />
      <ChangeButtons a={a} locked={locked} writeUpOnly={isInProgress(a)} editor={editor} open={open} />
      {!locked && (
        <OpenEditor
          editor={editor}
          a={a}
          department={department}
          advisors={advisors}
          saving={update.isPending}
          onSave={save}
          onDone={finish}
          onClose={() => open(null)}
        />
      )}
      <CustomerAndVehicle a={a} />
      <VisitPanels a={a} department={department} advisorUserUuid={advisorUserUuid} />
      <ServicesPanel a={a} />
      <TransportPanel a={a} />
      {afterTransport}
      <NotesPanel a={a} />
      <Panel title="History">
        <VisitHistory
          dealerUuid={department.dealerUuid}
          appointmentUuid={appointmentUuid}
          history={query.data.history}
          timeZone={a.timeZone}
        />
      </Panel>
    </div>
  );
}

/**
 * Which change editor is open and what the last change did: saving closes the editor and says
 * what changed; opening another editor clears the last outcome.
 */
function useEditing(update: ReturnType<typeof useUpdateAppointment>) {
  const [editor, setEditor] = useState<Editor>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (message: string) => {
    setEditor(null);
    setDone(message);
  };
  const save = (change: Record<string, unknown>, message: string) => {
    setDone(null);
    update.mutate(change, { onSuccess: () => finish(message) });
  };
  const open = (next: Editor) => {
    update.reset();
    setDone(null);
    setEditor(next);
  };
  return { editor, done, save, open, finish };
}

function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = error instanceof ApiError && notFoundCodes.has(error.code);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href="/schedule" className="text-sm font-medium text-brand-800 hover:underline">
        ← Schedule
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Appointment</h1>
      <Alert tone="error">
        <p>
          {missing
            ? 'This appointment does not exist in the selected department.'
            : `The appointment could not be loaded: ${error.message}`}
        </p>
        {!missing && (
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    </div>
  );
}

/** Back to the day's schedule, then who, when, with which advisor and vehicle, and the status. */
function Heading({ a }: { a: Appointment }) {
  const { timeFormat } = useClock();
  const group = statusGroupOf(a);
  return (
    <>
      <Link
        href={`/schedule?date=${a.date}`}
        className="inline-block rounded text-sm font-medium text-brand-800 hover:underline focus-ring"
      >
        ← Schedule for {dayLabel(a.date, 'short')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">
            <span className={cn(a.isCancelled && 'line-through decoration-slate-400')}>
              {customerName(a)}
            </span>
          </h1>
          <p className="mt-1 text-slate-700">
            {dayLabel(a.date)}, {timeOf(a.appointmentStartDateTime, timeFormat)}–
            {endTimeOf(a.appointmentEndDateTime, timeFormat)}{' '}
            <span className="text-slate-500">(times in {a.timeZone})</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Advisor: {a.assignedAdvisorName ?? 'Unassigned'}
            {vehicleLabel(a) && <> · {vehicleLabel(a)}</>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isBookedOnline(a) && <BookedOnlineBadge className="px-2 py-1 text-sm" />}
          <Badge className={cn('px-2 py-1 text-sm ring-0 border-l-4', group.block)}>
            <span className="sr-only">Status: </span>
            {statusLabel(a)}
          </Badge>
        </div>
      </div>
    </>
  );
}

/** What the last change did: saved (with the scheduler's warnings) or refused, and why. */
function ChangeOutcome({
  done,
  error,
  warnings,
}: {
  done: string | null;
  error: Error | null;
  warnings: Array<{ warningDescription: string }>;
}) {
  return (
    <>
      {done && <Alert tone="success">{done}</Alert>}
      {error && (
        <Alert tone="error">
          <p className="font-medium">The change was not saved.</p>
          <p>{refusalSentence(error)}</p>
        </Alert>
      )}
      {warnings.length > 0 && done && (
        <Alert tone="info">{warnings.map((w) => w.warningDescription).join(' ')}</Alert>
      )}
    </>
  );
}

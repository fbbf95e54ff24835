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
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { isTerminalStatus } from '@/server/appointments/statuses';
import { ApiError, type AppointmentHistoryEntry } from './api';
import { CancelConfirmation, EditAdvisorForm, EditServicesForm } from './appointment-editors';
import { changedFields, instantInZone, money, servicesTotal } from './detail-format';
import { mileageLabel } from './mileage';
import { useAppointment, useUpdateAppointment } from './queries';
import { ReschedulePicker } from './reschedule-picker';
import { StatusButtons } from './status-buttons';

// The look-up answers these when the appointment is unknown or belongs to another department.
const notFoundCodes = new Set([
  'NO_SAR_FOUND',
  'INCORRECT_APPOINTMENT',
  'INVALID_SAR_UUID',
  'EMPTY_SAR_UUID',
]);

type Department = { dealerUuid: string; departmentUuid: string; timeZone: string };
type Editor = 'time' | 'advisor' | 'services' | 'cancel' | null;

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="whitespace-pre-wrap text-slate-900">
            {value ?? <span className="text-slate-500">—</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

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
}: {
  appointmentUuid: string;
  department: Department;
  advisors: DepartmentAdvisor[];
  /** Extra panels shown after Transport (the pickup & delivery trip panel). */
  afterTransport?: ReactNode;
}) {
  const query = useAppointment(department.departmentUuid, appointmentUuid);
  const update = useUpdateAppointment(department.departmentUuid, appointmentUuid);
  const [editor, setEditor] = useState<Editor>(null);
  const [done, setDone] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600" role="status">
        <Spinner /> Loading the appointment…
      </p>
    );
  }
  if (query.error) {
    const missing = query.error instanceof ApiError && notFoundCodes.has(query.error.code);
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
              : `The appointment could not be loaded: ${query.error.message}`}
          </p>
          {!missing && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  const a = query.data.appointmentInfo;
  const history = query.data.history;
  const locked = isTerminalStatus(a.status) || a.orderInformation !== null;
  const group = statusGroupOf(a);
  const save = (change: Record<string, unknown>, message: string) => {
    setDone(null);
    update.mutate(change, {
      onSuccess: () => {
        setEditor(null);
        setDone(message);
      },
    });
  };
  const open = (next: Editor) => {
    update.reset();
    setDone(null);
    setEditor(next);
  };
  const editorProps = {
    appointment: a,
    saving: update.isPending,
    onSave: save,
    onClose: () => open(null),
  };

  return (
    <div className="mx-auto max-w-4xl space-y-5">
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
            {dayLabel(a.date)}, {timeOf(a.appointmentStartDateTime)}–{endTimeOf(a.appointmentEndDateTime)}{' '}
            <span className="text-slate-500">(times in {a.timeZone})</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Advisor: {a.assignedAdvisorName ?? 'Unassigned'}
            {vehicleLabel(a) && <> · {vehicleLabel(a)}</>}
          </p>
        </div>
        <Badge className={cn('px-2 py-1 text-sm ring-0 border-l-4', group.block)}>
          <span className="sr-only">Status: </span>
          {statusLabel(a)}
        </Badge>
      </div>

      {done && <Alert tone="success">{done}</Alert>}
      {update.error && (
        <Alert tone="error">
          <p className="font-medium">The change was not saved.</p>
          <p>{refusalSentence(update.error)}</p>
        </Alert>
      )}
      {update.data && update.data.warnings.length > 0 && done && (
        <Alert tone="info">{update.data.warnings.map((w) => w.warningDescription).join(' ')}</Alert>
      )}

      <StatusButtons appointment={a} departmentUuid={department.departmentUuid} />
      {locked ? (
        <p className="text-sm text-slate-600">
          {a.orderInformation
            ? `This appointment is linked to repair order ${a.orderInformation.orderNumber} and can no longer be changed.`
            : `This appointment is ${statusLabel(a).toLowerCase()} and can no longer be changed.`}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => open('time')} aria-expanded={editor === 'time'}>
            Reschedule
          </Button>
          <Button variant="secondary" onClick={() => open('advisor')} aria-expanded={editor === 'advisor'}>
            Change advisor
          </Button>
          <Button variant="secondary" onClick={() => open('services')} aria-expanded={editor === 'services'}>
            Edit services
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={() => open('cancel')}
            aria-expanded={editor === 'cancel'}
          >
            Cancel appointment
          </Button>
        </div>
      )}
      {!locked && editor === 'time' && (
        <ReschedulePicker
          appointment={a}
          departmentUuid={department.departmentUuid}
          onDone={(message) => {
            setEditor(null);
            setDone(message);
          }}
          onClose={() => open(null)}
        />
      )}
      {!locked && editor === 'advisor' && <EditAdvisorForm {...editorProps} advisors={advisors} />}
      {!locked && editor === 'services' && (
        <EditServicesForm
          {...editorProps}
          dealerUuid={department.dealerUuid}
          departmentUuid={department.departmentUuid}
        />
      )}
      {!locked && editor === 'cancel' && <CancelConfirmation {...editorProps} />}

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Customer</CardTitle>
          </CardHeader>
          <CardBody>
            <Facts
              items={[
                ['Name', customerName(a)],
                ['Phone', a.customerInformation.confirmationPhone],
                ['Email', a.customerInformation.confirmationEmail],
                ['Customer no.', a.customerInformation.customerKey],
              ]}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Vehicle</CardTitle>
          </CardHeader>
          <CardBody>
            {a.vehicleInformation ? (
              <Facts
                items={[
                  [
                    'Vehicle',
                    [a.vehicleInformation.year, a.vehicleInformation.brand, a.vehicleInformation.model]
                      .filter(Boolean)
                      .join(' ') || null,
                  ],
                  ['VIN', a.vehicleInformation.vin],
                  ['Mileage', mileageLabel(a.mileageText ?? a.vehicleInformation.mileage)],
                ]}
              />
            ) : (
              <p className="text-sm text-slate-600">No vehicle on this appointment.</p>
            )}
          </CardBody>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Services</CardTitle>
        </CardHeader>
        <CardBody className="overflow-x-auto">
          {a.serviceList.length === 0 ? (
            <p className="text-sm text-slate-600">No services on this appointment.</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Service
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Code
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Time
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {a.serviceList.map((s) => (
                  <tr key={s.serviceUuid}>
                    <td className="py-1.5 pr-3">
                      {s.opCodeName ?? s.description ?? s.title}
                      {s.isCustomConcern && (
                        <span className="ml-2 text-xs text-slate-500">Customer concern</span>
                      )}
                    </td>
                    <td className="py-1.5 pr-3 text-slate-700">
                      {s.isCustomConcern ? '—' : (s.laborOpCode ?? '—')}
                    </td>
                    <td className="py-1.5 pr-3 text-slate-700">
                      {s.durationInMins ? `${s.durationInMins} min` : '—'}
                    </td>
                    <td className="py-1.5 text-right tabular-nums">{money(s.price) ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-slate-300 font-semibold">
                  <th scope="row" colSpan={3} className="py-1.5 text-left">
                    Total
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{servicesTotal(a.serviceList)}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Transport</CardTitle>
        </CardHeader>
        <CardBody>
          {a.transportOption ? (
            <Facts
              items={[
                ['Option', a.transportOption.altTransportation ?? a.transportOption.transportation],
                ...(a.transportOption.bookingID
                  ? ([['Booking', a.transportOption.bookingID]] as Array<[string, ReactNode]>)
                  : []),
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">No transport chosen.</p>
          )}
        </CardBody>
      </Card>

      {afterTransport}

      <Card>
        <CardHeader>
          <CardTitle>Notes</CardTitle>
        </CardHeader>
        <CardBody>
          <Facts
            items={[
              ['From the customer', a.comments],
              ['Internal notes', a.internalNotes],
            ]}
          />
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>History</CardTitle>
        </CardHeader>
        <CardBody>
          <AppointmentHistory history={history} timeZone={a.timeZone} />
        </CardBody>
      </Card>
    </div>
  );
}

const eventWords: Record<string, string> = {
  CREATED: 'Booked',
  UPDATED: 'Changed',
  RESCHEDULED: 'Rescheduled',
  CANCELLED: 'Cancelled',
  STATUS_CHANGED: 'Status changed',
};
const platformWords: Record<string, string> = {
  dealerapp: 'ServiceBay',
  online: 'online',
  DMS: 'DMS',
  API: 'API',
};

function AppointmentHistory({ history, timeZone }: { history: AppointmentHistoryEntry[]; timeZone: string }) {
  if (history.length === 0) return <p className="text-sm text-slate-600">No changes recorded.</p>;
  return (
    <ol aria-label="Appointment history" className="space-y-2 text-sm">
      {[...history].reverse().map((h) => {
        const fields = changedFields(h.changes).filter((f) => h.event !== 'STATUS_CHANGED' || f !== 'status');
        return (
          <li key={`${h.occurredAt}-${h.event}-${h.toStatus}`} className="border-l-2 border-slate-200 pl-3">
            <p className="font-medium text-slate-900">
              {eventWords[h.event] ?? h.event}
              {h.fromStatus && h.toStatus && h.fromStatus !== h.toStatus && (
                <span className="font-normal text-slate-700">
                  {' '}
                  · {h.fromStatus} → {h.toStatus}
                </span>
              )}
            </p>
            <p className="text-slate-600">
              <time dateTime={h.occurredAt}>{instantInZone(h.occurredAt, timeZone)}</time> · by{' '}
              {h.actorName ?? h.actorKind} via {platformWords[h.platform] ?? h.platform}
              {fields.length > 0 && h.event !== 'CREATED' && <> · changed {fields.join(', ')}</>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

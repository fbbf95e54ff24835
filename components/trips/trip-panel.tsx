'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useAppointment, useDepartmentAdvisors } from '@/components/appointments/queries';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { type Clock, formatDayTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { TripView } from '@/server/trips/trip.schemas';
import type { DealerAssociateDto } from '@/server/users/manage.schemas';
import { driverChoices } from './driver-choices';
import { useAppointmentTrips, useSaveTrip } from './queries';
import {
  type AppointmentForTrips,
  formFromTrip,
  type TripForm,
  type TripFormErrors,
  type TripKind,
  tripBodyFromForm,
  tripLabels,
  validateTripForm,
} from './trip-form-model';

type Props = { appointmentUuid: string; dealerUuid: string; departmentUuid: string; timeZone: string };

const statusWords: Record<string, { label: string; className: string }> = {
  DRAFT: { label: 'No driver yet', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  AUTO_DRAFT: { label: 'No driver yet', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  UNASSIGNED: { label: 'No driver yet', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  ASSIGNED: { label: 'Driver assigned', className: 'bg-brand-50 text-brand-900 ring-brand-200' },
  READY_TO_DRIVE: { label: 'Ready to drive', className: 'bg-brand-50 text-brand-900 ring-brand-200' },
  OUTBOUND: { label: 'On the way', className: 'bg-brand-50 text-brand-900 ring-brand-200' },
  INBOUND: { label: 'Returning', className: 'bg-brand-50 text-brand-900 ring-brand-200' },
  AT_DESTINATION: { label: 'At the destination', className: 'bg-brand-50 text-brand-900 ring-brand-200' },
  AT_DEALERSHIP: { label: 'At the dealership', className: 'bg-brand-50 text-brand-900 ring-brand-200' },
  COMPLETED: { label: 'Completed', className: 'bg-green-50 text-green-800 ring-green-200' },
  CANCELLED: { label: 'Cancelled', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

const editable = new Set(['DRAFT', 'AUTO_DRAFT', 'UNASSIGNED', 'ASSIGNED']);

/** A trip's time in the dealership's zone and time format: Fri, Nov 27, 4:15 PM. */
function formatTime(offsetDateTime: string | null, clock: Clock): string | null {
  return offsetDateTime ? formatDayTime(offsetDateTime, clock) : null;
}

const associateName = (a: DealerAssociateDto) => `${a.firstName} ${a.lastName}`.trim() || a.userName;

/**
 * The appointment's pickup and dropoff: what is planned, its status, and create/edit/delete of each
 * through the partner appointment-with-trip endpoint (source WEB), as integrators call it.
 */
export function TripPanel({ appointmentUuid, dealerUuid, departmentUuid, timeZone }: Props) {
  const appointment = useAppointment(departmentUuid, appointmentUuid);
  const trips = useAppointmentTrips(dealerUuid, appointmentUuid);
  const associates = useDepartmentAdvisors(departmentUuid);

  let content: ReactNode;
  if (appointment.isPending || trips.isPending) {
    content = (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> Loading trips…
      </p>
    );
  } else if (appointment.isError || trips.isError) {
    content = (
      <Alert tone="error">
        {(trips.error ?? appointment.error)?.message ?? 'The trips could not be loaded.'}{' '}
        <button type="button" className="underline" onClick={() => void trips.refetch()}>
          Try again
        </button>
      </Alert>
    );
  } else {
    const info = appointment.data.appointmentInfo;
    const forTrips: AppointmentForTrips = {
      appointmentUuid,
      departmentUuid,
      customerUuid: info.customerInformation.uuid,
      appointmentStartDateTime: info.appointmentStartDateTime,
      timeZone,
    };
    const pickup = trips.data.tripViewDtos.find((t) => t.rideType === 'PICKUP_VEHICLE') ?? null;
    const dropoff = trips.data.tripViewDtos.find((t) => t.rideType === 'DROPOFF_VEHICLE') ?? null;
    const assigned = [pickup, dropoff].flatMap((t) => [t?.primaryDriverUUID, t?.secondaryDriverUUID]);
    const drivers = driverChoices(associates.data ?? [], assigned);
    content = (
      <div className="grid gap-4 md:grid-cols-2">
        {associates.isError && (
          <Alert tone="error" className="md:col-span-2">
            The list of drivers could not be loaded ({associates.error.message}). Trips can still be saved
            without a driver; add one later.
          </Alert>
        )}
        <TripSection
          kind="pickup"
          trip={pickup}
          pickup={pickup}
          appointment={forTrips}
          dealerUuid={dealerUuid}
          drivers={drivers}
          closed={info.isCancelled}
        />
        <TripSection
          kind="dropoff"
          trip={dropoff}
          pickup={pickup}
          appointment={forTrips}
          dealerUuid={dealerUuid}
          drivers={drivers}
          closed={info.isCancelled}
        />
      </div>
    );
  }
  return (
    <Card aria-labelledby="trips-title">
      <CardHeader>
        <CardTitle id="trips-title">Pickup &amp; delivery</CardTitle>
      </CardHeader>
      <CardBody>{content}</CardBody>
    </Card>
  );
}

type SectionProps = {
  kind: TripKind;
  trip: TripView | null;
  pickup: TripView | null;
  appointment: AppointmentForTrips;
  dealerUuid: string;
  drivers: DealerAssociateDto[];
  closed: boolean;
};

function TripSection({ kind, trip, pickup, appointment, dealerUuid, drivers, closed }: SectionProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirmDelete'>('view');
  const save = useSaveTrip(dealerUuid, appointment);
  const labels = tripLabels[kind];
  const headingId = useId();
  const timeZone = appointment.timeZone;

  const remove = () => {
    if (!trip) return;
    save.mutate({ kind, action: 'delete', eventUuid: trip.eventUuid }, { onSuccess: () => setMode('view') });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {labels.title}
        </h3>
        {trip && (
          <Badge className={statusWords[trip.tripStatus]?.className}>
            {statusWords[trip.tripStatus]?.label ?? trip.tripStatus}
          </Badge>
        )}
      </div>

      {save.isError && <Alert tone="error">{save.error.message}</Alert>}

      {mode === 'edit' ? (
        <TripEditor
          kind={kind}
          initial={formFromTrip(trip, kind, timeZone, pickup)}
          timeZone={timeZone}
          drivers={drivers}
          saving={save.isPending}
          onCancel={() => {
            save.reset();
            setMode('view');
          }}
          onSubmit={(form) => {
            const body = tripBodyFromForm(form, kind, timeZone);
            save.mutate(
              trip
                ? { kind, action: 'update', eventUuid: trip.eventUuid, body }
                : { kind, action: 'create', body },
              { onSuccess: () => setMode('view') },
            );
          }}
        />
      ) : trip ? (
        <>
          <TripFacts kind={kind} trip={trip} drivers={drivers} />
          <TripActions
            kind={kind}
            confirming={mode === 'confirmDelete'}
            canChange={editable.has(trip.tripStatus) && !closed}
            deleting={save.isPending}
            onMode={setMode}
            onDelete={remove}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {kind === 'pickup'
              ? 'No pickup planned.'
              : pickup
                ? 'No dropoff planned.'
                : 'No dropoff planned. Add a pickup first: the dropoff brings the vehicle back.'}
          </p>
          {!closed && (kind === 'pickup' || pickup) && (
            <Button variant="secondary" size="sm" onClick={() => setMode('edit')}>
              Add {kind}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

type EditorProps = {
  kind: TripKind;
  initial: TripForm;
  timeZone: string;
  drivers: DealerAssociateDto[];
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: TripForm) => void;
};

function TripEditor({ kind, initial, timeZone, drivers, saving, onCancel, onSubmit }: EditorProps) {
  const [form, setForm] = useState<TripForm>(initial);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const prefix = useId();
  const id = (field: keyof TripForm) => `${prefix}-${field}`;
  const set = (field: keyof TripForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTripForm(form, kind, timeZone);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0] as keyof TripForm;
      document.getElementById(id(first))?.focus();
      return;
    }
    onSubmit(form);
  };

  const text = (field: keyof TripForm, label: string, options: { hint?: string; type?: string } = {}) => (
    <Field id={id(field)} label={label} hint={options.hint} error={errors[field]}>
      <Input
        id={id(field)}
        type={options.type ?? 'text'}
        value={form[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(id(field), { hint: !!options.hint, error: !!errors[field] })}
      />
    </Field>
  );
  const driverSelect = (field: 'primaryDriverUuid' | 'secondaryDriverUuid', label: string) => (
    <Field
      id={id(field)}
      label={label}
      error={errors[field]}
      hint={
        drivers.length === 0
          ? 'Nobody is marked as a driver yet: an administrator marks drivers under Administration, People.'
          : undefined
      }
    >
      <Select
        id={id(field)}
        value={form[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(id(field), { hint: drivers.length === 0, error: !!errors[field] })}
      >
        <option value="">{field === 'primaryDriverUuid' ? 'No driver yet' : 'None'}</option>
        {drivers.map((d) => (
          <option key={d.uuid} value={d.uuid}>
            {associateName(d)}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {text('originAddress', kind === 'pickup' ? 'Pick up from' : 'Leave from')}
      {text('destinationAddress', kind === 'pickup' ? 'Bring to' : 'Deliver to')}
      {text('time', tripLabels[kind].time, { type: 'datetime-local', hint: 'Dealership time' })}
      {driverSelect('primaryDriverUuid', 'Driver')}
      {driverSelect('secondaryDriverUuid', 'Second driver')}
      {text('loaner', 'Loaner vehicle', { hint: 'Optional, e.g. stock number' })}
      {text('notes', 'Notes for the driver')}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={saving}>
          Save {kind}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Where from and to, when, who drives, the loaner and notes of a planned trip. */
function TripFacts({
  kind,
  trip,
  drivers,
}: {
  kind: TripKind;
  trip: TripView;
  drivers: DealerAssociateDto[];
}) {
  const labels = tripLabels[kind];
  const clock = useClock();
  const driverName = (uuid: string | null, fallback: string | null) =>
    uuid ? (fallback ?? drivers.find((d) => d.uuid === uuid)?.firstName ?? uuid) : null;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
      {(
        [
          ['From', trip.originAddress],
          ['To', trip.destinationAddress],
          [labels.time, formatTime(kind === 'pickup' ? trip.mustStartBy : trip.rideTime, clock)],
          ['Driver', driverName(trip.primaryDriverUUID, trip.primaryDriverName)],
          ['Second driver', driverName(trip.secondaryDriverUUID, trip.secondaryDriverName)],
          ['Loaner', trip.loaner],
          ['Notes', trip.notes],
        ] as Array<[string, string | null]>
      ).map(([term, value]) => (
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

/** Edit or delete a trip that can still change; deleting asks first. */
function TripActions({
  kind,
  confirming,
  canChange,
  deleting,
  onMode,
  onDelete,
}: {
  kind: TripKind;
  confirming: boolean;
  canChange: boolean;
  deleting: boolean;
  onMode: (mode: 'view' | 'edit' | 'confirmDelete') => void;
  onDelete: () => void;
}) {
  return confirming ? (
    <div className="space-y-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
      <p>{kind === 'pickup' ? 'Delete this pickup? Its dropoff is deleted too.' : 'Delete this dropoff?'}</p>
      <div className="flex gap-2">
        <Button variant="danger" size="sm" loading={deleting} onClick={onDelete}>
          Delete {kind}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onMode('view')}>
          Keep it
        </Button>
      </div>
    </div>
  ) : (
    canChange && (
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onMode('edit')}>
          Edit {kind}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onMode('confirmDelete')}>
          Delete {kind}
        </Button>
      </div>
    )
  );
}

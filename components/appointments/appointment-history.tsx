import type { ReactNode } from 'react';
import { useClock } from '@/components/ui/clock-context';
import type { AppointmentHistoryEntry } from './api';
import { changedFields, instantInZone } from './detail-format';
import { overrideReasonOf } from './override-note';

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

/** One trip's entry as the trips' history answers it. */
export type TripHistoryEntry = {
  eventUuid: string;
  rideType: string;
  event: string;
  fromStatus: string | null;
  toStatus: string | null;
  actorKind: string;
  actorName: string | null;
  occurredAt: string;
};

const tripWords: Record<string, string> = {
  CREATED: 'scheduled',
  UPDATED: 'changed',
  STATUS_CHANGED: 'status changed',
  DELETED: 'removed',
};

type Row =
  | { kind: 'visit'; at: string; entry: AppointmentHistoryEntry }
  | { kind: 'trip'; at: string; entry: TripHistoryEntry };

/** Both histories in one list, newest first (same instant: the visit's own entry first). */
function rowsOf(history: AppointmentHistoryEntry[], trips: TripHistoryEntry[]): Row[] {
  const rows: Row[] = [
    ...history.map((entry): Row => ({ kind: 'visit', at: entry.occurredAt, entry })),
    ...trips.map((entry): Row => ({ kind: 'trip', at: entry.occurredAt, entry })),
  ];
  return rows
    .map((row, order) => ({ row, order, time: new Date(row.at).getTime() }))
    .sort((x, y) => y.time - x.time || y.order - x.order)
    .map((x) => x.row);
}

/**
 * Every change of the appointment and of its pickup and delivery trips, newest first: what, when,
 * by whom and through which channel.
 */
export function AppointmentHistory({
  history,
  trips = [],
  timeZone,
}: {
  history: AppointmentHistoryEntry[];
  trips?: TripHistoryEntry[];
  timeZone: string;
}) {
  const { timeFormat } = useClock();
  if (history.length === 0 && trips.length === 0)
    return <p className="text-sm text-slate-600">No changes recorded.</p>;
  const when = (at: string) => <time dateTime={at}>{instantInZone(at, timeZone, timeFormat)}</time>;
  return (
    <ol aria-label="Appointment history" className="space-y-2 text-sm">
      {rowsOf(history, trips).map((row) =>
        row.kind === 'visit' ? (
          <VisitEntry
            key={`v-${row.at}-${row.entry.event}-${row.entry.toStatus}`}
            h={row.entry}
            when={when}
          />
        ) : (
          <TripEntry
            key={`t-${row.entry.eventUuid}-${row.at}-${row.entry.event}`}
            t={row.entry}
            when={when}
          />
        ),
      )}
    </ol>
  );
}

function VisitEntry({ h, when }: { h: AppointmentHistoryEntry; when: (at: string) => ReactNode }) {
  const { cancelReason, customerNotice, ...changes } = h.changes;
  const fields = changedFields(changes).filter((f) => h.event !== 'STATUS_CHANGED' || f !== 'status');
  return (
    <li className="border-l-2 border-slate-200 pl-3">
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
        {when(h.occurredAt)} · by {h.actorName ?? h.actorKind} via {platformWords[h.platform] ?? h.platform}
        {fields.length > 0 && h.event !== 'CREATED' && <> · changed {fields.join(', ')}</>}
        {h.event === 'CREATED' && overrideReasonOf([h]) && (
          <> · booked over the rules: {overrideReasonOf([h])}</>
        )}
      </p>
      <NoticeLine reason={cancelReason?.to} notice={customerNotice?.to} />
    </li>
  );
}

function TripEntry({ t, when }: { t: TripHistoryEntry; when: (at: string) => ReactNode }) {
  const trip = t.rideType === 'DROPOFF_VEHICLE' ? 'Delivery trip' : 'Pickup trip';
  return (
    <li className="border-l-2 border-sky-200 pl-3">
      <p className="font-medium text-slate-900">
        {trip} {tripWords[t.event] ?? t.event.toLowerCase()}
        {t.fromStatus && t.toStatus && t.fromStatus !== t.toStatus && (
          <span className="font-normal text-slate-700">
            {' '}
            · {t.fromStatus} → {t.toStatus}
          </span>
        )}
      </p>
      <p className="text-slate-600">
        {when(t.occurredAt)} · by {t.actorName ?? t.actorKind}
      </p>
    </li>
  );
}

/** Why an advisor cancelled, and whether the customer was told of the change. */
function NoticeLine({ reason, notice }: { reason: unknown; notice: unknown }) {
  if (typeof reason !== 'string' && typeof notice !== 'string') return null;
  return (
    <p className="text-slate-700">
      {typeof reason === 'string' && <>Reason: {reason}</>}
      {typeof reason === 'string' && typeof notice === 'string' && ' · '}
      {notice === 'SENT' && 'The customer was told'}
      {notice === 'NOT_SENT' && 'Nothing was sent to the customer'}
    </p>
  );
}

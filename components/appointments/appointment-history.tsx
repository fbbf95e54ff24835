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

/** Every change of the appointment, newest first: what, when, by whom and through which channel. */
export function AppointmentHistory({
  history,
  timeZone,
}: {
  history: AppointmentHistoryEntry[];
  timeZone: string;
}) {
  const { timeFormat } = useClock();
  if (history.length === 0) return <p className="text-sm text-slate-600">No changes recorded.</p>;
  return (
    <ol aria-label="Appointment history" className="space-y-2 text-sm">
      {[...history].reverse().map((h) => {
        const { cancelReason, customerNotice, ...changes } = h.changes;
        const fields = changedFields(changes).filter((f) => h.event !== 'STATUS_CHANGED' || f !== 'status');
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
              <time dateTime={h.occurredAt}>{instantInZone(h.occurredAt, timeZone, timeFormat)}</time> · by{' '}
              {h.actorName ?? h.actorKind} via {platformWords[h.platform] ?? h.platform}
              {fields.length > 0 && h.event !== 'CREATED' && <> · changed {fields.join(', ')}</>}
              {h.event === 'CREATED' && overrideReasonOf([h]) && (
                <> · booked over the rules: {overrideReasonOf([h])}</>
              )}
            </p>
            <NoticeLine reason={cancelReason?.to} notice={customerNotice?.to} />
          </li>
        );
      })}
    </ol>
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

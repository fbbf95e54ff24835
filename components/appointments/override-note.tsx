import { Alert } from '@/components/ui/alert';
import type { Appointment, AppointmentHistoryEntry } from './api';

/** The reason a walk-in was booked over the rules, as its booking's history entry keeps it. */
export function overrideReasonOf(history: AppointmentHistoryEntry[]): string | null {
  const reason = history.find((h) => h.event === 'CREATED')?.changes.override?.to;
  return typeof reason === 'string' ? reason : null;
}

/** On a visit booked with an override: that it was, who booked it, and why. */
export function OverrideNote({ a, history }: { a: Appointment; history: AppointmentHistoryEntry[] }) {
  if (!a.isOverridden) return null;
  const created = history.find((h) => h.event === 'CREATED');
  const reason = overrideReasonOf(history);
  return (
    <Alert tone="info">
      <p className="font-medium">Walk-in booked over the scheduling rules</p>
      <p>
        Booked inside the notice window or over an advisor’s limits
        {created?.actorName ? ` by ${created.actorName}` : ''}.{reason && <> Reason: {reason}</>}
      </p>
    </Alert>
  );
}

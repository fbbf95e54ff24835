import type { Tx } from '../db/client';
import type { AppointmentPlatform, appointmentHistory } from '../db/schema';
import { newUuid } from '../ids';
import { insertHistory } from './appointment-records';

export type Actor = {
  kind: 'apiClient' | 'advisor' | 'customer' | 'system';
  id: string | null;
  name: string | null;
  /** A partner booking for a customer through the online operations books as `online`. */
  platform?: AppointmentPlatform;
};

export const platformOf = (actor: Actor): AppointmentPlatform =>
  actor.platform ?? (actor.kind === 'advisor' ? 'dealerapp' : actor.kind === 'customer' ? 'online' : 'API');

export type HistoryEntry = {
  appointmentUuid: string;
  event: 'CREATED' | 'UPDATED' | 'RESCHEDULED' | 'CANCELLED' | 'STATUS_CHANGED';
  fromStatus: string | null;
  toStatus: string | null;
  changes?: Record<string, { from: unknown; to: unknown }>;
  actor: Actor;
  platform?: AppointmentPlatform;
};

/** What every history row says, an appointment's or a trip's: who changed what, from which status to which. */
export function historyColumns<Event extends string, Status extends string>(entry: {
  event: Event;
  fromStatus: Status | null;
  toStatus: Status | null;
  changes?: Record<string, { from: unknown; to: unknown }>;
  actor: Actor;
}) {
  return {
    uuid: newUuid(),
    event: entry.event,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    changes: entry.changes ?? {},
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
  };
}

/** The history row of an entry (who, when, what changed, through which platform). */
export function historyRow(entry: HistoryEntry): typeof appointmentHistory.$inferInsert {
  return {
    ...historyColumns(entry),
    appointmentUuid: entry.appointmentUuid,
    platform: entry.platform ?? platformOf(entry.actor),
  };
}

/** Appends one entry to the appointment's history. */
export async function recordHistory(tx: Tx, entry: HistoryEntry): Promise<void> {
  await insertHistory(tx, historyRow(entry));
}

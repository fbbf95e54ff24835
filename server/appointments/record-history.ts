import type { Tx } from '../db/client';
import { type AppointmentPlatform, appointmentHistory } from '../db/schema';
import { newUuid } from '../ids';

export type Actor = {
  kind: 'apiClient' | 'advisor' | 'customer' | 'system';
  id: string | null;
  name: string | null;
};

export const platformOf = (actor: Actor): AppointmentPlatform =>
  actor.kind === 'advisor' ? 'dealerapp' : actor.kind === 'customer' ? 'online' : 'API';

export type HistoryEntry = {
  appointmentUuid: string;
  event: 'CREATED' | 'UPDATED' | 'RESCHEDULED' | 'CANCELLED' | 'STATUS_CHANGED';
  fromStatus: string | null;
  toStatus: string | null;
  changes?: Record<string, { from: unknown; to: unknown }>;
  actor: Actor;
  platform?: AppointmentPlatform;
};

/** The history row of an entry (who, when, what changed, through which platform). */
export function historyRow(entry: HistoryEntry): typeof appointmentHistory.$inferInsert {
  return {
    uuid: newUuid(),
    appointmentUuid: entry.appointmentUuid,
    event: entry.event,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    changes: entry.changes ?? {},
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    platform: entry.platform ?? platformOf(entry.actor),
  };
}

/** Appends one entry to the appointment's history. */
export async function recordHistory(tx: Tx, entry: HistoryEntry): Promise<void> {
  await tx.insert(appointmentHistory).values(historyRow(entry));
}

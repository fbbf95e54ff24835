import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * The channel on which every instance hears that a department's scheduling set-up or one of its
 * days' bookings changed: database triggers send on it when the change commits (migration 0026),
 * so no write path can forget. Payloads: the department's uuid, or `<department uuid>|<date>`.
 */
export const schedulingChangesChannel = 'servicebay_scheduling_changed';

/**
 * Sends `payload` on the channel, delivered once this statement commits. A listener sends itself a
 * marker this way: hearing it proves it heard every notice committed before it was sent.
 */
export async function sendSchedulingNotice(tx: Tx, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${schedulingChangesChannel}, ${payload})`);
}

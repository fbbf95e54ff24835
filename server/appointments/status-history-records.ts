import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appointmentHistory } from '../db/schema';
import type { StatusSetting } from './status-rules';

/**
 * How the appointment took `status`: the newest history entry that set it (its creation or a
 * change from another status), with the status before it and when.
 */
export async function selectStatusSetting(
  tx: Tx,
  input: { appointmentUuid: string; status: string },
): Promise<StatusSetting | null> {
  const [row] = await tx
    .select({ fromStatus: appointmentHistory.fromStatus, at: appointmentHistory.occurredAt })
    .from(appointmentHistory)
    .where(
      and(
        eq(appointmentHistory.appointmentUuid, input.appointmentUuid),
        eq(appointmentHistory.toStatus, input.status),
        or(isNull(appointmentHistory.fromStatus), sql`${appointmentHistory.fromStatus} <> ${input.status}`),
      ),
    )
    .orderBy(desc(appointmentHistory.occurredAt))
    .limit(1);
  return row ?? null;
}

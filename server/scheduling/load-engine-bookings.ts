import { and, between, eq, notInArray, sql } from 'drizzle-orm';
import { cancelledStatuses } from '../appointments/statuses';
import type { Tx } from '../db/client';
import { appointmentServices, appointments } from '../db/schema';
import type { EngineBooking } from './engine/types';

// A cancelled or failed visit gives its place back; one that was shown (or not) still took it.
const released = [...cancelledStatuses, 'FAILED'];

/**
 * The department's active appointments on the local dates `from`..`to` (inclusive) with what the
 * rules count of them: advisor, team, transport option, channel, recall, opcodes, labor minutes.
 * One query, whatever the number of days or advisors.
 */
export async function loadEngineBookings(
  tx: Tx,
  input: { departmentUuid: string; fromDate: string; toDate: string },
): Promise<EngineBooking[]> {
  const rows = await tx
    .select({
      uuid: appointments.uuid,
      localDate: appointments.localDate,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      advisorUuid: appointments.assignedDealerAssociateUuid,
      teamUuid: appointments.teamUuid,
      transportOptionUuid: appointments.transportOptionUuid,
      platform: appointments.platform,
      recall: appointments.recall,
      opcodeUuids: sql<
        string[]
      >`coalesce(array_agg(${appointmentServices.operationUuid}) filter (where ${appointmentServices.operationUuid} is not null), '{}')`,
      laborMinutes: sql<number>`coalesce(sum(${appointmentServices.durationMinutes}), 0)::int`,
    })
    .from(appointments)
    .leftJoin(appointmentServices, eq(appointmentServices.appointmentUuid, appointments.uuid))
    .where(
      and(
        eq(appointments.departmentUuid, input.departmentUuid),
        between(appointments.localDate, input.fromDate, input.toDate),
        notInArray(appointments.status, released),
      ),
    )
    .groupBy(appointments.uuid);
  return rows.map(({ platform, ...row }) => ({ ...row, online: platform === 'online' }));
}

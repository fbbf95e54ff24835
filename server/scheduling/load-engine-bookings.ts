import { sql } from 'drizzle-orm';
import { cancelledStatuses } from '../appointments/statuses';
import type { Tx } from '../db/client';
import type { EngineBooking } from './engine/types';

// A cancelled or failed visit gives its place back; one that was shown (or not) still took it.
const released = [...cancelledStatuses, 'FAILED'];

type BookingRow = {
  uuid: string;
  local_date: string;
  start_ms: number;
  end_ms: number;
  advisor_uuid: string | null;
  team_uuid: string | null;
  transport_option_uuid: string | null;
  online: boolean;
  recall: boolean;
  opcode_uuids: string[] | null;
  labor_minutes: number | null;
};

/**
 * The department's active appointments on the given local dates with what the
 * rules count of them: advisor, team, transport option, channel, recall, opcodes, labor minutes.
 * One query whatever the number of days or advisors; instants travel as epoch milliseconds, cheap
 * to parse. The services are summed per appointment through their index: a plan that stays
 * linear when the prepared statement's generic plan cannot know how many appointments match.
 * The columns read here are the ones whose change gives a day a new stamp (migration 0006).
 */
export async function loadEngineBookings(
  tx: Tx,
  input: { departmentUuid: string; dates: readonly string[] },
): Promise<EngineBooking[]> {
  const rows = await tx.execute<BookingRow>(sql`
    select a.uuid, a.local_date::text as local_date,
      extract(epoch from a.start_at)::float8 * 1000 as start_ms, extract(epoch from a.end_at)::float8 * 1000 as end_ms,
      a.assigned_dealer_associate_uuid as advisor_uuid, a.team_uuid, a.transport_option_uuid,
      a.platform = 'online' as online, a.recall, s.opcode_uuids, s.labor_minutes
    from appointments a
      left join lateral (
        select array_agg(x.operation_uuid) filter (where x.operation_uuid is not null) as opcode_uuids,
          sum(x.duration_minutes)::int as labor_minutes
        from appointment_services x where x.appointment_uuid = a.uuid
      ) s on true
    where a.department_uuid = ${input.departmentUuid}
      and a.local_date = any(${sql.param(input.dates)}::text[]::date[])
      and a.status not in (${sql.join(
        released.map((status) => sql`${status}`),
        sql`, `,
      )})
  `);
  return rows.map((b) => ({
    uuid: b.uuid,
    localDate: b.local_date,
    startAt: new Date(b.start_ms),
    endAt: new Date(b.end_ms),
    advisorUuid: b.advisor_uuid,
    teamUuid: b.team_uuid,
    transportOptionUuid: b.transport_option_uuid,
    online: b.online,
    recall: b.recall,
    opcodeUuids: b.opcode_uuids ?? [],
    laborMinutes: b.labor_minutes ?? 0,
  }));
}

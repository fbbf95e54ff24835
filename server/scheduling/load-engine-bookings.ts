import { sql } from 'drizzle-orm';
import { cancelledStatuses } from '../appointments/statuses';
import type { Tx } from '../db/client';
import { executePrepared } from '../db/execute-prepared';
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
 * One query whatever the number of days or advisors: the services are aggregated in one hash join
 * (not a look-up per appointment) and instants travel as epoch milliseconds, cheap to parse.
 * The columns read here are the ones whose change gives a day a new stamp (migration 0006).
 */
export async function loadEngineBookings(
  tx: Tx,
  input: { departmentUuid: string; dates: readonly string[] },
): Promise<EngineBooking[]> {
  const rows = await executePrepared<BookingRow>(
    tx,
    sql`
    with booked as (
      select uuid, local_date, start_at, end_at, assigned_dealer_associate_uuid, team_uuid,
        transport_option_uuid, platform, recall
      from appointments
      where department_uuid = ${input.departmentUuid}
        and local_date = any(${sql.param(input.dates)}::text[]::date[])
        and status not in (${sql.join(
          released.map((status) => sql`${status}`),
          sql`, `,
        )})
    ), services as (
      select appointment_uuid,
        array_agg(operation_uuid) filter (where operation_uuid is not null) as opcode_uuids,
        sum(duration_minutes)::int as labor_minutes
      from appointment_services
      where appointment_uuid in (select uuid from booked)
      group by appointment_uuid
    )
    select b.uuid, b.local_date::text as local_date,
      extract(epoch from b.start_at)::float8 * 1000 as start_ms, extract(epoch from b.end_at)::float8 * 1000 as end_ms,
      b.assigned_dealer_associate_uuid as advisor_uuid, b.team_uuid, b.transport_option_uuid,
      b.platform = 'online' as online, b.recall, s.opcode_uuids, s.labor_minutes
    from booked b left join services s on s.appointment_uuid = b.uuid
  `,
    'engine-bookings',
  );
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

import { sql } from 'drizzle-orm';
import { cancelledStatuses } from '../appointments/statuses';
import type { Tx } from '../db/client';
import { statement } from '../db/statement';
import type { EngineBooking } from './engine/types';

// A cancelled or failed visit gives its place back; one that was shown (or not) still took it.
const released = [...cancelledStatuses, 'FAILED'];

// Fields are parted by the ASCII unit separator. The identifiers the service makes never hold
// it; the opcodes, kept as a partner sent them, travel as JSON, which escapes it.
const field = '\x1f';
const fieldCount = 11;

// Every booking check and availability reload reads these; statements, so that a booking's
// check sent right behind its day's lock runs once the lock is held (see `statement`). Each
// booking travels as one text value: parsing eleven columns of thousands of rows value by value
// took the driver longer than the database took to run the query. Instants go as epoch
// milliseconds through date_part (double precision): extract's numeric took a sixth of the query.
const packedBooking = sql`concat_ws(${field}, a.uuid, a.local_date,
  (date_part('epoch', a.start_at) * 1000)::int8, (date_part('epoch', a.end_at) * 1000)::int8,
  coalesce(a.assigned_dealer_associate_uuid, ''), coalesce(a.team_uuid, ''),
  coalesce(a.transport_option_uuid, ''), (a.platform = 'online')::int, a.recall::int,
  a.labor_minutes, array_to_json(a.opcode_uuids)) as packed`;

const active = sql`a.status not in (${sql.join(
  released.map((status) => sql`${status}`),
  sql`, `,
)})`;

const bookingsOfDates = statement<{ departmentUuid: string; dates: string[] }, { packed: string }>(
  (_, v) => sql`
    select ${packedBooking} from appointments a
    where a.department_uuid = ${v.departmentUuid}
      and a.local_date = any(${v.dates}::text[]::date[]) and ${active}`,
);

// One day (the booking check) compares the date as a value the planner can weigh, so the day is
// read through the department-date index; an array of dates cast from text is not weighed.
const bookingsOfDate = statement<{ departmentUuid: string; date: string }, { packed: string }>(
  (_, v) => sql`
    select ${packedBooking} from appointments a
    where a.department_uuid = ${v.departmentUuid} and a.local_date = ${v.date}::date and ${active}`,
);

function unpack(packed: string): EngineBooking {
  const f = packed.split(field);
  if (f.length !== fieldCount) {
    throw new Error(`a booking read for the engine has ${f.length} fields, not ${fieldCount}: ${packed}`);
  }
  const [uuid, localDate, startMs, endMs, advisor, team, option, online, recall, labor, opcodes] = f as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    uuid,
    localDate,
    startAt: new Date(Number(startMs)),
    endAt: new Date(Number(endMs)),
    advisorUuid: advisor || null,
    teamUuid: team || null,
    transportOptionUuid: option || null,
    online: online === '1',
    recall: recall === '1',
    opcodeUuids: JSON.parse(opcodes) as string[],
    laborMinutes: Number(labor),
  };
}

/**
 * The department's active appointments on the given local dates with what the
 * rules count of them: advisor, team, transport option, channel, recall, opcodes, labor minutes.
 * One query whatever the number of days or advisors, reading appointment rows alone: their
 * services' labor minutes and opcodes are kept on them (migration 0008). The columns read here
 * are the ones whose change gives a day a new stamp (migrations 0006 and 0008).
 */
export async function loadEngineBookings(
  tx: Tx,
  input: { departmentUuid: string; dates: readonly string[] },
): Promise<EngineBooking[]> {
  const [date, ...more] = input.dates;
  const rows =
    date !== undefined && more.length === 0
      ? await bookingsOfDate(tx, { departmentUuid: input.departmentUuid, date })
      : await bookingsOfDates(tx, { departmentUuid: input.departmentUuid, dates: [...input.dates] });
  return rows.map((row) => unpack(row.packed));
}

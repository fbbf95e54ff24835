import { asc, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { preparedSql } from '../db/prepared';
import { type Appointment, appointments } from '../db/schema';
import type { AppointmentOut } from './appointment.schemas';
import { type WireRow, wireAppointment } from './wire-appointment';
import { appointmentsQuery, countOf, type WireQuery } from './wire-appointment-query';

async function selectWire(tx: Tx, q: WireQuery, total: SQL) {
  const rows = await tx.execute<WireRow & { total: number | null }>(appointmentsQuery(q, total));
  return { items: rows.map(wireAppointment), total: rows[0]?.total ?? null };
}

// The read-back of every create and update; a statement, built once and sent the moment it is
// called, so that it travels in the round trip of the write before it.
const wireAppointmentOfUuid = preparedSql<{ uuid: string }, WireRow>('wire-appointment-of-uuid', (v) =>
  appointmentsQuery({ where: sql`${appointments.uuid} = ${v.uuid}` }, sql`null::int`),
);

// A department's day, in the order of their start: the day view's query, prepared once.
const wireAppointmentsOfDay = preparedSql<{ departmentUuid: string; date: string }, WireRow>(
  'wire-appointments-of-day',
  (v) =>
    appointmentsQuery(
      {
        where: sql`${appointments.departmentUuid} = ${v.departmentUuid} and ${appointments.localDate} = ${v.date}::date`,
        orderBy: [asc(appointments.startAt), asc(appointments.uuid)],
      },
      sql`null::int`,
    ),
);

/** Wire objects of a department's appointments of a local day, by start time. */
export async function selectWireAppointmentsOfDay(
  tx: Tx,
  day: { departmentUuid: string; date: string },
): Promise<AppointmentOut[]> {
  return (await wireAppointmentsOfDay(tx, day)).map(wireAppointment);
}

/** The wire object of one appointment, or none. */
export async function selectWireAppointment(tx: Tx, uuid: string): Promise<AppointmentOut | undefined> {
  const [row] = await wireAppointmentOfUuid(tx, { uuid });
  return row ? wireAppointment(row) : undefined;
}

/** Wire objects of the appointments `q` selects, in its order, in one query. */
export async function selectWireAppointments(tx: Tx, q: WireQuery): Promise<AppointmentOut[]> {
  return (await selectWire(tx, q, sql`null::int`)).items;
}

/** `uuid = any(array)`: one statement text whatever the number of uuids. */
export const uuidIn = (uuids: string[]) => sql`${appointments.uuid} = any(${sql.param(uuids)})`;

/**
 * A page of wire appointments and the number of all that `q.where` matches, counted in the same
 * query (a page past the end needs a second one).
 */
export async function selectWireAppointmentPage(
  tx: Tx,
  q: WireQuery & { limit: number; offset: number },
): Promise<{ items: AppointmentOut[]; total: number }> {
  const { items, total } = await selectWire(tx, q, sql`(${countOf(q.where)})`);
  if (total !== null) return { items, total };
  if (q.offset === 0) return { items, total: 0 };
  const [count] = await tx.execute<{ count: number }>(countOf(q.where));
  return { items, total: count?.count ?? 0 };
}

/** Appointment rows as wire objects (wire-facts §2.8), in the rows' order. */
export async function loadWireAppointments(tx: Tx, rows: Appointment[]): Promise<AppointmentOut[]> {
  if (rows.length === 0) return [];
  const wire = await selectWireAppointments(tx, { where: uuidIn(rows.map((r) => r.uuid)) });
  const byUuid = new Map(wire.map((w) => [w.uuid, w]));
  return rows.flatMap((r) => byUuid.get(r.uuid) ?? []);
}

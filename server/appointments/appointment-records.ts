import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { DomainError, sqlStateOf, type Warning } from '../core/errors';
import type { Tx } from '../db/client';
import { type Placeholders, preparedSql } from '../db/prepared';
import {
  type Appointment,
  appointmentHistory,
  appointmentServices,
  appointments,
  customers,
  dealers,
  repairOrders,
} from '../db/schema';
import type { AppointmentOut } from './appointment.schemas';
import { finalStatuses } from './statuses';
import { type ServiceLineRow, serviceListsOf, type WireRow, wireAppointment } from './wire-appointment';
import {
  appointmentPageQuery,
  appointmentsQuery,
  countOf,
  serviceLinesQuery,
  unplanned,
  type WireQuery,
} from './wire-appointment-records';

/** The wire objects of appointment rows, each with its lines from `lines` (both read in one pass). */
function wireAppointmentsOf(rows: readonly WireRow[], lines: readonly ServiceLineRow[]): AppointmentOut[] {
  const lists = serviceListsOf(lines);
  return rows.map((row) => wireAppointment(row, lists.get(row.uuid)));
}

// The read-back of every create and update and the look-up by uuid: two statements, built once and
// sent the moment they are called, so that both travel in one round trip (with the write before).
const wireAppointmentOfUuid = preparedSql<{ uuid: string }, WireRow>('wire-appointment-of-uuid', (v) =>
  appointmentsQuery({ where: sql`${appointments.uuid} = ${v.uuid}` }, sql`null::int`),
);
const serviceLinesOfUuid = preparedSql<{ uuid: string }, ServiceLineRow>('service-lines-of-uuid', (v) =>
  serviceLinesQuery((appointmentUuid) => sql`${appointmentUuid} = ${v.uuid}`),
);

// A department's day, in the order of their start, and the day's service lines: the day view's
// statements, prepared once and sent together. Both read the day through
// appointments_department_date_idx, the lines through appointment_services_appointment_hash_idx;
// the day's values are `unplanned`, so PostgreSQL keeps one plan for both.
type Day = { departmentUuid: string; date: string };
const ofDay = (v: Placeholders<Day>) =>
  sql`${appointments.departmentUuid} = ${unplanned(v.departmentUuid, 'text')} and ${appointments.localDate} = ${unplanned(v.date, 'date')}`;
const wireAppointmentsOfDay = preparedSql<Day, WireRow>('wire-appointments-of-day', (v) =>
  appointmentsQuery(
    {
      where: ofDay(v),
      orderBy: [asc(appointments.startAt), asc(appointments.uuid)],
    },
    sql`null::int`,
  ),
);
const serviceLinesOfDay = preparedSql<Day, ServiceLineRow>('service-lines-of-day', (v) =>
  serviceLinesQuery(
    (appointmentUuid) =>
      sql`${appointmentUuid} in (select ${appointments.uuid} from ${appointments} where ${ofDay(v)})`,
  ),
);

// Appointments by uuid (any number) and their service lines, prepared once: one statement text
// whatever the number of uuids.
type Uuids = { uuids: string[] };
const wireAppointmentsOfUuids = preparedSql<Uuids, WireRow>('wire-appointments-of-uuids', (v) =>
  appointmentsQuery({ where: sql`${appointments.uuid} = any(${v.uuids}::text[])` }, sql`null::int`),
);
const serviceLinesOfUuids = preparedSql<Uuids, ServiceLineRow>('service-lines-of-uuids', (v) =>
  serviceLinesQuery((appointmentUuid) => sql`${appointmentUuid} = any(${v.uuids}::text[])`),
);

/** Wire objects of a department's appointments of a local day, by start time. */
export async function selectWireAppointmentsOfDay(tx: Tx, day: Day): Promise<AppointmentOut[]> {
  const [rows, lines] = await Promise.all([wireAppointmentsOfDay(tx, day), serviceLinesOfDay(tx, day)]);
  return wireAppointmentsOf(rows, lines);
}

/** The wire object of one appointment, or none. */
export async function selectWireAppointment(tx: Tx, uuid: string): Promise<AppointmentOut | undefined> {
  const [rows, lines] = await Promise.all([
    wireAppointmentOfUuid(tx, { uuid }),
    serviceLinesOfUuid(tx, { uuid }),
  ]);
  return wireAppointmentsOf(rows, lines)[0];
}

/** Wire objects of the appointments with these uuids, in no particular order: two statements, one round trip. */
export async function selectWireAppointmentsByUuid(tx: Tx, uuids: string[]): Promise<AppointmentOut[]> {
  if (uuids.length === 0) return [];
  const [rows, lines] = await Promise.all([
    wireAppointmentsOfUuids(tx, { uuids }),
    serviceLinesOfUuids(tx, { uuids }),
  ]);
  return wireAppointmentsOf(rows, lines);
}

/** Wire objects of the appointments `q` selects, in its order: their statement, then their lines'. */
export async function selectWireAppointments(tx: Tx, q: WireQuery): Promise<AppointmentOut[]> {
  const rows = await tx.execute<WireRow>(appointmentsQuery(q, sql`null::int`));
  const lines = rows.length > 0 ? await serviceLinesOfUuids(tx, { uuids: rows.map((r) => r.uuid) }) : [];
  return wireAppointmentsOf(rows, lines);
}

/** A customer's appointments in a department, newest first, from an instant on when given. */
export async function selectWireCustomerAppointments(
  tx: Tx,
  input: { departmentUuid: string; customerUuid: string; from: Date | undefined; limit: number },
): Promise<AppointmentOut[]> {
  return selectWireAppointments(tx, {
    where: and(
      eq(appointments.departmentUuid, input.departmentUuid),
      eq(appointments.customerUuid, input.customerUuid),
      input.from ? gte(appointments.startAt, input.from) : undefined,
    ),
    orderBy: [desc(appointments.startAt), desc(appointments.uuid)],
    limit: input.limit,
  });
}

/**
 * A page of wire appointments and the number of all that `q.where` matches, counted in the same
 * statement (a page past the end needs a second one); then the page's service lines.
 */
export async function selectWireAppointmentPage(
  tx: Tx,
  q: WireQuery & { limit: number; offset: number },
): Promise<{ items: AppointmentOut[]; total: number }> {
  const rows = await tx.execute<WireRow & { total: number | null }>(
    appointmentPageQuery(q, sql`(${countOf(q.where)})`),
  );
  const lines = rows.length > 0 ? await serviceLinesOfUuids(tx, { uuids: rows.map((r) => r.uuid) }) : [];
  const items = wireAppointmentsOf(rows, lines);
  const total = rows[0]?.total ?? null;
  if (total !== null) return { items, total };
  if (q.offset === 0) return { items, total: 0 };
  const [count] = await tx.execute<{ count: number }>(countOf(q.where));
  return { items, total: count?.count ?? 0 };
}

/** Appointment rows as wire objects (wire-facts §2.8), in the rows' order. */
export async function loadWireAppointments(tx: Tx, rows: Appointment[]): Promise<AppointmentOut[]> {
  if (rows.length === 0) return [];
  const wire = await selectWireAppointmentsByUuid(
    tx,
    rows.map((r) => r.uuid),
  );
  const byUuid = new Map(wire.map((w) => [w.uuid, w]));
  return rows.flatMap((r) => byUuid.get(r.uuid) ?? []);
}

type Booking = {
  appointment: typeof appointments.$inferInsert;
  services: (typeof appointmentServices.$inferInsert)[];
  history: typeof appointmentHistory.$inferInsert;
};

type Written = Record<string, unknown>;

/** The records of a booking by the name their values are bound under: `appointment`, `service1` ... */
const recordsOf = (booking: Booking): [string, Written][] => [
  ['appointment', booking.appointment],
  ...booking.services.map((line, i): [string, Written] => [`service${i + 1}`, line]),
  ['history', booking.history],
];

// Keys left undefined are not written, so their columns take their defaults.
const writtenKeys = (record: Written) => Object.keys(record).filter((key) => record[key] !== undefined);

/** A record's values as placeholders named `record.key`, for the insert the statement is built of. */
const placeholdersOf = (record: string, keys: string[]): Record<string, Placeholder> =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${record}.${key}`)]));

type InsertBooking = (tx: Tx, values: Written) => Promise<unknown[]>;

// One statement per shape of booking (which columns, how many service lines): a handful in use.
const statements = new Map<string, InsertBooking>();
const mostShapes = 200;

function statementFor(booking: Booking): InsertBooking {
  const shape = recordsOf(booking).map(([record, values]) => [record, writtenKeys(values)] as const);
  const key = JSON.stringify(shape);
  const known = statements.get(key);
  if (known) return known;
  const [appointment, ...rest] = shape;
  const history = rest.pop();
  if (!appointment || !history) throw new Error('a booking has an appointment and a history entry');
  const written = preparedSql<Written>(`insert-booking-${statements.size}`, (_, db) => {
    const insertAppointment = db
      .insert(appointments)
      .values(placeholdersOf(...appointment) as PgInsertValue<typeof appointments>);
    const services =
      rest.length > 0
        ? sql`, services as (${db
            .insert(appointmentServices)
            .values(rest.map((line) => placeholdersOf(...line) as PgInsertValue<typeof appointmentServices>))
            .getSQL()})`
        : sql``;
    const insertHistory = db
      .insert(appointmentHistory)
      .values(placeholdersOf(...history) as PgInsertValue<typeof appointmentHistory>);
    // One statement: foreign keys are checked at its end, when all of the rows are in.
    return sql`with appointment as (${insertAppointment.getSQL()})${services}, history as (${insertHistory.getSQL()}) select 1`;
  });
  if (statements.size >= mostShapes) statements.clear();
  statements.set(key, written);
  return written;
}

/**
 * Writes a new appointment, its service lines and its first history entry in one statement that
 * is prepared once per shape of booking: every create passes here, and building the insert of a
 * wide row anew each time cost more than the database took to run it.
 */
export async function insertBooking(tx: Tx, booking: Booking): Promise<void> {
  const values: Written = {};
  for (const [record, fields] of recordsOf(booking)) {
    for (const key in fields) values[`${record}.${key}`] = fields[key];
  }
  await statementFor(booking)(tx, values);
}

/**
 * Locks the appointment row without waiting: a second concurrent update of the same appointment is
 * refused (the client retries) instead of silently overwriting the first one.
 */
async function lockAppointment(
  tx: Tx,
  input: { uuid: string; dealerUuid: string },
): Promise<Appointment | undefined> {
  try {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.uuid, input.uuid), eq(appointments.dealerUuid, input.dealerUuid)))
      .for('update', { noWait: true });
    return row;
  } catch (error) {
    if (sqlStateOf(error) === '55P03') {
      throw new DomainError(
        'UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK',
        'Another update of this appointment is in progress; retry in a moment',
        { cause: error },
      );
    }
    throw error;
  }
}

/** The number of the repair order the appointment became, if it became one. */
async function repairOrderNumberOf(tx: Tx, appointmentUuid: string): Promise<string | undefined> {
  const [order] = await tx
    .select({ orderNumber: repairOrders.orderNumber })
    .from(repairOrders)
    .where(eq(repairOrders.appointmentUuid, appointmentUuid));
  return order?.orderNumber;
}

/**
 * The stored appointment an update may change, locked for it: it must be the department's, and
 * not yet linked to a repair order.
 */
export async function loadAppointmentForUpdate(
  tx: Tx,
  input: { appointmentUuid: string; dealerUuid: string; departmentUuid: string },
): Promise<Appointment> {
  const { appointmentUuid } = input;
  const current = await lockAppointment(tx, { uuid: appointmentUuid, dealerUuid: input.dealerUuid });
  if (!current) throw new DomainError('NO_SAR_FOUND', `No appointment ${appointmentUuid} in this department`);
  if (current.departmentUuid !== input.departmentUuid) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_DEPARTMENT',
      `Appointment ${appointmentUuid} belongs to another department of the dealer`,
    );
  }
  const orderNumber = await repairOrderNumberOf(tx, appointmentUuid);
  if (orderNumber !== undefined) {
    throw new DomainError(
      'APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED',
      `The appointment is linked to repair order ${orderNumber} and can no longer be changed`,
    );
  }
  return current;
}

// Visits that no longer take a slot, a place in the customer's limit, or a duplicate check.
const inactive = [...finalStatuses];

/**
 * Serialises bookings of one department day: capacity and conflict checks that follow see every
 * booking committed before, so two requests can never both take the last place.
 */
export async function lockDepartmentDay(tx: Tx, departmentUuid: string, localDate: string): Promise<void> {
  await departmentDayLock(tx, { key: `appointment-day:${departmentUuid}:${localDate}` });
}

// Prepared, so that checks called right after it go out behind it (see `prepared`).
const departmentDayLock = preparedSql<{ key: string }>(
  'department-day-lock',
  (v) => sql`select pg_advisory_xact_lock(hashtextextended(${v.key}, 0))`,
);

// Every booking and move runs these checks, so they are statements built once.
const inactiveList = sql.join(
  inactive.map((status) => sql`${status}`),
  sql`, `,
);

const activeAppointmentOfDay = preparedSql<
  { customerUuid: string; vehicleUuid: string | null; localDate: string; exceptUuid: string | null },
  { uuid: string }
>(
  'active-appointment-of-day',
  (v) => sql`
    select uuid from appointments
    where customer_uuid = ${v.customerUuid} and local_date = ${v.localDate}::date
      and (vehicle_uuid = ${v.vehicleUuid}::text or (${v.vehicleUuid}::text is null and vehicle_uuid is null))
      and status not in (${inactiveList})
      and (${v.exceptUuid}::text is null or uuid <> ${v.exceptUuid}::text)
    limit 1`,
);

const futureAppointmentCount = preparedSql<{ customerUuid: string; now: string }, { future: number }>(
  'future-appointment-count',
  (v) => sql`
    select count(*)::int as future from appointments
    where customer_uuid = ${v.customerUuid} and start_at > ${v.now}::timestamptz
      and status not in (${inactiveList})`,
);

/** The customer's active appointment of the day for the vehicle (none: null), but `exceptUuid`. */
export async function findActiveAppointmentOfDay(
  tx: Tx,
  input: { customerUuid: string; vehicleUuid: string | null; localDate: string; exceptUuid: string | null },
): Promise<{ uuid: string } | undefined> {
  const [row] = await activeAppointmentOfDay(tx, input);
  return row;
}

/** How many active appointments the customer has after `now`. */
export async function countFutureAppointments(
  tx: Tx,
  input: { customerUuid: string; now: Date },
): Promise<number> {
  const [row] = await futureAppointmentCount(tx, {
    customerUuid: input.customerUuid,
    now: input.now.toISOString(),
  });
  return row?.future ?? 0;
}

/** The dealer's appointment with the DMS's appointment key, if any. */
export async function findAppointmentByKey(
  tx: Tx,
  input: { dealerUuid: string; key: string },
): Promise<{ uuid: string } | undefined> {
  const [row] = await tx
    .select({ uuid: appointments.uuid })
    .from(appointments)
    .where(and(eq(appointments.dealerUuid, input.dealerUuid), eq(appointments.appointmentKey, input.key)));
  return row;
}

const customerOfDealer = preparedSql<{ customerUuid: string; dealerUuid: string }, { uuid: string }>(
  'customer-of-dealer',
  (v) => sql`select uuid from customers where uuid = ${v.customerUuid} and dealer_uuid = ${v.dealerUuid}`,
);

/** Whether the customer is one of the dealer's. */
export async function isCustomerOfDealer(
  tx: Tx,
  input: { customerUuid: string; dealerUuid: string },
): Promise<boolean> {
  const [customer] = await customerOfDealer(tx, input);
  return customer !== undefined;
}

/** An appointment's history, oldest first. */
export async function selectAppointmentHistory(tx: Tx, appointmentUuid: string) {
  return tx
    .select()
    .from(appointmentHistory)
    .where(eq(appointmentHistory.appointmentUuid, appointmentUuid))
    .orderBy(asc(appointmentHistory.occurredAt));
}

/** Appends one row to an appointment's history. */
export async function insertHistory(tx: Tx, row: typeof appointmentHistory.$inferInsert): Promise<void> {
  await tx.insert(appointmentHistory).values(row);
}

/** The department's repair order, if it has it. */
export async function selectDepartmentRepairOrder(
  tx: Tx,
  input: { orderUuid: string; departmentUuid: string },
) {
  const [order] = await tx
    .select()
    .from(repairOrders)
    .where(
      and(eq(repairOrders.uuid, input.orderUuid), eq(repairOrders.departmentUuid, input.departmentUuid)),
    );
  return order;
}

/** The dealer's customer and the dealer's time zone, if the dealer has that customer. */
export async function selectCustomerWithTimeZone(
  tx: Tx,
  input: { customerUuid: string; dealerUuid: string },
): Promise<{ uuid: string; timeZone: string } | undefined> {
  const [customer] = await tx
    .select({ uuid: customers.uuid, timeZone: dealers.timeZone })
    .from(customers)
    .innerJoin(dealers, eq(dealers.uuid, customers.dealerUuid))
    .where(and(eq(customers.uuid, input.customerUuid), eq(customers.dealerUuid, input.dealerUuid)));
  return customer;
}

/** Writes an appointment's changed fields as a new version. */
export async function updateAppointmentFields(
  tx: Tx,
  input: { uuid: string; dealerUuid: string; fields: Partial<typeof appointments.$inferInsert> },
): Promise<void> {
  await tx
    .update(appointments)
    .set({ ...input.fields, version: sql`${appointments.version} + 1` })
    .where(and(eq(appointments.uuid, input.uuid), eq(appointments.dealerUuid, input.dealerUuid)));
}

/**
 * The appointment a reminder job names, locked until the reminder's transaction ends. The job
 * knows only the appointment's uuid, which it was queued with in the booking's transaction.
 */
export async function lockAppointmentToRemind(
  tx: Tx,
  appointmentUuid: string,
): Promise<Appointment | undefined> {
  const [appointment] = await tx
    .select()
    .from(appointments)
    .where(eq(appointments.uuid, appointmentUuid))
    .for('update');
  return appointment;
}

/** Sets the dealer's appointment to `status` and counts one more reminder. */
export async function updateReminderCounted(
  tx: Tx,
  input: { uuid: string; dealerUuid: string; status: Appointment['status'] },
): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: input.status, reminderCount: sql`${appointments.reminderCount} + 1` })
    .where(and(eq(appointments.uuid, input.uuid), eq(appointments.dealerUuid, input.dealerUuid)));
}

// Service lines carry no dealer column: the dealer is named through the appointment they belong to.
const appointmentOfDealer = (tx: Tx, input: { appointmentUuid: string; dealerUuid: string }) =>
  tx
    .select({ uuid: appointments.uuid })
    .from(appointments)
    .where(and(eq(appointments.uuid, input.appointmentUuid), eq(appointments.dealerUuid, input.dealerUuid)));

/** Replaces the service lines of the dealer's appointment with `lines`. */
export async function replaceServiceRows(
  tx: Tx,
  input: {
    appointmentUuid: string;
    dealerUuid: string;
    lines: (typeof appointmentServices.$inferInsert)[];
  },
): Promise<void> {
  await tx
    .delete(appointmentServices)
    .where(
      and(
        eq(appointmentServices.appointmentUuid, input.appointmentUuid),
        inArray(appointmentServices.appointmentUuid, appointmentOfDealer(tx, input)),
      ),
    );
  if (input.lines.length > 0) await tx.insert(appointmentServices).values(input.lines);
}

/** The opcode and labor minutes of each of an appointment's service lines. */
export async function selectServiceDemandLines(tx: Tx, appointmentUuid: string) {
  return tx
    .select({
      operationUuid: appointmentServices.operationUuid,
      durationMinutes: appointmentServices.durationMinutes,
    })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentUuid, appointmentUuid));
}

/** `column = any(array)`: the query is prepared, and its text stays the same whatever the list's length. */
const anyOf = (column: Column, values: string[]) => sql`${column} = any(${sql.param(values)})`;

/** orderBy keys of the list operation (documented in its contract) and the columns they sort by. */
export const listOrderColumns = {
  appointmentDateTime: appointments.startAt,
  createdDateTime: appointments.createdAt,
  updatedDateTime: appointments.updatedAt,
  status: appointments.status,
  appointmentKey: appointments.appointmentKey,
} as const;

/** The conditions of each kind of filter the list operation takes. */
export const listConditions = {
  appointmentKeys: (keys: string[]) => anyOf(appointments.appointmentKey, keys),
  appointmentUuids: (uuids: string[]) => anyOf(appointments.uuid, uuids),
  customerUuids: (uuids: string[]) => anyOf(appointments.customerUuid, uuids),
  teamUuids: (uuids: string[]) => anyOf(appointments.teamUuid, uuids),
  /** Local dates from `from` to `to`, both included (hidden from the planner, see `unplanned`). */
  localDate: (from: string | null, to: string | null) =>
    and(
      from ? gte(appointments.localDate, unplanned(from, 'date')) : undefined,
      to ? lte(appointments.localDate, unplanned(to, 'date')) : undefined,
    ),
  /** Created from the instant `from` on, before the instant `before`. */
  createdAt: (from: Date | null, before: Date | null) =>
    and(
      from ? gte(appointments.createdAt, from) : undefined,
      before ? lt(appointments.createdAt, before) : undefined,
    ),
  platform: (platform: Appointment['platform']) => eq(appointments.platform, platform),
};

/** A page of the department's wire appointments that match all `conditions`, and how many match. */
export async function selectAppointmentListPage(
  tx: Tx,
  input: {
    departmentUuid: string;
    conditions: (SQL | undefined)[];
    orderKey: keyof typeof listOrderColumns;
    ascending: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ items: AppointmentOut[]; total: number }> {
  const direction = input.ascending ? asc : desc;
  return selectWireAppointmentPage(tx, {
    where: and(eq(appointments.departmentUuid, unplanned(input.departmentUuid, 'text')), ...input.conditions),
    orderBy: [direction(listOrderColumns[input.orderKey]), direction(appointments.uuid)],
    limit: input.limit,
    offset: input.offset,
  });
}

/** One active appointment per customer and vehicle per day. */
export async function checkNoDuplicate(
  tx: Tx,
  input: {
    customerUuid: string;
    vehicleUuid: string | null;
    localDate: string;
    excludeAppointmentUuid?: string;
  },
): Promise<void> {
  const duplicate = await findActiveAppointmentOfDay(tx, {
    customerUuid: input.customerUuid,
    vehicleUuid: input.vehicleUuid,
    localDate: input.localDate,
    exceptUuid: input.excludeAppointmentUuid ?? null,
  });
  if (duplicate) {
    throw new DomainError(
      'DUPLICATE_APPOINTMENT_FOUND',
      `The customer already has appointment ${duplicate.uuid} for this vehicle on ${input.localDate}`,
    );
  }
}

/**
 * A customer may hold at most `max` future appointments: the booking that reaches the maximum gets
 * the MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER warning, one beyond it is refused with that code.
 */
export async function checkFutureAppointmentLimit(
  tx: Tx,
  input: { customerUuid: string; now: Date; max: number },
): Promise<Warning[]> {
  const future = await countFutureAppointments(tx, { customerUuid: input.customerUuid, now: input.now });
  if (future >= input.max) {
    throw new DomainError(
      'MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER',
      `The customer already has ${future} future appointments (the dealership allows ${input.max}); complete or cancel one first`,
    );
  }
  return future + 1 === input.max
    ? [
        {
          warningCode: 'MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER',
          warningDescription: `The customer now has ${input.max} future appointments, the most the dealership allows; no more can be booked until one completes or is cancelled`,
        },
      ]
    : [];
}

/** An appointment key (the DMS's) names one appointment of the dealer. */
export async function checkAppointmentKeyFree(tx: Tx, dealerUuid: string, key: string, exceptUuid?: string) {
  const taken = await findAppointmentByKey(tx, { dealerUuid, key });
  if (taken && taken.uuid !== exceptUuid) {
    throw new DomainError(
      'APPOINTMENT_KEY_EXISTS',
      `Appointment key ${key} is already used by ${taken.uuid}`,
    );
  }
}

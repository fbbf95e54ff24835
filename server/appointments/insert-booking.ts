import { type Placeholder, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { preparedSql } from '../db/prepared';
import { appointmentHistory, appointmentServices, appointments } from '../db/schema';

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

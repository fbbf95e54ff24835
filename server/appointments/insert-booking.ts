import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { appointmentHistory, appointmentServices, appointments } from '../db/schema';
import { recordPlaceholders, recordValues, type Statement, statement } from '../db/statement';

type Booking = {
  appointment: typeof appointments.$inferInsert;
  services: (typeof appointmentServices.$inferInsert)[];
  history: typeof appointmentHistory.$inferInsert;
};

// Keys left undefined are not written, so their columns take their defaults.
const writtenKeys = (record: Record<string, unknown>) =>
  Object.keys(record).filter((key) => record[key] !== undefined);

// One statement per shape of booking (which columns, how many service lines): a handful in use.
const statements = new Map<string, Statement<Record<string, unknown>, unknown>>();
const mostShapes = 200;

function statementFor(booking: Booking): Statement<Record<string, unknown>, unknown> {
  const appointmentKeys = writtenKeys(booking.appointment);
  const serviceKeys = booking.services.map(writtenKeys);
  const historyKeys = writtenKeys(booking.history);
  const shape = JSON.stringify([appointmentKeys, serviceKeys, historyKeys]);
  const known = statements.get(shape);
  if (known) return known;
  const written = statement((tx) => {
    const appointment = tx
      .insert(appointments)
      .values(recordPlaceholders(appointmentKeys, 'a_') as PgInsertValue<typeof appointments>);
    const services =
      serviceKeys.length > 0
        ? sql`, services as (${tx
            .insert(appointmentServices)
            .values(
              serviceKeys.map(
                (keys, i) => recordPlaceholders(keys, `s${i}_`) as PgInsertValue<typeof appointmentServices>,
              ),
            )
            .getSQL()})`
        : sql``;
    const history = tx
      .insert(appointmentHistory)
      .values(recordPlaceholders(historyKeys, 'h_') as PgInsertValue<typeof appointmentHistory>);
    // One statement: foreign keys are checked at its end, when all of the rows are in.
    return sql`with appointment as (${appointment.getSQL()})${services}, history as (${history.getSQL()}) select 1`;
  });
  if (statements.size >= mostShapes) statements.clear();
  statements.set(shape, written);
  return written;
}

/**
 * Writes a new appointment, its service lines and its first history entry in one statement that
 * is built once per shape of booking: every create passes here, and building the insert of a wide
 * row anew each time cost more than the database took to run it.
 */
export async function insertBooking(tx: Tx, booking: Booking): Promise<void> {
  const values = {
    ...recordValues(booking.appointment, 'a_'),
    ...Object.assign({}, ...booking.services.map((line, i) => recordValues(line, `s${i}_`))),
    ...recordValues(booking.history, 'h_'),
  };
  await statementFor(booking)(tx, values);
}

import { and, eq, sql } from 'drizzle-orm';
import { DomainError, type Warning } from '../core/errors';
import type { Tx } from '../db/client';
import { preparedSql } from '../db/prepared';
import { appointments } from '../db/schema';
import { finalStatuses } from './statuses';

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
  const [duplicate] = await activeAppointmentOfDay(tx, {
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
  const [row] = await futureAppointmentCount(tx, {
    customerUuid: input.customerUuid,
    now: input.now.toISOString(),
  });
  const future = row?.future ?? 0;
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
  const [taken] = await tx
    .select({ uuid: appointments.uuid })
    .from(appointments)
    .where(and(eq(appointments.dealerUuid, dealerUuid), eq(appointments.appointmentKey, key)));
  if (taken && taken.uuid !== exceptUuid) {
    throw new DomainError(
      'APPOINTMENT_KEY_EXISTS',
      `Appointment key ${key} is already used by ${taken.uuid}`,
    );
  }
}

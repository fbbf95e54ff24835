import type { Warning } from '../core/errors';
import type { Tx } from '../db/client';
import type { Dealer } from '../db/schema';
import { loadEngineBookings } from '../scheduling/booking-records';
import type { EngineBooking } from '../scheduling/engine/types';
import { checkFutureAppointmentLimit, checkNoDuplicate, lockDepartmentDay } from './appointment-records';

export const defaultMaxFutureAppointments = 3;

/** The customer and the department day a new booking is checked against. */
export type BookingDay = {
  customerUuid: string;
  dealer: Dealer;
  departmentUuid: string;
  localDate: string;
  now: Date;
};

/** What the department-day lock guards, as the new booking found it. */
export type DayUnderLock = {
  /** The warning of the customer's limit of future appointments, if this booking reaches it. */
  warnings: Warning[];
  /** The department's bookings of the day. */
  bookings: EngineBooking[];
};

/**
 * Takes the department-day lock and sends what needs it right behind it on the transaction's
 * connection, whose statements run one after another: the customer's duplicate and limit checks
 * and the day's bookings are read once the lock is held, and cannot change before this booking
 * commits. The one place a booking takes the lock.
 */
export async function lockDayAndCheck(
  tx: Tx,
  day: BookingDay & { vehicleUuid: string | null },
): Promise<DayUnderLock> {
  const { customerUuid, localDate } = day;
  // Sent at once, the lock first; every answer in before the first failure, in this order, is thrown.
  const sent = {
    lock: lockDepartmentDay(tx, day.departmentUuid, localDate),
    noDuplicate: checkNoDuplicate(tx, { customerUuid, vehicleUuid: day.vehicleUuid, localDate }),
    warnings: checkFutureAppointmentLimit(tx, {
      customerUuid,
      now: day.now,
      max: day.dealer.features.maxFutureAppointmentsPerCustomer ?? defaultMaxFutureAppointments,
    }),
    bookings: loadEngineBookings(tx, { departmentUuid: day.departmentUuid, dates: [localDate] }),
  };
  await Promise.allSettled(Object.values(sent));
  await sent.lock;
  await sent.noDuplicate;
  const warnings = await sent.warnings;
  const bookings = await sent.bookings;
  return { warnings, bookings };
}

import type { Tx } from '../db/client';
import type { EngineBooking, EngineDepartment } from './engine/types';
import { loadEngineBookings } from './load-engine-bookings';
import { loadEngineDepartment } from './load-engine-department';

/** What the engine needs to judge one booking: the department's rules and that day's bookings. */
export type BookingRuleInputs = {
  department: Omit<EngineDepartment, 'timeZone'>;
  bookings: EngineBooking[];
};

/**
 * Loads the rules and the day's bookings in one round trip. Called under the department-day lock
 * (or pipelined right behind it), so the bookings cannot change before the booking commits.
 */
export async function loadBookingRuleInputs(
  tx: Tx,
  input: { departmentUuid: string; localDate: string },
): Promise<BookingRuleInputs> {
  const [department, bookings] = await Promise.all([
    loadEngineDepartment(tx, input.departmentUuid),
    loadEngineBookings(tx, {
      departmentUuid: input.departmentUuid,
      dates: [input.localDate],
    }),
  ]);
  return { department, bookings };
}

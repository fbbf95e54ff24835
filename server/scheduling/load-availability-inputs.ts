import type { Tx } from '../db/client';
import type { EngineBooking, EngineDepartment } from './engine/types';
import { loadEngineDepartment } from './load-engine-department';
import { loadWindowBookings } from './load-window-bookings';
import { getSchedulingDepartment, type SchedulingDepartment } from './scheduling-department';

/** Department, rules and the bookings of the dates, fetched together (not one after another). */
export async function loadAvailabilityInputs(
  tx: Tx,
  input: { departmentUuid: string; dates: readonly string[] },
): Promise<{ scheduling: SchedulingDepartment; department: EngineDepartment; bookings: EngineBooking[] }> {
  const [scheduling, department, bookings] = await Promise.all([
    getSchedulingDepartment(tx, input.departmentUuid),
    loadEngineDepartment(tx, input.departmentUuid),
    loadWindowBookings(tx, input),
  ]);
  return { scheduling, department: { ...department, timeZone: scheduling.timeZone }, bookings };
}

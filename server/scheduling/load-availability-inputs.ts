import type { Tx } from '../db/client';
import type { EngineBooking, EngineDepartment } from './engine/types';
import { loadEngineBookings } from './load-engine-bookings';
import { loadEngineDepartment } from './load-engine-department';
import { getSchedulingDepartment, type SchedulingDepartment } from './scheduling-department';

/** Department, rules and the window's bookings, fetched together (pipelined, not one after another). */
export async function loadAvailabilityInputs(
  tx: Tx,
  input: { departmentUuid: string; fromDate: string; toDate: string },
): Promise<{ scheduling: SchedulingDepartment; department: EngineDepartment; bookings: EngineBooking[] }> {
  const [scheduling, department, bookings] = await Promise.all([
    getSchedulingDepartment(tx, input.departmentUuid),
    loadEngineDepartment(tx, input.departmentUuid),
    loadEngineBookings(tx, input),
  ]);
  return { scheduling, department: { ...department, timeZone: scheduling.timeZone }, bookings };
}

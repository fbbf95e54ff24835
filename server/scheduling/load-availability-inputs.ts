import type { Tx } from '../db/client';
import { type DayVersions, departmentVersion } from './day-result-cache';
import type { EngineBooking, EngineDepartment } from './engine/types';
import { loadEngineDepartment } from './load-engine-department';
import { loadWindowBookings } from './load-window-bookings';
import { getSchedulingDepartment, type SchedulingDepartment } from './scheduling-department';

/**
 * Department, rules and the bookings of the dates, fetched together (not one after another), with
 * the versions evaluated days are remembered by.
 */
export async function loadAvailabilityInputs(
  tx: Tx,
  input: { departmentUuid: string; dates: readonly string[] },
): Promise<{
  scheduling: SchedulingDepartment;
  department: EngineDepartment;
  bookings: EngineBooking[];
  versions: DayVersions;
}> {
  const [scheduling, department, window] = await Promise.all([
    getSchedulingDepartment(tx, input.departmentUuid),
    loadEngineDepartment(tx, input.departmentUuid),
    loadWindowBookings(tx, input),
  ]);
  return {
    scheduling,
    department: { ...department, timeZone: scheduling.timeZone },
    bookings: window.bookings,
    versions: {
      department: departmentVersion(department.fingerprint, scheduling.timeZone),
      days: window.dayStamps,
    },
  };
}

import { allInOrderNamed } from '../db/all-in-order';
import type { Tx } from '../db/client';
import type { AvailabilityRequest } from './availability.schemas';
import { selectionOfRequest } from './availability-request';
import { loadEngineBookings, loadWindowBookings } from './booking-records';
import { type DayVersions, departmentVersion } from './day-result-cache';
import {
  getSchedulingDepartment,
  loadEngineDepartment,
  type SchedulingDepartment,
} from './department-records';
import type { EngineBooking, EngineDepartment } from './engine/types';
import type { Selection } from './resolve-selection';

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

export type AvailabilityInputsWithSelection = {
  scheduling: SchedulingDepartment;
  department: EngineDepartment;
  bookings: EngineBooking[];
  versions: DayVersions;
  selection: Selection;
};

/**
 * The department, its rules and the bookings of the dates, and the body's selection checked
 * against that department, in one round trip: the selection's services are looked up while the
 * department still loads. A fault of the department is reported before one of the selection.
 */
export async function loadAvailabilityWithSelection(
  tx: Tx,
  input: { departmentUuid: string; dates: readonly string[]; body: AvailabilityRequest },
): Promise<AvailabilityInputsWithSelection> {
  const { departmentUuid, body } = input;
  const loading = loadAvailabilityInputs(tx, { departmentUuid, dates: input.dates });
  const { inputs, selection } = await allInOrderNamed({
    inputs: () => loading,
    selection: () =>
      selectionOfRequest(
        tx,
        loading.then((loaded) => loaded.department),
        { departmentUuid, body },
      ),
  });
  return { ...inputs, selection };
}

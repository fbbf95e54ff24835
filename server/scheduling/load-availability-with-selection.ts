import { allInOrderNamed } from '../db/all-in-order';
import type { Tx } from '../db/client';
import type { AvailabilityRequest } from './availability.schemas';
import { selectionOfRequest } from './availability-request';
import type { DayVersions } from './day-result-cache';
import type { EngineBooking, EngineDepartment } from './engine/types';
import { loadAvailabilityInputs } from './load-availability-inputs';
import type { Selection } from './resolve-selection';
import type { SchedulingDepartment } from './scheduling-department';

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

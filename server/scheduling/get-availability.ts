import type { UseCaseContext } from '../core/context';
import type { AvailabilityRequest, AvailabilityResponse } from './availability.schemas';
import { availabilityInputs } from './availability-inputs';
import { windowRequestOf } from './availability-request';
import { availabilityWindow, pastDatesWarnings } from './availability-window';
import { evaluateSelection } from './evaluate-selection';
import { selectionState } from './selection-state';
import { type SlotFilter, toWireAvailability } from './to-wire-availability';

type Query = {
  refreshSelectionState?: 'true' | 'false';
  fetchAvailability?: 'true' | 'false';
  includeAllSlots?: 'true' | 'false';
};

/**
 * POST /department/{id}/availability: every slot of the requested days with available or not and
 * why, for the selected advisors, teams, transport options and services.
 */
export async function getAvailability(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUUID: string }; query: Query; body: AvailabilityRequest },
): Promise<AvailabilityResponse> {
  const { body, query } = input;
  const departmentUuid = input.params.dealerDepartmentUUID;
  const now = new Date();
  const window = availabilityWindow(body.dates);
  const { scheduling, department, bookings, versions, selection } = await availabilityInputs(ctx.db, {
    departmentUuid,
    dates: window.dates,
    body,
  });
  const days = evaluateSelection(
    department,
    bookings,
    selection,
    windowRequestOf(body, window.dates, now),
    versions,
  );
  const filter: SlotFilter =
    query.includeAllSlots === 'true'
      ? 'all'
      : query.fetchAvailability === 'true'
        ? 'available'
        : 'unavailable';
  return {
    statusCode: 200,
    dealerDepartmentUuid: departmentUuid,
    timeZone: scheduling.timeZone,
    selectionState: query.refreshSelectionState === 'true' ? selectionState(department, selection) : null,
    ...toWireAvailability(days, filter),
    errors: [],
    warnings: [
      ...window.warnings,
      ...pastDatesWarnings(window.dates, { now, timeZone: scheduling.timeZone }),
    ],
  };
}

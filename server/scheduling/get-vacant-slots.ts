import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { isCalendarDate } from '../time/wall-clock';
import type { AvailabilityResponse, VacantSlotsRequest } from './availability.schemas';
import { loadAvailabilityInputs } from './availability-input-records';
import { hhmm } from './availability-request';
import { availabilityWindow, consecutiveDays, pastDatesWarnings } from './availability-window';
import { evaluateSelection } from './evaluate-selection';
import { resolveSelection } from './resolve-selection';
import { toWireAvailability } from './to-wire-availability';

function requestedDates(body: VacantSlotsRequest): string[] | null {
  if (body.dates && body.dates.length > 0) return body.dates;
  if (!body.startDate) return null;
  if (!isCalendarDate(body.startDate)) {
    throw new DomainError('INVALID_DATE_FORMAT', `startDate is not a date in yyyy-MM-dd: ${body.startDate}`);
  }
  return consecutiveDays(body.startDate, body.numberOfDays ?? 1);
}

/**
 * POST /department/{id}/vacantTimeSlotInfoWithRules (deprecated): the old request shape answered
 * by the same engine as /availability, every slot listed with its rule warnings.
 */
export async function getVacantSlots(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUUID: string }; body: VacantSlotsRequest },
): Promise<AvailabilityResponse> {
  const { body } = input;
  const departmentUuid = input.params.dealerDepartmentUUID;
  const now = new Date();
  const window = availabilityWindow(requestedDates(body));
  const { scheduling, department, bookings, versions } = await loadAvailabilityInputs(ctx.db, {
    departmentUuid,
    dates: window.dates,
  });
  let transportOptionUuids: string[] = [];
  const customName = body.transportOptionCustomName?.trim().toLowerCase();
  if (customName) {
    const option = department.transportOptions.find((o) => o.name.toLowerCase() === customName);
    if (!option) {
      throw new DomainError(
        'SELECTED_TRANSPORT_OPTIONS_NOT_FOUND',
        `No transport option named "${body.transportOptionCustomName}" in this department`,
      );
    }
    transportOptionUuids = [option.uuid];
  }
  const selection = await resolveSelection(ctx.db, department, {
    departmentUuid,
    advisorUuids: body.daIdList,
    teamUuids: body.teamUuidList,
    transportOptionUuids,
    operationUuids: body.operationUuidList,
    laborOpCodes: body.laborOpcodeList,
  });
  const days = evaluateSelection(
    department,
    bookings,
    selection,
    {
      dates: window.dates,
      now,
      recall: (body.selectedRecallOemIdSet?.length ?? 0) > 0,
      online: body.isWebScheduler === true,
      durationMinutes: null,
      startTime: hhmm(body.startTime),
      endTime: hhmm(body.endTime),
      excludeAppointmentUuid: body.appointmentUuid ?? null,
    },
    versions,
  );
  return {
    statusCode: 200,
    dealerDepartmentUuid: departmentUuid,
    timeZone: scheduling.timeZone,
    selectionState: null,
    ...toWireAvailability(days, 'all'),
    errors: [],
    warnings: [
      {
        warningCode: 'DEPRECATED_OPERATION',
        warningDescription: `vacantTimeSlotInfoWithRules is deprecated; use POST /api/appointment/v2/department/${departmentUuid}/availability`,
      },
      ...window.warnings,
      ...pastDatesWarnings(window.dates, { now, timeZone: scheduling.timeZone }),
    ],
  };
}

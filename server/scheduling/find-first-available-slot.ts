import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { addDays, instantToLocalDate, isCalendarDate } from '../time/wall-clock';
import type { AvailabilityRequest } from './availability.schemas';
import { departmentSetupWithSelection, windowBookings } from './availability-inputs';
import { windowRequestOf } from './availability-request';
import { consecutiveDays, maxAvailabilityDays } from './availability-window';
import { chooseAdvisor } from './engine';
import { evaluateSelection } from './evaluate-selection';
import { availabilityFromMemory } from './scheduling-changes';

/** How far ahead the first free slot is looked for. */
export const firstSlotSearchDays = 90;

/**
 * POST /department/{id}/first-available-slot: the earliest free slot from `dates[0]` (today when
 * absent or past) up to 90 days on, for the same selection /availability takes. Searches 21 days
 * at a time, so a near slot costs one window of bookings.
 */
export async function findFirstAvailableSlot(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUUID: string }; body: AvailabilityRequest },
) {
  const { body } = input;
  const departmentUuid = input.params.dealerDepartmentUUID;
  const asked = body.dates?.[0] ?? null;
  if (asked !== null && !isCalendarDate(asked)) {
    throw new DomainError('INVALID_DATE_FORMAT', `dates[0] is not a date in yyyy-MM-dd: ${asked}`);
  }
  const now = new Date();
  // Remembered days and set-up where they may be trusted (see availabilityFromMemory).
  const fromMemory = await availabilityFromMemory(ctx.db);
  const { scheduling, department, version, selection } = await departmentSetupWithSelection(
    ctx.db,
    fromMemory,
    { departmentUuid, body },
  );
  const today = instantToLocalDate(now, scheduling.timeZone);
  const start = asked && asked > today ? asked : today;
  for (let offset = 0; offset < firstSlotSearchDays; offset += maxAvailabilityDays) {
    const dates = consecutiveDays(
      addDays(start, offset),
      Math.min(maxAvailabilityDays, firstSlotSearchDays - offset),
    );
    const { bookings, dayStamps } = await windowBookings(ctx.db, fromMemory, { departmentUuid, dates });
    const days = evaluateSelection(department, bookings, selection, windowRequestOf(body, dates, now), {
      department: version,
      days: dayStamps,
    });
    for (const day of days) {
      const slot = day.slots.find((s) => s.available);
      if (slot) {
        return {
          statusCode: 200,
          dateTime: `${day.date} ${slot.time}:00`,
          dealerAssociateUuid: chooseAdvisor(day, slot.time, bookings, department),
          transportOptionUuids: slot.transportOptionUuids,
          errors: [],
          warnings: [],
        };
      }
    }
  }
  return {
    statusCode: 200,
    dateTime: null,
    dealerAssociateUuid: null,
    transportOptionUuids: [],
    errors: [],
    warnings: [
      {
        warningCode: 'NO_SLOT_AVAILABLE',
        warningDescription: `No slot is free from ${start} through ${addDays(start, firstSlotSearchDays - 1)} for this selection`,
      },
    ],
  };
}

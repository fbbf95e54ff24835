import { allInOrderNamed } from '../db/all-in-order';
import type { Tx } from '../db/client';
import { type BookingRuleInputs, loadBookingRuleInputs } from '../scheduling/availability-input-records';
import { checkBookingRules } from '../scheduling/check-booking-rules';
import type { AppointmentChanges } from './appointment-changes';
import { lockDepartmentDay } from './appointment-records';
import type { ServiceLine } from './build-service-lines';
import { type AppointmentTimes, withServiceLength } from './parse-appointment-times';
import { serviceDemand, storedServiceDemand } from './service-demand';

type SlotRuleInputs = {
  /** What the appointment's services (the new ones, else the stored ones) ask of the rules. */
  demand: { opcodeUuids: string[]; laborMinutes: number };
  ruleInputs: BookingRuleInputs;
};

/** The services' demand and the day's rules and bookings, in one round trip. */
async function loadSlotRuleInputs(
  tx: Tx,
  input: { appointmentUuid: string; departmentUuid: string; localDate: string; lines: ServiceLine[] | null },
): Promise<SlotRuleInputs> {
  return allInOrderNamed({
    demand: () => (input.lines ? serviceDemand(input.lines) : storedServiceDemand(tx, input.appointmentUuid)),
    ruleInputs: () =>
      loadBookingRuleInputs(tx, { departmentUuid: input.departmentUuid, localDate: input.localDate }),
  });
}

/**
 * Checks the changed booking against the department's rules under the department-day lock (its
 * own booking not counting against it) and assigns the advisor the rules allow.
 */
export async function recheckSlot(
  tx: Tx,
  draft: AppointmentChanges,
  input: {
    timeZone: string;
    times: AppointmentTimes;
    moved: boolean;
    reassign: boolean;
    now: Date;
    /** The new service lines, or null when the update keeps the stored ones. */
    lines: ServiceLine[] | null;
    /** Set when the end follows the services (the update moves the visit or changes its services and sends no end). */
    serviceLength: { slotSizeMinutes: number } | null;
  },
): Promise<void> {
  const { current, next } = draft;
  const { localDate } = input.times;
  await lockDepartmentDay(tx, current.departmentUuid, localDate);
  const { demand, ruleInputs } = await loadSlotRuleInputs(tx, {
    appointmentUuid: current.uuid,
    departmentUuid: current.departmentUuid,
    localDate,
    lines: input.lines,
  });
  // Without an end of its own, the visit is as long as its services (the new ones, else the stored).
  const times = input.serviceLength
    ? withServiceLength(input.times, {
        serviceMinutes: demand.laborMinutes,
        slotSizeMinutes: input.serviceLength.slotSizeMinutes,
      })
    : input.times;
  if (input.serviceLength) draft.change('endAt', times.endAt);
  const { startAt, endAt, startWallClock } = times;
  const { advisorUuid } = checkBookingRules(ruleInputs, {
    timeZone: input.timeZone,
    localDate,
    startWallClock,
    startAt,
    endAt,
    // A booking that keeps its time may already have begun.
    now: input.moved ? input.now : new Date(0),
    advisorUuid: input.reassign
      ? null
      : (next.assignedDealerAssociateUuid ?? current.assignedDealerAssociateUuid ?? null),
    teamUuid: next.teamUuid !== undefined ? next.teamUuid : current.teamUuid,
    transportOptionUuid:
      next.transportOptionUuid !== undefined ? next.transportOptionUuid : current.transportOptionUuid,
    ...demand,
    recall: next.recall ?? current.recall,
    online: current.platform === 'online',
    excludeAppointmentUuid: current.uuid,
  });
  draft.change('assignedDealerAssociateUuid', advisorUuid);
}

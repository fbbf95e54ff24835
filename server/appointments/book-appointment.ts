import { DomainError, type Warning } from '../core/errors';
import type { Tx } from '../db/client';
import { newUuid } from '../ids';
import { sendAppointmentMessages } from '../messaging/appointment-messages';
import { checkBookingRules } from '../scheduling/check-booking-rules';
import type { EngineBooking } from '../scheduling/engine/types';
import type { AppointmentRequest } from './appointment.schemas';
import { checkDayUnderLock } from './booking-day';
import { type CheckedBookingRequest, checkBookingRequest } from './check-booking-request';
import { getDepartmentForBooking } from './get-department-for-booking';
import { mergeAppointmentRequest } from './merge-request';
import { newAppointment } from './new-appointment';
import { type Actor, platformOf } from './record-history';
import { serviceDemand } from './service-demand';
import { storedPreferences } from './stored-preferences';
import { writeBooking } from './write-booking';

/** Checks the booking against the department's rules and the day's bookings: the advisor it gets. */
function advisorTheRulesAllow(
  checked: CheckedBookingRequest,
  input: { timeZone: string; bookings: EngineBooking[]; now: Date; recall: boolean; online: boolean },
): string {
  const { times } = checked;
  const { advisorUuid } = checkBookingRules(
    { department: checked.rules, bookings: input.bookings },
    {
      timeZone: input.timeZone,
      localDate: times.localDate,
      startAt: times.startAt,
      endAt: times.endAt,
      now: input.now,
      advisorUuid: checked.askedAdvisor?.uuid ?? null,
      teamUuid: checked.teamUuid,
      transportOptionUuid: checked.transport.transportOptionUuid,
      ...serviceDemand(checked.services.lines),
      recall: input.recall,
      online: input.online,
    },
  );
  return advisorUuid;
}

/**
 * Books one appointment inside the caller's transaction: validates every reference against the
 * dealer, takes the department-day lock, checks the slot, the advisor and the customer's limits,
 * and writes the appointment, its services and its first history entry.
 */
export async function bookAppointment<ReadBack = undefined>(
  tx: Tx,
  input: {
    dealerUuid: string;
    body: AppointmentRequest;
    actor: Actor;
    now: Date;
    /** false (partner update with enforcePreferences=false) lets a booking name no advisor even where the dealer requires one. */
    enforcePreferences?: boolean;
    /** What the caller answers with, read in the round trip that writes the booking. */
    readBack?: (appointmentUuid: string) => Promise<ReadBack>;
  },
): Promise<{ appointmentUuid: string; warnings: Warning[]; readBack: ReadBack | undefined }> {
  const request = mergeAppointmentRequest(input.body);
  const customerUuid = request.customerUuid?.trim();
  if (!customerUuid) throw new DomainError('MISSING_CUSTOMER_UUID', 'customerUuid is required');
  const booking = await getDepartmentForBooking(tx, {
    dealerUuid: input.dealerUuid,
    departmentUuid: request.assignedUser?.deptUUID,
  });
  const { dealer, department } = booking;
  const status = request.status?.trim() || 'Scheduled';
  const checked = await checkBookingRequest(tx, {
    booking,
    request,
    customerUuid,
    status,
    now: input.now,
    enforcePreferences: input.enforcePreferences,
  });
  const { times, services } = checked;
  const { warnings, bookings } =
    checked.underLock ??
    (await checkDayUnderLock(tx, {
      customerUuid,
      dealer,
      departmentUuid: department.uuid,
      localDate: times.localDate,
      now: input.now,
      vehicleUuid: checked.vehicleUuid,
    }));
  const advisorUuid = advisorTheRulesAllow(checked, {
    timeZone: dealer.timeZone,
    bookings,
    now: input.now,
    recall: request.recall ?? false,
    online: platformOf(input.actor) === 'online',
  });

  const appointmentUuid = newUuid();
  const preferences = storedPreferences(request.customerAppointmentPreference);
  const { readBack } = await writeBooking(tx, {
    appointment: newAppointment({
      uuid: appointmentUuid,
      dealerUuid: dealer.uuid,
      departmentUuid: department.uuid,
      customerUuid,
      vehicleUuid: checked.vehicleUuid,
      status,
      times,
      advisorUuid,
      creatorUuid: checked.creator?.uuid ?? null,
      teamUuid: checked.teamUuid,
      transport: checked.transport,
      preferences,
      request,
      actor: input.actor,
    }),
    lines: services.lines,
    actor: input.actor,
    readBack: input.readBack,
  });
  // The confirmation reads the booking back; none when the customer asked for no communication.
  if (preferences?.notifyCustomer) await sendAppointmentMessages(tx, { appointmentUuid, event: 'CREATED' });
  return { appointmentUuid, warnings: [...warnings, ...services.warnings], readBack };
}

import { DomainError, type Warning } from '../core/errors';
import type { Principal } from '../core/principal';
import type { Tx } from '../db/client';
import type { Dealer, DealerAssociate } from '../db/schema';
import { newUuid } from '../ids';
import { checkBookingRules } from '../scheduling/check-booking-rules';
import { type LoadedDepartment, loadEngineDepartment } from '../scheduling/department-records';
import type { AppointmentRequest } from './appointment.schemas';
import { checkAppointmentKeyFree, isCustomerOfDealer } from './appointment-records';
import { type BookingDay, type DayUnderLock, lockDayAndCheck } from './booking-day';
import { type BookingDepartment, getDepartmentForBooking } from './booking-department-records';
import { type BookingOverride, checkBookingOverride } from './booking-override';
import { type BuiltServiceLines, buildServiceLines, type ServiceLine } from './build-service-lines';
import { type MergedAppointmentRequest, mergeAppointmentRequest } from './merge-request';
import { type NewAppointment, newAppointment } from './new-appointment';
import { type AppointmentTimes, parseAppointmentTimes, withServiceLength } from './parse-appointment-times';
import { type Actor, platformOf } from './record-history';
import { resolveDealerAssociate, resolveTeam } from './resolve-advisor';
import { type ResolvedTransport, resolveTransportOption } from './resolve-transport-option';
import { resolveVehicle } from './resolve-vehicle';
import { serviceDemand } from './service-demand';
import { creatableStatuses } from './statuses';
import { storedPreferences } from './stored-preferences';

async function requireCustomer(tx: Tx, input: { dealer: Dealer; customerUuid: string }): Promise<void> {
  if (!(await isCustomerOfDealer(tx, { customerUuid: input.customerUuid, dealerUuid: input.dealer.uuid }))) {
    throw new DomainError(
      'CUSTOMER_INFO_MISSING',
      `${input.dealer.name} has no customer ${input.customerUuid}; save the customer first (customer API, searchForDuplicate true)`,
    );
  }
}

async function requireCreatableStatus(status: string): Promise<void> {
  if (!creatableStatuses.has(status)) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_STATUS',
      `A new appointment cannot start as "${status}"; send null`,
    );
  }
}

/** The advisor the booking asks for; the dealer's preferences may require one. */
async function askedAdvisor(
  tx: Tx,
  input: { booking: BookingDepartment; request: MergedAppointmentRequest; enforcePreferences?: boolean },
): Promise<DealerAssociate | null> {
  const { dealer, department } = input.booking;
  const uuid = input.request.assignedUser?.uuid;
  const asked = uuid
    ? await resolveDealerAssociate(tx, { departmentUuid: department.uuid, uuid, role: 'advisor' })
    : null;
  if (!asked && dealer.features.advisorRequired && input.enforcePreferences !== false) {
    throw new DomainError(
      'USER_UUID_MANDATORY',
      `${dealer.name} requires an advisor: send assignedUser.uuid`,
    );
  }
  return asked;
}

/** What a booking is asked for, whoever asks: the API, a confirmed draft, trips, online booking. */
export type BookingRequest = {
  dealerUuid: string;
  body: AppointmentRequest;
  actor: Actor;
  now: Date;
  /** false (partner update with enforcePreferences=false) lets a booking name no advisor even where the dealer requires one. */
  enforcePreferences?: boolean;
  /**
   * Who asks, for an override (isOverridden: a walk-in booked over the notice window and advisors'
   * limits, booking-override.ts). Absent for callers that never override (drafts, trips).
   */
  principal?: Principal | null;
};

/** A request whose every reference and rule was checked, under the department-day lock: ready to write. */
export type CheckedBooking = {
  appointment: NewAppointment;
  lines: ServiceLine[];
  warnings: Warning[];
  /** The override it was booked with (its reason goes into the history). */
  override: BookingOverride | null;
};

/** The visit's times, or why they cannot be parsed: kept until the fault's turn comes. */
function settledTimes(
  input: Parameters<typeof parseAppointmentTimes>[0],
): { times: AppointmentTimes } | { error: unknown } {
  try {
    return { times: parseAppointmentTimes(input) };
  } catch (error) {
    return { error };
  }
}

/** The request's references, resolved against the dealer's data, and the day under its lock. */
type LookedUp = {
  times: AppointmentTimes;
  vehicleUuid: string | null;
  transport: ResolvedTransport;
  teamUuid: string | null;
  creator: DealerAssociate | null;
  askedAdvisor: DealerAssociate | null;
  services: BuiltServiceLines;
  rules: LoadedDepartment;
  underLock: DayUnderLock;
};

type LookUpInput = {
  booking: BookingDepartment;
  request: MergedAppointmentRequest;
  customerUuid: string;
  /** The customer's vehicle, looked up with the department (it needs nothing of it). */
  vehicle: Promise<string | null>;
  status: string;
  now: Date;
  enforcePreferences?: boolean;
};

/**
 * The references, the rules, the department-day lock and what needs it in one round trip; a
 * request with several faults hears of them in this order. The day's lock is taken here and only
 * here: the checks that need it go out right behind it.
 */
async function lookUp(tx: Tx, input: LookUpInput): Promise<LookedUp> {
  const { booking, request, customerUuid, vehicle } = input;
  const { dealer, department } = booking;
  const departmentUuid = department.uuid;
  const startDate = request.appointmentStartDateTime?.slice(0, 10) ?? '';
  // Parsed first so that the day's lock is asked for with the look-ups; a bad time is still
  // reported in its place among them.
  const parsed = settledTimes({
    start: request.appointmentStartDateTime,
    end: request.appointmentEndDateTime,
    timeZone: dealer.timeZone,
    slotSizeMinutes: booking.slotSizeMinutes(startDate),
    now: input.now,
  });
  const parsedTimes = () =>
    'times' in parsed ? Promise.resolve(parsed.times) : Promise.reject(parsed.error);
  const day: Omit<BookingDay, 'localDate'> = { customerUuid, dealer, departmentUuid, now: input.now };
  const teamUuid = request.assignedUser?.teamUuid;
  const creatorUuid = request.creatorUser?.uuid;
  const key = request.appointmentKey;
  // Answered in the round trip before: its failure waits for its turn below.
  await vehicle.catch(() => undefined);
  // All sent at once, in this order (the lock before what needs it); once every one is answered,
  // the first failure in this order is thrown, as it would have been had they run one by one.
  const asked = {
    customer: requireCustomer(tx, { dealer, customerUuid }),
    times: parsedTimes(),
    status: requireCreatableStatus(input.status),
    vehicleUuid: vehicle,
    transport: resolveTransportOption(tx, { departmentUuid, option: request.transportOption }),
    teamUuid: teamUuid ? resolveTeam(tx, { departmentUuid, teamUuid }) : null,
    creator: creatorUuid
      ? resolveDealerAssociate(tx, { departmentUuid, uuid: creatorUuid, role: 'creator' })
      : null,
    keyFree: key ? checkAppointmentKeyFree(tx, dealer.uuid, key) : null,
    askedAdvisor: askedAdvisor(tx, { booking, request, enforcePreferences: input.enforcePreferences }),
    services: buildServiceLines(tx, { departmentUuid, items: request.serviceList ?? [] }),
    rules: loadEngineDepartment(tx, departmentUuid),
    underLock: Promise.all([parsedTimes(), vehicle]).then(([times, vehicleUuid]) =>
      lockDayAndCheck(tx, { ...day, localDate: times.localDate, vehicleUuid }),
    ),
  };
  await Promise.allSettled(Object.values(asked));
  const found = {
    customer: await asked.customer,
    times: await asked.times,
    status: await asked.status,
    vehicleUuid: await asked.vehicleUuid,
    transport: await asked.transport,
    teamUuid: await asked.teamUuid,
    creator: await asked.creator,
    keyFree: await asked.keyFree,
    askedAdvisor: await asked.askedAdvisor,
    services: await asked.services,
    rules: await asked.rules,
    underLock: await asked.underLock,
  };
  // Without an end of its own, the visit is as long as its services.
  const times = request.appointmentEndDateTime
    ? found.times
    : withServiceLength(found.times, {
        serviceMinutes: serviceDemand(found.services.lines).laborMinutes,
        slotSizeMinutes: booking.slotSizeMinutes(found.times.localDate),
      });
  return { ...found, times };
}

/** The department's rules against the day's bookings: the advisor the booking gets. */
function advisorTheRulesAllow(
  found: LookedUp,
  input: { timeZone: string; now: Date; recall: boolean; online: boolean; override: boolean },
): string {
  const { times } = found;
  const { advisorUuid } = checkBookingRules(
    { department: found.rules, bookings: found.underLock.bookings },
    {
      timeZone: input.timeZone,
      localDate: times.localDate,
      startWallClock: times.startWallClock,
      startAt: times.startAt,
      endAt: times.endAt,
      now: input.now,
      advisorUuid: found.askedAdvisor?.uuid ?? null,
      teamUuid: found.teamUuid,
      transportOptionUuid: found.transport.transportOptionUuid,
      ...serviceDemand(found.services.lines),
      recall: input.recall,
      online: input.online,
      override: input.override,
    },
  );
  return advisorUuid;
}

/**
 * Checks a new booking: validates every reference against the dealer, takes the department-day
 * lock, checks the slot, the advisor and the customer's limits, and answers the appointment to
 * write with its service lines.
 */
export async function checkBookingRequest(tx: Tx, input: BookingRequest): Promise<CheckedBooking> {
  const request = mergeAppointmentRequest(input.body);
  const customerUuid = request.customerUuid?.trim();
  if (!customerUuid) throw new DomainError('MISSING_CUSTOMER_UUID', 'customerUuid is required');
  // Sent with the department's look-up; its failure is reported in its place among the checks.
  const vehicle = resolveVehicle(tx, { customerUuid, ref: request.vehicleInformation });
  vehicle.catch(() => undefined);
  const booking = await getDepartmentForBooking(tx, {
    dealerUuid: input.dealerUuid,
    departmentUuid: request.assignedUser?.deptUUID,
  });
  const { dealer, department } = booking;
  const status = request.status?.trim() || 'Scheduled';
  const { now, actor } = input;
  const override =
    input.principal === undefined
      ? null
      : checkBookingOverride(input.principal, request, {
          dealerUuid: dealer.uuid,
          departmentUuid: department.uuid,
        });
  const found = await lookUp(tx, {
    booking,
    request,
    customerUuid,
    vehicle,
    status,
    now,
    enforcePreferences: input.enforcePreferences,
  });
  const row = newAppointment({
    uuid: newUuid(),
    dealerUuid: dealer.uuid,
    departmentUuid: department.uuid,
    customerUuid,
    vehicleUuid: found.vehicleUuid,
    status,
    times: found.times,
    creatorUuid: found.creator?.uuid ?? null,
    teamUuid: found.teamUuid,
    transport: found.transport,
    preferences: storedPreferences(request.customerAppointmentPreference),
    // Set by the service alone: the visit was booked over the rules with an override.
    request: { ...request, isOverridden: override !== null },
    actor,
  });
  // Last: the department's rules against the day's bookings, which choose the advisor.
  const assignedDealerAssociateUuid = advisorTheRulesAllow(found, {
    timeZone: dealer.timeZone,
    now,
    recall: request.recall ?? false,
    online: platformOf(actor) === 'online',
    override: override !== null,
  });
  return {
    appointment: { ...row, assignedDealerAssociateUuid },
    lines: found.services.lines,
    warnings: [...found.underLock.warnings, ...found.services.warnings],
    override,
  };
}

import { sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import { allInOrderNamed, attempt } from '../db/all-in-order';
import type { Tx } from '../db/client';
import { preparedSql } from '../db/prepared';
import type { Dealer, DealerAssociate } from '../db/schema';
import { type LoadedDepartment, loadEngineDepartment } from '../scheduling/load-engine-department';
import { type BookingDay, type DayUnderLock, lockDayAndCheck } from './booking-day';
import { type BuiltServiceLines, buildServiceLines } from './build-service-lines';
import type { BookingDepartment } from './get-department-for-booking';
import type { MergedAppointmentRequest } from './merge-request';
import { type AppointmentTimes, parseAppointmentTimes } from './parse-appointment-times';
import { resolveDealerAssociate, resolveTeam } from './resolve-advisor';
import { type ResolvedTransport, resolveTransportOption } from './resolve-transport-option';
import { resolveVehicle, vehicleUuidWithoutLookup } from './resolve-vehicle';
import { checkAppointmentKeyFree } from './slot-checks';
import { creatableStatuses } from './statuses';

const customerOfDealer = preparedSql<{ customerUuid: string; dealerUuid: string }, { uuid: string }>(
  'customer-of-dealer',
  (v) => sql`select uuid from customers where uuid = ${v.customerUuid} and dealer_uuid = ${v.dealerUuid}`,
);

async function requireCustomer(tx: Tx, input: { dealer: Dealer; customerUuid: string }): Promise<void> {
  const [customer] = await customerOfDealer(tx, {
    customerUuid: input.customerUuid,
    dealerUuid: input.dealer.uuid,
  });
  if (!customer) {
    throw new DomainError(
      'CUSTOMER_INFO_MISSING',
      `${input.dealer.name} has no customer ${input.customerUuid}; save the customer first (customer API, searchForDuplicate true)`,
    );
  }
}

function requireCreatableStatus(status: string): void {
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

/** A new booking's request, checked against the dealer's data, with what the booking is made of. */
export type CheckedBookingRequest = {
  times: AppointmentTimes;
  vehicleUuid: string | null;
  transport: ResolvedTransport;
  teamUuid: string | null;
  creator: DealerAssociate | null;
  askedAdvisor: DealerAssociate | null;
  services: BuiltServiceLines;
  rules: LoadedDepartment;
  /** What the day's lock guards, when it could be checked in the same round trip. */
  underLock: DayUnderLock | null;
};

/**
 * The references, the rules, the department-day lock and what needs it in one round trip; a
 * request with several faults hears of them in this order. A vehicle named by VIN or key is looked
 * up first, so the checks that need it come after (`underLock` is null then).
 */
export async function checkBookingRequest(
  tx: Tx,
  input: {
    booking: BookingDepartment;
    request: MergedAppointmentRequest;
    customerUuid: string;
    status: string;
    now: Date;
    enforcePreferences?: boolean;
  },
): Promise<CheckedBookingRequest> {
  const { booking, request, customerUuid } = input;
  const { dealer, department } = booking;
  const departmentUuid = department.uuid;
  const startDate = request.appointmentStartDateTime?.slice(0, 10) ?? '';
  // Parsed first so that the day's lock is asked for with the look-ups; a bad time is still
  // reported in its place among them.
  const parsedTimes = attempt(() =>
    parseAppointmentTimes({
      start: request.appointmentStartDateTime,
      end: request.appointmentEndDateTime,
      timeZone: dealer.timeZone,
      slotSizeMinutes: booking.slotSizeMinutes(startDate),
      now: input.now,
    }),
  );
  const day: Omit<BookingDay, 'localDate'> = { customerUuid, dealer, departmentUuid, now: input.now };
  const vehicleWithoutLookup = vehicleUuidWithoutLookup(request.vehicleInformation);
  const teamUuid = request.assignedUser?.teamUuid;
  const creatorUuid = request.creatorUser?.uuid;
  const key = request.appointmentKey;
  const checked = await allInOrderNamed({
    customer: () => requireCustomer(tx, { dealer, customerUuid }),
    times: parsedTimes,
    status: () => requireCreatableStatus(input.status),
    vehicleUuid: () => resolveVehicle(tx, { customerUuid, ref: request.vehicleInformation }),
    transport: () => resolveTransportOption(tx, { departmentUuid, option: request.transportOption }),
    teamUuid: () => (teamUuid ? resolveTeam(tx, { departmentUuid, teamUuid }) : null),
    creator: () =>
      creatorUuid ? resolveDealerAssociate(tx, { departmentUuid, uuid: creatorUuid, role: 'creator' }) : null,
    keyFree: () => (key ? checkAppointmentKeyFree(tx, dealer.uuid, key) : null),
    askedAdvisor: () => askedAdvisor(tx, { booking, request, enforcePreferences: input.enforcePreferences }),
    services: () => buildServiceLines(tx, { departmentUuid, items: request.serviceList ?? [] }),
    rules: () => loadEngineDepartment(tx, departmentUuid),
    underLock: () =>
      parsedTimes().then((t) =>
        lockDayAndCheck(tx, { ...day, localDate: t.localDate, vehicleUuid: vehicleWithoutLookup }),
      ),
  });
  const { times, vehicleUuid, transport, teamUuid: team, creator, services, rules, underLock } = checked;
  return {
    times,
    vehicleUuid,
    transport,
    teamUuid: team,
    creator,
    askedAdvisor: checked.askedAdvisor,
    services,
    rules,
    underLock,
  };
}

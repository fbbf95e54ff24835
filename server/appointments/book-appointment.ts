import { sql } from 'drizzle-orm';
import { DomainError, type Warning } from '../core/errors';
import { allInOrder, attempt } from '../db/all-in-order';
import type { Tx } from '../db/client';
import type { Dealer } from '../db/schema';
import { statement } from '../db/statement';
import { newUuid } from '../ids';
import {
  confirmsByMessage,
  scheduleAppointmentReminder,
  sendAppointmentMessages,
} from '../messaging/appointment-messages';
import { checkBookingRules } from '../scheduling/check-booking-rules';
import { loadEngineBookings } from '../scheduling/load-engine-bookings';
import { loadEngineDepartment } from '../scheduling/load-engine-department';
import type { AppointmentRequest } from './appointment.schemas';
import { buildServiceLines } from './build-service-lines';
import { getDepartmentForBooking } from './get-department-for-booking';
import { insertBooking } from './insert-booking';
import { mergeAppointmentRequest } from './merge-request';
import { parseAppointmentTimes } from './parse-appointment-times';
import { type Actor, historyRow, platformOf } from './record-history';
import { resolveDealerAssociate, resolveTeam } from './resolve-advisor';
import { resolveTransportOption } from './resolve-transport-option';
import { resolveVehicle, vehicleUuidWithoutLookup } from './resolve-vehicle';
import { serviceDemand } from './service-demand';
import {
  checkAppointmentKeyFree,
  checkFutureAppointmentLimit,
  checkNoDuplicate,
  lockDepartmentDay,
} from './slot-checks';
import { creatableStatuses } from './statuses';
import { storedPreferences } from './stored-preferences';

export const defaultMaxFutureAppointments = 3;

const customerOfDealer = statement<{ customerUuid: string; dealerUuid: string }, { uuid: string }>(
  (_, v) => sql`select uuid from customers where uuid = ${v.customerUuid} and dealer_uuid = ${v.dealerUuid}`,
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
  const startDate = request.appointmentStartDateTime?.slice(0, 10) ?? '';
  const status = request.status?.trim() || 'Scheduled';
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
  // What needs the department-day lock: the customer's duplicate and limit checks and the day's
  // bookings. Once the lock is held, these cannot change before this booking commits.
  const underLock = (vehicleUuid: string | null, localDate: string) =>
    allInOrder([
      () => checkNoDuplicate(tx, { customerUuid, vehicleUuid, localDate }),
      () =>
        checkFutureAppointmentLimit(tx, {
          customerUuid,
          now: input.now,
          max: dealer.features.maxFutureAppointmentsPerCustomer ?? defaultMaxFutureAppointments,
        }),
      () => loadEngineBookings(tx, { departmentUuid: department.uuid, dates: [localDate] }),
    ]);
  const vehicleWithoutLookup = vehicleUuidWithoutLookup(request.vehicleInformation);
  // The references, the rules, the lock and what needs it in one round trip; a request with
  // several faults hears of them in this order. The checks go out right behind the lock on the
  // transaction's connection, whose statements run one after another: they start once the lock is
  // held and see every booking committed before. A vehicle named by VIN or key is looked up first.
  const [, times, , vehicleUuid, transport, teamUuid, creator, , askedAdvisor, services, rules, checked] =
    await allInOrder([
      () => requireCustomer(tx, { dealer, customerUuid }),
      parsedTimes,
      () => requireCreatableStatus(status),
      () => resolveVehicle(tx, { customerUuid, ref: request.vehicleInformation }),
      () => resolveTransportOption(tx, { departmentUuid: department.uuid, option: request.transportOption }),
      () =>
        request.assignedUser?.teamUuid
          ? resolveTeam(tx, { departmentUuid: department.uuid, teamUuid: request.assignedUser.teamUuid })
          : null,
      () =>
        request.creatorUser?.uuid
          ? resolveDealerAssociate(tx, {
              departmentUuid: department.uuid,
              uuid: request.creatorUser.uuid,
              role: 'creator',
            })
          : null,
      () =>
        request.appointmentKey ? checkAppointmentKeyFree(tx, dealer.uuid, request.appointmentKey) : null,
      async () => {
        const asked = request.assignedUser?.uuid
          ? await resolveDealerAssociate(tx, {
              departmentUuid: department.uuid,
              uuid: request.assignedUser.uuid,
              role: 'advisor',
            })
          : null;
        if (!asked && dealer.features.advisorRequired && input.enforcePreferences !== false) {
          throw new DomainError(
            'USER_UUID_MANDATORY',
            `${dealer.name} requires an advisor: send assignedUser.uuid`,
          );
        }
        return asked;
      },
      () => buildServiceLines(tx, { departmentUuid: department.uuid, items: request.serviceList ?? [] }),
      () => loadEngineDepartment(tx, department.uuid),
      () =>
        parsedTimes().then(async (t) => {
          const lock = lockDepartmentDay(tx, department.uuid, t.localDate);
          const checks =
            vehicleWithoutLookup === undefined ? null : underLock(vehicleWithoutLookup, t.localDate);
          const [, done] = await allInOrder([() => lock, () => checks]);
          return done;
        }),
    ]);
  const [, warnings, bookings] = checked ?? (await underLock(vehicleUuid, times.localDate));
  const { advisorUuid } = checkBookingRules(
    { department: rules, bookings },
    {
      timeZone: dealer.timeZone,
      localDate: times.localDate,
      startAt: times.startAt,
      endAt: times.endAt,
      now: input.now,
      advisorUuid: askedAdvisor?.uuid ?? null,
      teamUuid,
      transportOptionUuid: transport.transportOptionUuid,
      ...serviceDemand(services.lines),
      recall: request.recall ?? false,
      online: platformOf(input.actor) === 'online',
    },
  );

  const appointmentUuid = newUuid();
  const preferences = storedPreferences(request.customerAppointmentPreference);
  const appointment = {
    uuid: appointmentUuid,
    dealerUuid: dealer.uuid,
    departmentUuid: department.uuid,
    customerUuid,
    vehicleUuid,
    appointmentKey: request.appointmentKey ?? null,
    status,
    startAt: times.startAt,
    endAt: times.endAt,
    localDate: times.localDate,
    assignedDealerAssociateUuid: advisorUuid,
    creatorDealerAssociateUuid: creator?.uuid ?? null,
    teamUuid,
    ...transport,
    comments: request.comments ?? null,
    internalNotes: request.internalNotes ?? null,
    mileageText: request.mileageText ?? null,
    recall: request.recall ?? false,
    pushToDms: request.pushToDms ?? false,
    reminderCount: request.reminderCount ?? 0,
    isOverridden: request.isOverridden ?? false,
    overrideFutureNoPrefAppointment: request.overrideFutureNoPrefAppointment ?? false,
    draftUuid: request.draftUuid ?? null,
    sdSessionId: request.sdSessionId ?? null,
    pdrToOpcodes: request.pdrToOpcodes ?? null,
    deferredRecallList: request.deferredRecallDTOList ?? null,
    pickupDeliveryTripEvent: request.pickupDeliveryTripEvent ?? null,
    metaData: request.appointmentMetaData ?? null,
    preferences,
    platform: platformOf(input.actor),
    createdByPrincipal: input.actor.id,
  };
  // The insert is a statement, sent at once; the read-back, sent after it on the same connection,
  // runs after it and sees the booking (see `allInOrder`).
  const [, readBack] = await allInOrder([
    () =>
      insertBooking(tx, {
        appointment,
        services: services.lines.map((line) => ({ uuid: newUuid(), appointmentUuid, ...line })),
        history: historyRow({
          appointmentUuid,
          event: 'CREATED',
          fromStatus: null,
          toStatus: status,
          actor: input.actor,
        }),
      }),
    () => input.readBack?.(appointmentUuid),
    // The day-before reminder, queued with the booking.
    () =>
      scheduleAppointmentReminder(tx, {
        appointmentUuid,
        startAt: times.startAt,
        confirmed: confirmsByMessage(preferences),
      }),
  ]);
  // The confirmation reads the booking back; none when the customer asked for no communication.
  if (preferences?.notifyCustomer) await sendAppointmentMessages(tx, { appointmentUuid, event: 'CREATED' });
  return { appointmentUuid, warnings: [...warnings, ...services.warnings], readBack };
}

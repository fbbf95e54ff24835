import { and, eq, sql } from 'drizzle-orm';
import { allInOrder, attempt } from '../db/all-in-order';
import type { Tx } from '../db/client';
import { appointmentHistory, appointmentServices, appointments, customers, type Dealer } from '../db/schema';
import { DomainError, type Warning } from '../http/domain-error';
import { newUuid } from '../ids';
import { scheduleAppointmentReminder, sendAppointmentMessages } from '../messaging/appointment-messages';
import { checkBookingRules } from '../scheduling/check-booking-rules';
import { loadEngineBookings } from '../scheduling/load-engine-bookings';
import { loadEngineDepartment } from '../scheduling/load-engine-department';
import type { AppointmentRequest } from './appointment.schemas';
import { buildServiceLines } from './build-service-lines';
import { getDepartmentForBooking } from './get-department-for-booking';
import { mergeAppointmentRequest } from './merge-request';
import { parseAppointmentTimes } from './parse-appointment-times';
import { type Actor, historyRow, platformOf } from './record-history';
import { resolveDealerAssociate, resolveTeam } from './resolve-advisor';
import { resolveTransportOption } from './resolve-transport-option';
import { resolveVehicle } from './resolve-vehicle';
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

async function requireCustomer(tx: Tx, input: { dealer: Dealer; customerUuid: string }): Promise<void> {
  const [customer] = await tx
    .select({ uuid: customers.uuid })
    .from(customers)
    .where(and(eq(customers.uuid, input.customerUuid), eq(customers.dealerUuid, input.dealer.uuid)));
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
export async function bookAppointment(
  tx: Tx,
  input: {
    dealerUuid: string;
    body: AppointmentRequest;
    actor: Actor;
    now: Date;
    /** false (partner update with enforcePreferences=false) lets a booking name no advisor even where the dealer requires one. */
    enforcePreferences?: boolean;
  },
): Promise<{ appointmentUuid: string; warnings: Warning[] }> {
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
  // The references, the rules and the department-day lock in one round trip; a request with
  // several faults hears of them in this order. Once the lock is held, the day's bookings and the
  // customer's cannot change before this booking commits.
  const [, times, , vehicleUuid, transport, teamUuid, creator, , askedAdvisor, services, rules] =
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
      () => parsedTimes().then((t) => lockDepartmentDay(tx, department.uuid, t.localDate)),
    ]);

  // Only what needs the lock is done under it, since every other booking of the day waits for it.
  const [, warnings, bookings] = await allInOrder([
    () => checkNoDuplicate(tx, { customerUuid, vehicleUuid, localDate: times.localDate }),
    () =>
      checkFutureAppointmentLimit(tx, {
        customerUuid,
        now: input.now,
        max: dealer.features.maxFutureAppointmentsPerCustomer ?? defaultMaxFutureAppointments,
      }),
    () =>
      loadEngineBookings(tx, {
        departmentUuid: department.uuid,
        dates: [times.localDate],
      }),
  ]);
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
  const appointment = tx.insert(appointments).values({
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
  });
  const serviceLines =
    services.lines.length > 0
      ? sql`, services as (${tx
          .insert(appointmentServices)
          .values(services.lines.map((line) => ({ uuid: newUuid(), appointmentUuid, ...line })))
          .getSQL()})`
      : sql``;
  const history = tx.insert(appointmentHistory).values(
    historyRow({
      appointmentUuid,
      event: 'CREATED',
      fromStatus: null,
      toStatus: status,
      actor: input.actor,
    }),
  );
  await allInOrder([
    // One statement writes the appointment, its services and its first history entry: foreign
    // keys are checked at the end of a statement, when all of them are in.
    () =>
      tx.execute(
        sql`with appointment as (${appointment.getSQL()})${serviceLines}, history as (${history.getSQL()}) select 1`,
      ),
    // The day-before reminder, queued with the booking.
    () => scheduleAppointmentReminder(tx, { appointmentUuid, startAt: times.startAt }),
  ]);
  // The confirmation reads the booking back; none when the customer asked for no communication.
  if (preferences?.notifyCustomer) await sendAppointmentMessages(tx, { appointmentUuid, event: 'CREATED' });
  return { appointmentUuid, warnings: [...warnings, ...services.warnings] };
}

import { and, eq, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { DomainError, type Warning } from '../core/errors';
import { allInOrder } from '../db/all-in-order';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { type Appointment, appointmentServices, appointments, customers, repairOrders } from '../db/schema';
import { newUuid } from '../ids';
import {
  confirmsByMessage,
  scheduleAppointmentReminder,
  sendAppointmentMessages,
} from '../messaging/appointment-messages';
import { checkBookingRules } from '../scheduling/check-booking-rules';
import { loadBookingRuleInputs } from '../scheduling/load-booking-rule-inputs';
import { instantToWallClock } from '../time/wall-clock';
import { actorOf } from './actor';
import { type AppointmentRequest, appointmentStatuses } from './appointment.schemas';
import { checkAppointmentUuid } from './appointment-path';
import { buildServiceLines } from './build-service-lines';
import { getDepartmentForBooking } from './get-department-for-booking';
import { getWireAppointmentsByUuid } from './get-wire-appointments-by-uuid';
import { mergeAppointmentRequest } from './merge-request';
import { parseAppointmentTimes } from './parse-appointment-times';
import { type Actor, recordHistory } from './record-history';
import { resolveDealerAssociate, resolveTeam } from './resolve-advisor';
import { resolveTransportOption } from './resolve-transport-option';
import { resolveVehicle } from './resolve-vehicle';
import { serviceDemand, storedServiceDemand } from './service-demand';
import { checkAppointmentKeyFree, checkNoDuplicate, lockDepartmentDay } from './slot-checks';
import { canTransition, isCancelledStatus, isTerminalStatus } from './statuses';
import { storedPreferences } from './stored-preferences';

type Changes = Record<string, { from: unknown; to: unknown }>;

/**
 * Locks the appointment row without waiting: a second concurrent update of the same appointment is
 * refused (the client retries) instead of silently overwriting the first one.
 */
async function lockAppointment(
  tx: Tx,
  input: { uuid: string; dealerUuid: string },
): Promise<Appointment | undefined> {
  try {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.uuid, input.uuid), eq(appointments.dealerUuid, input.dealerUuid)))
      .for('update', { noWait: true });
    return row;
  } catch (error) {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '55P03') {
      throw new DomainError(
        'UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK',
        'Another update of this appointment is in progress; retry in a moment',
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * PATCH /department/{id}/appointment/{uuid}: partial update (absent fields unchanged, serviceList
 * replaced when sent) and cancel (status CANCELLED), with the status rules and the history entry.
 */
export async function updateAppointment(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUuid: string; appointmentUuid: string }; body: AppointmentRequest },
) {
  const tenant = ctx.tenants[0];
  if (!tenant) throw new DomainError('INVALID_DEPT_UUID', 'No department in the path');
  return pipelinedTransaction(ctx.db, (tx) =>
    applyAppointmentUpdate(tx, {
      dealerUuid: tenant.dealerUuid,
      departmentUuid: input.params.dealerDepartmentUuid,
      appointmentUuid: input.params.appointmentUuid,
      body: input.body,
      actor: actorOf(ctx),
    }),
  );
}

/**
 * The update inside the caller's transaction: the PATCH operation and the partner update with
 * trips (which must commit together with its trip changes) both use it.
 */
export async function applyAppointmentUpdate(
  tx: Tx,
  input: {
    dealerUuid: string;
    departmentUuid: string;
    appointmentUuid: string;
    body: AppointmentRequest;
    actor: Actor;
    /** false (partner update with enforcePreferences=false): an advisor may be unassigned where the dealer requires one. */
    enforcePreferences?: boolean;
  },
) {
  const appointmentUuid = checkAppointmentUuid(input.appointmentUuid);
  const request = mergeAppointmentRequest(input.body);
  const actor = input.actor;
  const now = new Date();
  const current = await lockAppointment(tx, { uuid: appointmentUuid, dealerUuid: input.dealerUuid });
  if (!current) throw new DomainError('NO_SAR_FOUND', `No appointment ${appointmentUuid} in this department`);
  if (current.departmentUuid !== input.departmentUuid) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_DEPARTMENT',
      `Appointment ${appointmentUuid} belongs to another department of the dealer`,
    );
  }
  const [order] = await tx
    .select({ orderNumber: repairOrders.orderNumber })
    .from(repairOrders)
    .where(eq(repairOrders.appointmentUuid, appointmentUuid));
  if (order) {
    throw new DomainError(
      'APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED',
      `The appointment is linked to repair order ${order.orderNumber} and can no longer be changed`,
    );
  }
  const booking = await getDepartmentForBooking(tx, {
    dealerUuid: current.dealerUuid,
    departmentUuid: current.departmentUuid,
  });
  const timeZone = booking.dealer.timeZone;
  const warnings: Warning[] = [];
  const changes: Changes = {};
  const next: Partial<typeof appointments.$inferInsert> = {};
  const change = <K extends keyof typeof appointments.$inferInsert>(
    key: K,
    value: (typeof appointments.$inferInsert)[K],
  ) => {
    const before = current[key as keyof Appointment];
    const same =
      before instanceof Date && value instanceof Date
        ? before.getTime() === value.getTime()
        : JSON.stringify(before ?? null) === JSON.stringify(value ?? null);
    if (same) return;
    next[key] = value;
    changes[key] = {
      from: before instanceof Date ? before.toISOString() : before,
      to: value instanceof Date ? value.toISOString() : value,
    };
  };

  const requestedStatus = request.status?.trim();
  if (requestedStatus && !(appointmentStatuses as readonly string[]).includes(requestedStatus)) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_STATUS',
      `"${requestedStatus}" is not an appointment status`,
    );
  }
  if (requestedStatus && !canTransition(current.status, requestedStatus)) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_STATUS',
      `An appointment that is ${current.status} cannot become ${requestedStatus}`,
    );
  }
  const cancelling = requestedStatus !== undefined && isCancelledStatus(requestedStatus);

  if (!cancelling) {
    const touchesMoreThanStatus = Object.entries(request).some(
      ([key, value]) => key !== 'status' && value !== undefined && value !== null,
    );
    if (isTerminalStatus(current.status) && touchesMoreThanStatus) {
      throw new DomainError(
        'INCORRECT_APPOINTMENT',
        `The appointment is ${current.status} and can no longer be changed`,
      );
    }

    if (request.customerUuid && request.customerUuid !== current.customerUuid) {
      const [customer] = await tx
        .select({ uuid: customers.uuid })
        .from(customers)
        .where(and(eq(customers.uuid, request.customerUuid), eq(customers.dealerUuid, current.dealerUuid)));
      if (!customer)
        throw new DomainError('CUSTOMER_INFO_MISSING', `The dealer has no customer ${request.customerUuid}`);
      change('customerUuid', customer.uuid);
    }
    const customerUuid = next.customerUuid ?? current.customerUuid;
    if (request.vehicleInformation !== undefined) {
      change('vehicleUuid', await resolveVehicle(tx, { customerUuid, ref: request.vehicleInformation }));
    }

    let startAt = current.startAt;
    let endAt = current.endAt;
    let localDate = current.localDate;
    if (request.appointmentStartDateTime) {
      const times = parseAppointmentTimes({
        start: request.appointmentStartDateTime,
        end: request.appointmentEndDateTime,
        timeZone,
        slotSizeMinutes: booking.slotSizeMinutes(request.appointmentStartDateTime.slice(0, 10)),
        now,
      });
      ({ startAt, endAt, localDate } = times);
      change('startAt', startAt);
      change('endAt', endAt);
      change('localDate', localDate);
    } else if (request.appointmentEndDateTime) {
      const times = parseAppointmentTimes({
        start: instantToWallClock(current.startAt, timeZone),
        end: request.appointmentEndDateTime,
        timeZone,
        slotSizeMinutes: booking.slotSizeMinutes(current.localDate),
        now: new Date(0),
      });
      endAt = times.endAt;
      change('endAt', endAt);
    }
    const moved = 'startAt' in next;

    if (request.assignedUser?.teamUuid) {
      change(
        'teamUuid',
        await resolveTeam(tx, {
          departmentUuid: current.departmentUuid,
          teamUuid: request.assignedUser.teamUuid,
        }),
      );
    }
    if (request.assignedUser?.uuid) {
      const advisor = await resolveDealerAssociate(tx, {
        departmentUuid: current.departmentUuid,
        uuid: request.assignedUser.uuid,
        role: 'advisor',
      });
      change('assignedDealerAssociateUuid', advisor.uuid);
    }
    // assignedUser null: the engine picks the free advisor with the fewest bookings that day,
    // unless the dealer's preferences say a person must choose.
    const reassign = request.assignedUser === null;
    if (reassign && booking.dealer.features.advisorRequired && input.enforcePreferences !== false) {
      throw new DomainError(
        'USER_UUID_MANDATORY',
        `${booking.dealer.name} requires an advisor: send assignedUser.uuid`,
      );
    }
    if (moved || 'vehicleUuid' in next || 'customerUuid' in next) {
      await checkNoDuplicate(tx, {
        customerUuid,
        vehicleUuid: next.vehicleUuid !== undefined ? next.vehicleUuid : current.vehicleUuid,
        localDate,
        excludeAppointmentUuid: current.uuid,
      });
    }
    if (moved && !requestedStatus && !isTerminalStatus(current.status)) change('status', 'Rescheduled');

    if (request.transportOption !== undefined) {
      const transport = await resolveTransportOption(tx, {
        departmentUuid: current.departmentUuid,
        option: request.transportOption,
      });
      change('transportOptionUuid', transport.transportOptionUuid);
      change('altTransportation', transport.altTransportation);
      change('bookingId', transport.bookingId);
      change('bookInThirdParty', transport.bookInThirdParty);
    }
    if (request.creatorUser?.uuid) {
      const creator = await resolveDealerAssociate(tx, {
        departmentUuid: current.departmentUuid,
        uuid: request.creatorUser.uuid,
        role: 'creator',
      });
      change('creatorDealerAssociateUuid', creator.uuid);
    }
    if (request.appointmentKey !== undefined && request.appointmentKey !== current.appointmentKey) {
      if (request.appointmentKey)
        await checkAppointmentKeyFree(tx, current.dealerUuid, request.appointmentKey, current.uuid);
      change('appointmentKey', request.appointmentKey ?? null);
    }
    const simple = {
      comments: request.comments,
      internalNotes: request.internalNotes,
      mileageText: request.mileageText,
      recall: request.recall,
      pushToDms: request.pushToDms,
      reminderCount: request.reminderCount,
      isOverridden: request.isOverridden,
      overrideFutureNoPrefAppointment: request.overrideFutureNoPrefAppointment,
      sdSessionId: request.sdSessionId,
      metaData: request.appointmentMetaData,
    } as const;
    for (const [key, value] of Object.entries(simple)) {
      if (value !== undefined) change(key as keyof typeof simple, value as never);
    }
    if (request.customerAppointmentPreference !== undefined) {
      change('preferences', storedPreferences(request.customerAppointmentPreference));
    }
    const services =
      request.serviceList !== undefined && request.serviceList !== null
        ? await buildServiceLines(tx, { departmentUuid: current.departmentUuid, items: request.serviceList })
        : null;
    if (services) warnings.push(...services.warnings);

    const slotChanged =
      moved ||
      reassign ||
      ['assignedDealerAssociateUuid', 'endAt', 'teamUuid', 'transportOptionUuid', 'recall'].some(
        (k) => k in next,
      ) ||
      services !== null;
    if (slotChanged && !isTerminalStatus(current.status)) {
      await lockDepartmentDay(tx, current.departmentUuid, localDate);
      const [demand, loaded] = await allInOrder([
        () => (services ? serviceDemand(services.lines) : storedServiceDemand(tx, current.uuid)),
        () => loadBookingRuleInputs(tx, { departmentUuid: current.departmentUuid, localDate }),
      ]);
      const { advisorUuid } = checkBookingRules(loaded, {
        timeZone,
        localDate,
        startAt,
        endAt,
        now: moved ? now : new Date(0),
        advisorUuid: reassign
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
      change('assignedDealerAssociateUuid', advisorUuid);
    }
    if (services) {
      await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentUuid, current.uuid));
      if (services.lines.length > 0) {
        await tx
          .insert(appointmentServices)
          .values(
            services.lines.map((line) => ({ uuid: newUuid(), appointmentUuid: current.uuid, ...line })),
          );
      }
      changes.serviceList = { from: 'replaced', to: services.lines.map((l) => l.title ?? l.description) };
    }
  }
  if (requestedStatus && requestedStatus !== current.status) change('status', requestedStatus);

  if (Object.keys(changes).length > 0) {
    await tx
      .update(appointments)
      .set({ ...next, version: sql`${appointments.version} + 1` })
      .where(and(eq(appointments.uuid, current.uuid), eq(appointments.dealerUuid, current.dealerUuid)));
    const status = next.status ?? current.status;
    await recordHistory(tx, {
      appointmentUuid: current.uuid,
      event: cancelling
        ? 'CANCELLED'
        : 'startAt' in next
          ? 'RESCHEDULED'
          : next.status
            ? 'STATUS_CHANGED'
            : 'UPDATED',
      fromStatus: current.status,
      toStatus: status,
      changes,
      actor,
    });
    // The customer hears of a cancellation or a new time; a new time also gets a new reminder.
    if (cancelling) await sendAppointmentMessages(tx, { appointmentUuid: current.uuid, event: 'CANCELLED' });
    else if ('startAt' in next && next.startAt) {
      await sendAppointmentMessages(tx, { appointmentUuid: current.uuid, event: 'UPDATED' });
      await scheduleAppointmentReminder(tx, {
        appointmentUuid: current.uuid,
        startAt: next.startAt as Date,
        confirmed: confirmsByMessage('preferences' in next ? next.preferences : current.preferences),
      });
    }
  }
  const [appointmentInfo] = await getWireAppointmentsByUuid(tx, [current.uuid]);
  return {
    appointmentUuid: current.uuid,
    appointmentInfo: appointmentInfo as NonNullable<typeof appointmentInfo>,
    errors: [],
    warnings,
  };
}

import { DomainError, type Warning } from '../core/errors';
import type { Tx } from '../db/client';
import type { AppointmentChanges } from './appointment-changes';
import { checkAppointmentKeyFree, checkNoDuplicate, isCustomerOfDealer } from './appointment-records';
import type { BookingDepartment } from './booking-department-records';
import { buildServiceLines } from './build-service-lines';
import { changeAppointmentTime } from './change-appointment-time';
import { changeAssignment } from './change-assignment';
import type { MergedAppointmentRequest } from './merge-request';
import { recheckSlot } from './recheck-slot';
import { replaceServiceLines } from './replace-service-lines';
import { resolveDealerAssociate } from './resolve-advisor';
import { resolveTransportOption } from './resolve-transport-option';
import { resolveVehicle } from './resolve-vehicle';
import { arrivedStatus, isTerminalStatus, writeUpFields } from './statuses';
import { storedPreferences } from './stored-preferences';

/**
 * A finished visit (cancelled, no-show, ...) takes no change but of its status; an arrived one
 * (Show) only what its write-up needs (statuses.ts: writeUpFields).
 */
function refuseChangesWhenFinished(draft: AppointmentChanges, request: MergedAppointmentRequest): void {
  const { status } = draft.current;
  if (!isTerminalStatus(status)) return;
  const allowed: ReadonlySet<string> = status === arrivedStatus ? writeUpFields : new Set(['status']);
  const refused = Object.entries(request).filter(
    ([key, value]) => !allowed.has(key) && key !== 'status' && value !== undefined && value !== null,
  );
  if (refused.length > 0) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT',
      status === arrivedStatus
        ? `The visit has arrived: only its services, mileage, notes and transport can change (not ${refused.map(([k]) => k).join(', ')})`
        : `The appointment is ${status} and can no longer be changed`,
    );
  }
}

/** Moves the appointment to another customer of the dealer, when the update names one. */
async function changeCustomer(tx: Tx, draft: AppointmentChanges, customerUuid: string | null | undefined) {
  const { current } = draft;
  if (!customerUuid || customerUuid === current.customerUuid) return;
  if (!(await isCustomerOfDealer(tx, { customerUuid, dealerUuid: current.dealerUuid }))) {
    throw new DomainError('CUSTOMER_INFO_MISSING', `The dealer has no customer ${customerUuid}`);
  }
  draft.change('customerUuid', customerUuid);
}

/** The transport option, the creator and the appointment key the update names. */
async function changeTransportCreatorAndKey(
  tx: Tx,
  draft: AppointmentChanges,
  request: MergedAppointmentRequest,
): Promise<void> {
  const { current } = draft;
  if (request.transportOption !== undefined) {
    const transport = await resolveTransportOption(tx, {
      departmentUuid: current.departmentUuid,
      option: request.transportOption,
    });
    draft.change('transportOptionUuid', transport.transportOptionUuid);
    draft.change('altTransportation', transport.altTransportation);
    draft.change('bookingId', transport.bookingId);
    draft.change('bookInThirdParty', transport.bookInThirdParty);
  }
  if (request.creatorUser?.uuid) {
    const creator = await resolveDealerAssociate(tx, {
      departmentUuid: current.departmentUuid,
      uuid: request.creatorUser.uuid,
      role: 'creator',
    });
    draft.change('creatorDealerAssociateUuid', creator.uuid);
  }
  if (request.appointmentKey !== undefined && request.appointmentKey !== current.appointmentKey) {
    if (request.appointmentKey)
      await checkAppointmentKeyFree(tx, current.dealerUuid, request.appointmentKey, current.uuid);
    draft.change('appointmentKey', request.appointmentKey ?? null);
  }
}

/** Fields stored as they are sent, and the customer's preferences. */
function changePlainFields(draft: AppointmentChanges, request: MergedAppointmentRequest): void {
  const plain = {
    comments: request.comments,
    internalNotes: request.internalNotes,
    mileageText: request.mileageText,
    recall: request.recall,
    pushToDms: request.pushToDms,
    reminderCount: request.reminderCount,
    // isOverridden is not taken: the service sets it when a walk-in is booked over the rules.
    overrideFutureNoPrefAppointment: request.overrideFutureNoPrefAppointment,
    sdSessionId: request.sdSessionId,
    metaData: request.appointmentMetaData,
  } as const;
  for (const [key, value] of Object.entries(plain)) {
    if (value !== undefined) draft.change(key as keyof typeof plain, value as never);
  }
  if (request.customerAppointmentPreference !== undefined) {
    draft.change('preferences', storedPreferences(request.customerAppointmentPreference));
  }
}

// Changes that the department's rules judge: the booking takes its slot anew.
const slotFields = ['assignedDealerAssociateUuid', 'endAt', 'teamUuid', 'transportOptionUuid', 'recall'];

/**
 * Every change an update other than a cancellation asks for, checked against the dealer's data and
 * rules in this order (a request with several faults hears of the first), and the new service
 * lines written. Answers the warnings of the services.
 */
export async function changeRequestedFields(
  tx: Tx,
  draft: AppointmentChanges,
  input: {
    request: MergedAppointmentRequest;
    requestedStatus: string | undefined;
    booking: BookingDepartment;
    now: Date;
    enforcePreferences?: boolean;
  },
): Promise<Warning[]> {
  const { current, next } = draft;
  const { request, booking } = input;
  refuseChangesWhenFinished(draft, request);
  await changeCustomer(tx, draft, request.customerUuid);
  const customerUuid = next.customerUuid ?? current.customerUuid;
  if (request.vehicleInformation !== undefined) {
    draft.change('vehicleUuid', await resolveVehicle(tx, { customerUuid, ref: request.vehicleInformation }));
  }
  const times = changeAppointmentTime(draft, { request, booking, now: input.now });
  const moved = 'startAt' in next;
  const { reassign } = await changeAssignment(tx, draft, {
    request,
    booking,
    enforcePreferences: input.enforcePreferences,
  });
  if (moved || 'vehicleUuid' in next || 'customerUuid' in next) {
    await checkNoDuplicate(tx, {
      customerUuid,
      vehicleUuid: next.vehicleUuid !== undefined ? next.vehicleUuid : current.vehicleUuid,
      localDate: times.localDate,
      excludeAppointmentUuid: current.uuid,
    });
  }
  if (moved && !input.requestedStatus && !isTerminalStatus(current.status))
    draft.change('status', 'Rescheduled');
  await changeTransportCreatorAndKey(tx, draft, request);
  changePlainFields(draft, request);
  const services =
    request.serviceList !== undefined && request.serviceList !== null
      ? await buildServiceLines(tx, { departmentUuid: current.departmentUuid, items: request.serviceList })
      : null;
  const slotChanged = moved || reassign || slotFields.some((k) => k in next) || services !== null;
  if (slotChanged && !isTerminalStatus(current.status)) {
    await recheckSlot(tx, draft, {
      timeZone: booking.dealer.timeZone,
      times,
      moved,
      reassign,
      now: input.now,
      lines: services ? services.lines : null,
      serviceLength:
        !request.appointmentEndDateTime && (moved || services !== null)
          ? { slotSizeMinutes: booking.slotSizeMinutes(times.localDate) }
          : null,
    });
  }
  if (services) await replaceServiceLines(tx, draft, services.lines);
  return services ? [...services.warnings] : [];
}

import type { AppointmentPreferences, appointments } from '../db/schema';
import type { MergedAppointmentRequest } from './merge-request';
import type { AppointmentTimes } from './parse-appointment-times';
import type { Actor } from './record-history';
import { platformOf } from './record-history';
import type { ResolvedTransport } from './resolve-transport-option';

/** The row of a new appointment, ready to insert: with the advisor the rules gave it. */
export type NewAppointment = ReturnType<typeof newAppointment> & { assignedDealerAssociateUuid: string };

/**
 * The row of a new appointment: what the booking resolved, and the request's own fields as sent;
 * the advisor is the rules' to choose, last.
 */
export function newAppointment(input: {
  uuid: string;
  dealerUuid: string;
  departmentUuid: string;
  customerUuid: string;
  vehicleUuid: string | null;
  status: string;
  times: AppointmentTimes;
  creatorUuid: string | null;
  teamUuid: string | null;
  transport: ResolvedTransport;
  preferences: AppointmentPreferences | null;
  request: MergedAppointmentRequest;
  actor: Actor;
}) {
  const { request, times } = input;
  return {
    uuid: input.uuid,
    dealerUuid: input.dealerUuid,
    departmentUuid: input.departmentUuid,
    customerUuid: input.customerUuid,
    vehicleUuid: input.vehicleUuid,
    appointmentKey: request.appointmentKey ?? null,
    status: input.status,
    startAt: times.startAt,
    endAt: times.endAt,
    localDate: times.localDate,
    creatorDealerAssociateUuid: input.creatorUuid,
    teamUuid: input.teamUuid,
    ...input.transport,
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
    preferences: input.preferences,
    platform: platformOf(input.actor),
    // The customers' own bookings (the public page, or a partner's online flow) show as ONLINE.
    source: platformOf(input.actor) === 'online' ? 'ONLINE' : null,
    createdByPrincipal: input.actor.id,
  } satisfies Omit<typeof appointments.$inferInsert, 'assignedDealerAssociateUuid'>;
}

import type { AppointmentRequest, ServiceItemInput } from '../appointments/appointment.schemas';
import { bookAppointment } from '../appointments/book-appointment';
import type { Actor } from '../appointments/record-history';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { OnlineBooking, OnlineBookingFields, OnlineService } from './online.schemas';
import { chosenRecalls, recallServiceItems } from './online-recalls';
import { estimateOf } from './online-rules';
import { findAdvisorNames, findOnlineServices } from './online-settings-records';
import { offeredChoice, onlineTimes } from './online-times';
import type { OnlineScope } from './resolve-online-department';

function serviceItems(
  chosen: { operations: OnlineService[]; menus: OnlineService[] },
  concern: string | null | undefined,
) {
  const items: ServiceItemInput[] = [
    ...chosen.menus.map((m) => ({
      title: m.code,
      opCodeName: m.name,
      description: m.description,
      operationType: 'SERVICEMENU' as const,
      menuUuid: m.uuid,
      price: m.price,
      durationInMins: m.durationMinutes === null ? null : String(m.durationMinutes),
    })),
    ...chosen.operations.map((o) => ({ operationUuid: o.uuid })),
  ];
  if (concern)
    items.push({ title: 'CONCERN', description: concern, isCustomConcern: true, opCodeName: 'Concern' });
  return items;
}

/** The free time the booking asks for, with the online rules (window, notice, offered options, bookable advisors). */
async function freeTimeOf(
  tx: Tx,
  scope: OnlineScope,
  input: { fields: OnlineBookingFields; services: OnlineService[]; now: Date },
) {
  const { fields } = input;
  const date = fields.startDateTime.slice(0, 10);
  const time = fields.startDateTime.slice(11, 16);
  const times = await onlineTimes({ transaction: tx }, scope, {
    choice: {
      operationUuids: fields.operationUuids,
      menuUuids: fields.menuUuids,
      transportOptionUuid: fields.transportOptionUuid,
      advisorUuid: fields.advisorUuid,
      selectedRecallOemIdSet: fields.selectedRecallOemIdSet,
      dates: [date],
    },
    services: input.services,
    now: input.now,
  });
  const slot = times.days[0]?.times.find((t) => t.time === time);
  if (!slot)
    throw new DomainError(
      'SLOT_UNAVAILABLE',
      `${fields.startDateTime} is not free for online booking; choose another time`,
    );
  return slot;
}

/**
 * Books an online visit through the same path as the API (every scheduling rule, the
 * department-day lock), after the online rules: the time must be one the online page offers. The
 * advisor is the one picked where picking is allowed, else one bookable online (or the engine's
 * choice when every advisor is).
 */
export async function placeOnlineBooking(
  tx: Tx,
  scope: OnlineScope,
  input: {
    customerUuid: string;
    vehicleUuid: string | null;
    fields: OnlineBookingFields;
    actor: Actor;
    now: Date;
    confirmTo: string | null;
    /** A returning customer who proved their email: the confirmation goes there. */
    confirmEmailTo?: string | null;
  },
): Promise<OnlineBooking> {
  const confirmEmailTo = input.confirmEmailTo ?? null;
  const { fields, now } = input;
  const services = await findOnlineServices(tx, scope.department.uuid);
  const chosen = offeredChoice(services, fields);
  const slot = await freeTimeOf(tx, scope, { fields, services, now });
  const everyAdvisor = scope.advisors.length === scope.allAdvisorUuids.length;
  const picked = fields.advisorUuid && scope.settings.advisorChoice ? fields.advisorUuid : null;
  const advisorUuid = picked ?? (everyAdvisor ? null : (slot.advisorUuids[0] ?? null));
  const optionUuid = fields.transportOptionUuid ?? slot.transportOptionUuids[0] ?? null;
  const recalls = await chosenRecalls(tx, {
    dealerUuid: scope.dealer.uuid,
    departmentUuid: scope.department.uuid,
    customerUuid: input.customerUuid,
    vehicleUuid: input.vehicleUuid,
    oemRecallIds: fields.selectedRecallOemIdSet,
  });
  const body: AppointmentRequest = {
    customerUuid: input.customerUuid,
    vehicleInformation: input.vehicleUuid ? { vehicleUuid: input.vehicleUuid } : null,
    appointmentStartDateTime: slot.startDateTime,
    transportOption: optionUuid ? { transportOptionUuid: optionUuid } : null,
    assignedUser: { uuid: advisorUuid, deptUUID: scope.department.uuid },
    serviceList: [...serviceItems(chosen, fields.concern), ...recallServiceItems(recalls)],
    recall: recalls.length > 0,
    comments: fields.concern ?? null,
    customerAppointmentPreference: {
      notifyCustomer: input.confirmTo !== null || confirmEmailTo !== null,
      textConfirmation: input.confirmTo !== null,
      confirmationPhoneNumber: input.confirmTo,
      emailConfirmation: confirmEmailTo !== null,
      confirmationEmail: confirmEmailTo,
    },
  };
  const booked = await bookAppointment(tx, {
    dealerUuid: scope.dealer.uuid,
    body,
    actor: input.actor,
    now,
    readBack: true,
  });
  const appointment = booked.appointment;
  const assigned = appointment?.assignedAdvisorUuid ?? advisorUuid;
  const names = await findAdvisorNames(tx, assigned ? [assigned] : []);
  const lines = [
    ...chosen.menus,
    ...chosen.operations,
    ...recalls.map((r) => ({ name: r.title, price: r.price })),
  ];
  return {
    appointmentUuid: booked.appointmentUuid,
    appointmentSource: 'ONLINE',
    startDateTime: slot.startDateTime,
    timeZone: scope.dealer.timeZone,
    advisorName: assigned ? (names.get(assigned) ?? null) : null,
    transportOption: scope.options.find((o) => o.uuid === optionUuid)?.name ?? null,
    services: lines.map((s) => ({ name: s.name, price: s.price })),
    estimate: estimateOf(lines.map((s) => s.price)),
  };
}

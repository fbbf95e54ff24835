import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import {
  type Appointment,
  appointmentServices,
  appointments,
  customerEmails,
  customerPhones,
  customers,
  dealerAssociates,
  dealers,
  repairOrders,
  transportOptions,
  users,
  vehicles,
} from '../db/schema';
import { instantToWallClock } from '../time/wall-clock';
import type { AppointmentOut } from './appointment.schemas';
import { isCancelledStatus } from './statuses';

const byKey = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((r) => [key(r), r]));
const ids = <T>(values: Array<T | null | undefined>) => [...new Set(values.filter((v): v is T => v != null))];
const numberText = (value: number | null) => (value === null ? null : String(value));

/**
 * Appointment rows as wire objects (wire-facts §2.8). Related records are loaded per batch in three
 * queries, whatever the number of appointments.
 */
export async function loadWireAppointments(tx: Tx, rows: Appointment[]): Promise<AppointmentOut[]> {
  if (rows.length === 0) return [];
  const appointmentUuids = rows.map((r) => r.uuid);
  const customerUuids = ids(rows.map((r) => r.customerUuid));
  const assignedUsers = alias(users, 'assigned_user');
  const assignedDa = alias(dealerAssociates, 'assigned_da');
  const creatorDa = alias(dealerAssociates, 'creator_da');
  // One query for everything that is one-per-appointment, one for services, one for contacts.
  const [related, services, contacts] = await Promise.all([
    tx
      .select({
        uuid: appointments.uuid,
        // Only the columns the wire object shows: mapping whole rows costs more than the query.
        customer: {
          firstName: customers.firstName,
          lastName: customers.lastName,
          company: customers.company,
          isBusiness: customers.isBusiness,
          customerKey: customers.customerKey,
          preferredLocale: customers.preferredLocale,
        },
        vehicle: {
          uuid: vehicles.uuid,
          vin: vehicles.vin,
          vehicleKey: vehicles.vehicleKey,
          make: vehicles.make,
          model: vehicles.model,
          year: vehicles.year,
          trim: vehicles.trim,
          engine: vehicles.engine,
          mileage: vehicles.mileage,
          dealerUuid: vehicles.dealerUuid,
        },
        assignedUserUuid: assignedUsers.uuid,
        assignedFirstName: assignedUsers.firstName,
        assignedLastName: assignedUsers.lastName,
        creatorUserUuid: creatorDa.userUuid,
        option: {
          uuid: transportOptions.uuid,
          optionName: transportOptions.optionName,
          customName: transportOptions.customName,
        },
        order: {
          uuid: repairOrders.uuid,
          orderNumber: repairOrders.orderNumber,
          orderDate: repairOrders.orderDate,
          orderType: repairOrders.orderType,
        },
        timeZone: dealers.timeZone,
      })
      .from(appointments)
      .innerJoin(customers, eq(customers.uuid, appointments.customerUuid))
      .innerJoin(dealers, eq(dealers.uuid, appointments.dealerUuid))
      .leftJoin(vehicles, eq(vehicles.uuid, appointments.vehicleUuid))
      .leftJoin(assignedDa, eq(assignedDa.uuid, appointments.assignedDealerAssociateUuid))
      .leftJoin(assignedUsers, eq(assignedUsers.uuid, assignedDa.userUuid))
      .leftJoin(creatorDa, eq(creatorDa.uuid, appointments.creatorDealerAssociateUuid))
      .leftJoin(transportOptions, eq(transportOptions.uuid, appointments.transportOptionUuid))
      .leftJoin(repairOrders, eq(repairOrders.appointmentUuid, appointments.uuid))
      .where(inArray(appointments.uuid, appointmentUuids)),
    tx
      .select()
      .from(appointmentServices)
      .where(inArray(appointmentServices.appointmentUuid, appointmentUuids))
      .orderBy(asc(appointmentServices.appointmentUuid), asc(appointmentServices.sortOrder)),
    tx
      .select({
        customerUuid: customers.uuid,
        phone: customerPhones.phoneNumber,
        email: customerEmails.emailAddress,
      })
      .from(customers)
      .leftJoin(
        customerPhones,
        and(eq(customerPhones.customerUuid, customers.uuid), eq(customerPhones.isPreferred, true)),
      )
      .leftJoin(
        customerEmails,
        and(eq(customerEmails.customerUuid, customers.uuid), eq(customerEmails.isPreferred, true)),
      )
      .where(inArray(customers.uuid, customerUuids)),
  ]);
  const relatedBy = byKey(related, (r) => r.uuid);
  const contactBy = byKey(contacts, (c) => c.customerUuid);
  const servicesBy = new Map<string, (typeof services)[number][]>();
  for (const s of services)
    servicesBy.set(s.appointmentUuid, [...(servicesBy.get(s.appointmentUuid) ?? []), s]);

  return rows.map((a) => {
    const r = relatedBy.get(a.uuid);
    const timeZone = r?.timeZone ?? 'UTC';
    const start = instantToWallClock(a.startAt, timeZone);
    const end = instantToWallClock(a.endAt, timeZone);
    const customer = r?.customer;
    const vehicle = r?.vehicle;
    const option = r?.option;
    const order = r?.order;
    const contact = contactBy.get(a.customerUuid);
    return {
      uuid: a.uuid,
      appointmentUuid: a.uuid,
      dealerUuid: a.dealerUuid,
      departmentUuid: a.departmentUuid,
      timeZone,
      status: a.status,
      isCancelled: isCancelledStatus(a.status),
      date: a.localDate,
      startTime: start,
      endTime: end,
      appointmentStartDateTime: start,
      appointmentEndDateTime: end,
      preferredDate: a.localDate,
      platform: a.platform,
      appointmentSource: a.platform,
      appointmentKey: a.appointmentKey,
      customerInformation: {
        uuid: a.customerUuid,
        firstName: customer?.firstName ?? null,
        lastName: customer?.lastName ?? null,
        company: customer?.company ?? null,
        isBusiness: customer?.isBusiness ?? false,
        customerKey: customer?.customerKey ?? null,
        confirmationPhone: a.preferences?.confirmationPhoneNumber ?? contact?.phone ?? null,
        confirmationEmail: a.preferences?.confirmationEmail ?? contact?.email ?? null,
        custLocale: customer?.preferredLocale ?? 'en-us',
      },
      vehicleInformation: vehicle
        ? {
            uuid: vehicle.uuid,
            vin: vehicle.vin,
            vehicleKey: vehicle.vehicleKey,
            brand: vehicle.make,
            model: vehicle.model,
            year: numberText(vehicle.year),
            trim: vehicle.trim,
            engine: vehicle.engine,
            mileage: numberText(vehicle.mileage),
            dealerUuid: vehicle.dealerUuid,
          }
        : null,
      orderInformation: order
        ? {
            uuid: order.uuid,
            orderNumber: order.orderNumber,
            orderDate: order.orderDate,
            orderType: order.orderType,
          }
        : null,
      assignedAdvisorUuid: a.assignedDealerAssociateUuid,
      assignedAdvisorUserUuid: r?.assignedUserUuid ?? null,
      assignedAdvisorName: r?.assignedUserUuid ? `${r.assignedFirstName} ${r.assignedLastName}` : null,
      creatorAdvisorUuid: a.creatorDealerAssociateUuid,
      creatorAdvisorUserUuid: r?.creatorUserUuid ?? null,
      teamUuid: a.teamUuid,
      transportOption:
        option || a.altTransportation
          ? {
              transportOptionUuid: option?.uuid ?? null,
              transportation: option?.optionName ?? null,
              altTransportation: a.altTransportation ?? option?.customName ?? null,
              bookingID: a.bookingId,
              bookInThirdParty: a.bookInThirdParty,
            }
          : null,
      serviceList: (servicesBy.get(a.uuid) ?? []).map((s) => ({
        serviceUuid: s.uuid,
        title: s.title,
        laborOpCode: s.laborOpCode,
        description: s.description,
        opCodeName: s.opCodeName,
        price: s.price,
        laborTotal: s.laborTotal,
        partsTotal: s.partsTotal,
        shopFees: s.shopFees,
        taxes: s.taxes,
        payType: s.payType,
        sortOrder: String(s.sortOrder),
        recallID: s.recallId,
        parentTitle: s.parentTitle,
        menuUuid: s.menuUuid,
        operationType: s.operationType,
        operationUuid: s.operationUuid,
        isCustomConcern: s.isCustomConcern,
        durationInMins: numberText(s.durationMinutes),
        parentOpcodeUuid: s.parentOpcodeUuid,
      })),
      appointmentCommunicationPreferences: a.preferences ?? null,
      comments: a.comments,
      internalNotes: a.internalNotes,
      mileageText: a.mileageText,
      recall: a.recall,
      pushToDms: a.pushToDms,
      reminderCount: a.reminderCount,
      isOverridden: a.isOverridden,
      overrideFutureNoPrefAppointment: a.overrideFutureNoPrefAppointment,
      draftUuid: a.draftUuid,
      pdrToOpcodes: a.pdrToOpcodes ?? null,
      deferredRecallDTOList: a.deferredRecallList ?? [],
      pickupDeliveryTripEvent: a.pickupDeliveryTripEvent ?? null,
      sdSessionId: a.sdSessionId,
      dispatchCode: null,
      customerVehicleInspectionId: null,
      appointmentMetaData: a.metaData ?? null,
      sarmetaData: a.metaData ?? null,
      createdDateTime: a.createdAt.toISOString(),
      updatedDateTime: a.updatedAt.toISOString(),
    };
  });
}

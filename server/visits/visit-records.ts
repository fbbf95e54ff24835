import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import {
  appointmentServices,
  appointments,
  customers,
  dealerAssociates,
  dealers,
  departments,
  onlineDealerNames,
  onlineSchedulingSettings,
  schedulingRules,
  transportOptions,
  users,
  vehicles,
  visitLinks,
} from '../db/schema';

/*
 * What the visit page reads of an appointment, by its link's token: the visit, the dealership,
 * the department's notice limit. Every read names the dealer the link was made for.
 */

const advisorUsers = alias(users, 'visit_advisor_users');

const visitColumns = {
  appointmentUuid: appointments.uuid,
  dealerUuid: appointments.dealerUuid,
  departmentUuid: appointments.departmentUuid,
  customerUuid: appointments.customerUuid,
  status: appointments.status,
  startAt: appointments.startAt,
  endAt: appointments.endAt,
  version: appointments.version,
  assignedAdvisorUuid: appointments.assignedDealerAssociateUuid,
  transportOptionUuid: appointments.transportOptionUuid,
  opcodeUuids: appointments.opcodeUuids,
  customerFirstName: customers.firstName,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  advisorFirst: advisorUsers.firstName,
  advisorLast: advisorUsers.lastName,
  transportName: transportOptions.customName,
  dealerName: dealers.name,
  timeZone: dealers.timeZone,
  addressLine1: dealers.addressLine1,
  city: dealers.city,
  state: dealers.state,
  zip: dealers.zip,
  dealerPhone: dealers.phoneNumber,
  departmentPhone: departments.phoneNumber,
  rules: schedulingRules.rules,
};

function visitQuery(tx: Tx, token: string) {
  return tx
    .select(visitColumns)
    .from(visitLinks)
    .innerJoin(
      appointments,
      and(
        eq(appointments.uuid, visitLinks.appointmentUuid),
        eq(appointments.dealerUuid, visitLinks.dealerUuid),
      ),
    )
    .innerJoin(customers, eq(customers.uuid, appointments.customerUuid))
    .innerJoin(dealers, eq(dealers.uuid, appointments.dealerUuid))
    .innerJoin(departments, eq(departments.uuid, appointments.departmentUuid))
    .leftJoin(schedulingRules, eq(schedulingRules.departmentUuid, appointments.departmentUuid))
    .leftJoin(vehicles, eq(vehicles.uuid, appointments.vehicleUuid))
    .leftJoin(dealerAssociates, eq(dealerAssociates.uuid, appointments.assignedDealerAssociateUuid))
    .leftJoin(advisorUsers, eq(advisorUsers.uuid, dealerAssociates.userUuid))
    .leftJoin(transportOptions, eq(transportOptions.uuid, appointments.transportOptionUuid))
    .where(eq(visitLinks.token, token));
}

export type VisitRow = Awaited<ReturnType<typeof visitQuery>>[number];

/** The visit a token opens, with its dealership and notice limit; null for an unknown token. */
export async function selectVisitByToken(tx: Tx, token: string): Promise<VisitRow | null> {
  const [row] = await visitQuery(tx, token);
  return row ?? null;
}

/** The same, with the appointment locked until the transaction ends: a change is decided on it. */
export async function lockVisitByToken(tx: Tx, token: string): Promise<VisitRow | null> {
  const [row] = await visitQuery(tx, token).for('update', { of: appointments });
  return row ?? null;
}

/** The visit's service lines in their order: what the customer sees and the estimate. */
export async function selectVisitServices(tx: Tx, appointmentUuid: string) {
  return tx
    .select({
      title: appointmentServices.title,
      opCodeName: appointmentServices.opCodeName,
      description: appointmentServices.description,
      price: appointmentServices.price,
      durationMinutes: appointmentServices.durationMinutes,
      operationUuid: appointmentServices.operationUuid,
    })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentUuid, appointmentUuid))
    .orderBy(asc(appointmentServices.sortOrder));
}

/**
 * The dealer's valid departments taking online bookings, each with the dealer's short name (null
 * when none is set): where a cancelled visit's "Book again" leads.
 */
export async function selectOnlineBookingDepartments(tx: Tx, dealerUuid: string) {
  return tx
    .select({ departmentUuid: departments.uuid, shortName: onlineDealerNames.shortName })
    .from(onlineSchedulingSettings)
    .innerJoin(
      departments,
      and(
        eq(departments.uuid, onlineSchedulingSettings.departmentUuid),
        eq(departments.dealerUuid, onlineSchedulingSettings.dealerUuid),
      ),
    )
    .leftJoin(onlineDealerNames, eq(onlineDealerNames.dealerUuid, onlineSchedulingSettings.dealerUuid))
    .where(
      and(
        eq(onlineSchedulingSettings.dealerUuid, dealerUuid),
        eq(onlineSchedulingSettings.enabled, true),
        eq(departments.isValid, true),
      ),
    )
    .orderBy(asc(departments.name), asc(departments.uuid));
}

/** Appointments of the department booked on the online booking page since `since`, newest first. */
export async function selectBookedOnlineSince(
  tx: Tx,
  scope: { dealerUuid: string; departmentUuid: string },
  since: Date,
  limit: number,
) {
  return tx
    .select({
      uuid: appointments.uuid,
      startAt: appointments.startAt,
      createdAt: appointments.createdAt,
      status: appointments.status,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.uuid, appointments.customerUuid))
    .leftJoin(vehicles, eq(vehicles.uuid, appointments.vehicleUuid))
    .where(
      and(
        eq(appointments.dealerUuid, scope.dealerUuid),
        eq(appointments.departmentUuid, scope.departmentUuid),
        gte(appointments.createdAt, since),
        eq(appointments.source, 'ONLINE'),
      ),
    )
    .orderBy(desc(appointments.createdAt))
    .limit(limit);
}

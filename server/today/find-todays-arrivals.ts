import { and, asc, eq, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cancelledStatuses } from '../appointments/statuses';
import { db } from '../db/client';
import { appointments, customers, dealerAssociates, users, vehicles } from '../db/schema';
import { instantToWallClock } from '../time/wall-clock';
import { customerLabel, type TodayScope } from './scope';

/** One visit of a day as the Today page lists it; times are wall-clock `HH:mm` in the dealer's zone. */
export type DayVisit = {
  appointmentUuid: string;
  startTime: string;
  status: string;
  customerName: string;
  vehicle: string | null;
  advisorName: string | null;
};

const advisorUsers = alias(users, 'advisor_users');

/**
 * The department's visits on a local date, earliest first, without cancelled ones (they will not
 * arrive). Used for today's arrivals and, filtered, for tomorrow's unconfirmed visits.
 */
export async function findVisitsOn(scope: TodayScope, localDate: string): Promise<DayVisit[]> {
  const rows = await db()
    .select({
      uuid: appointments.uuid,
      startAt: appointments.startAt,
      status: appointments.status,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      make: vehicles.make,
      model: vehicles.model,
      advisorFirst: advisorUsers.firstName,
      advisorLast: advisorUsers.lastName,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.uuid, appointments.customerUuid))
    .leftJoin(vehicles, eq(vehicles.uuid, appointments.vehicleUuid))
    .leftJoin(dealerAssociates, eq(dealerAssociates.uuid, appointments.assignedDealerAssociateUuid))
    .leftJoin(advisorUsers, eq(advisorUsers.uuid, dealerAssociates.userUuid))
    .where(
      and(
        eq(appointments.dealerUuid, scope.dealerUuid),
        eq(appointments.departmentUuid, scope.departmentUuid),
        eq(appointments.localDate, localDate),
        notInArray(appointments.status, [...cancelledStatuses]),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.uuid));
  return rows.map((r) => ({
    appointmentUuid: r.uuid,
    startTime: instantToWallClock(r.startAt, scope.timeZone).slice(11, 16),
    status: r.status,
    customerName: customerLabel(r),
    vehicle: [r.make, r.model].filter(Boolean).join(' ') || null,
    advisorName: r.advisorFirst ? `${r.advisorFirst} ${r.advisorLast ?? ''}`.trim() : null,
  }));
}

/** Today's arrivals of the department in time order, with their status. */
export function findTodaysArrivals(scope: TodayScope, today: string): Promise<DayVisit[]> {
  return findVisitsOn(scope, today);
}

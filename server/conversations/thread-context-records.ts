import { and, asc, eq, gte, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appointments, departments, paymentInvoices, vehicles } from '../db/schema';
import { cancelledStatuses } from '../scheduling/booking-statuses';

/** A customer's thread in a department of their dealer: what the side panel reads is bound to all three. */
type Thread = { dealerUuid: string; departmentUuid: string; customerUuid: string };

export async function getDepartmentPhone(tx: Tx, filter: { dealerUuid: string; departmentUuid: string }) {
  const [department] = await tx
    .select({ phone: departments.phoneNumber })
    .from(departments)
    .where(and(eq(departments.uuid, filter.departmentUuid), eq(departments.dealerUuid, filter.dealerUuid)));
  return department ?? null;
}

/** The customer's next ten visits in the department that are not cancelled, earliest first. */
export async function findUpcomingAppointments(tx: Tx, t: Thread) {
  return tx
    .select({
      appointmentUuid: appointments.uuid,
      startAt: appointments.startAt,
      status: appointments.status,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.dealerUuid, t.dealerUuid),
        eq(appointments.departmentUuid, t.departmentUuid),
        eq(appointments.customerUuid, t.customerUuid),
        gte(appointments.startAt, new Date()),
        notInArray(appointments.status, [...cancelledStatuses]),
      ),
    )
    .orderBy(asc(appointments.startAt))
    .limit(10);
}

/** The customer's valid vehicles, oldest first. */
export async function findThreadVehicles(tx: Tx, t: Thread) {
  return tx
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.dealerUuid, t.dealerUuid),
        eq(vehicles.customerUuid, t.customerUuid),
        eq(vehicles.isValid, true),
      ),
    )
    .orderBy(asc(vehicles.createdAt))
    .limit(20);
}

/** The customer's open payment links in the department, oldest first. */
export async function findOpenPaymentLinks(tx: Tx, t: Thread) {
  return tx
    .select()
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.dealerUuid, t.dealerUuid),
        eq(paymentInvoices.departmentUuid, t.departmentUuid),
        eq(paymentInvoices.customerUuid, t.customerUuid),
        eq(paymentInvoices.status, 'OPEN'),
      ),
    )
    .orderBy(asc(paymentInvoices.createdAt))
    .limit(20);
}

import { and, asc, eq, gte, notInArray } from 'drizzle-orm';
import { cancelledStatuses } from '../appointments/statuses';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { appointments, departments, paymentInvoices, vehicles } from '../db/schema';
import { getDealerCustomer } from './conversation-records';
import type { ThreadContextResponse } from './thread-side.schemas';

type Thread = { dealerUuid: string; departmentUuid: string; customerUuid: string };

/**
 * What an advisor needs beside a customer's thread: their upcoming appointments in the department,
 * their vehicles and their open payment links, and the department's phone for templates. Every
 * read is bound to the request's dealer, so another dealer's customer answers INVALID_CUSTOMER.
 */
export async function getThreadContext(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string; customerUuid: string } },
): Promise<ThreadContextResponse> {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const { customerUuid } = input.params;
  const customer = await getDealerCustomer(ctx.db, { dealerUuid, customerUuid });
  if (!customer) throw new DomainError('INVALID_CUSTOMER', `The dealer has no customer ${customerUuid}`);
  const thread = { dealerUuid, departmentUuid, customerUuid };
  const [department] = await ctx.db
    .select({ phone: departments.phoneNumber })
    .from(departments)
    .where(eq(departments.uuid, departmentUuid));
  return {
    customerUuid,
    dealershipPhone: department?.phone ?? null,
    upcomingAppointments: await upcomingAppointments(ctx, thread),
    vehicles: await customerVehicles(ctx, thread),
    openPaymentLinks: await openPaymentLinks(ctx, thread),
    requestUuid: ctx.requestId,
    errors: [],
  };
}

async function upcomingAppointments(ctx: UseCaseContext, t: Thread) {
  const rows = await ctx.db
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
  return rows.map((r) => ({ ...r, startAt: r.startAt.toISOString() }));
}

async function customerVehicles(ctx: UseCaseContext, t: Thread) {
  const rows = await ctx.db
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
  return rows.map((v) => ({
    vehicleUuid: v.uuid,
    description: [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ') || 'Vehicle',
    vin: v.vin,
    licensePlate: v.licensePlate,
  }));
}

async function openPaymentLinks(ctx: UseCaseContext, t: Thread) {
  const rows = await ctx.db
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
  return rows.map((p) => ({
    invoiceUuid: p.uuid,
    totalMinor: p.totalMinor,
    currency: p.currency,
    description: p.paymentDescription,
    token: p.token,
  }));
}

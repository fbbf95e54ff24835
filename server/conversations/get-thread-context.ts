import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { findAssignableAdvisors, findThreadAssignee, getDealerCustomer } from './conversation-records';
import {
  findOpenPaymentLinks,
  findThreadVehicles,
  findUpcomingAppointments,
  getDepartmentPhone,
} from './thread-context-records';
import type { ThreadContextResponse } from './thread-side.schemas';

/**
 * What an advisor needs beside a customer's thread: their upcoming appointments in the department,
 * their vehicles and their open payment links, the department's phone for templates, and who owns
 * the thread and who it can be given to (the department's advisors). Every
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
  const department = await getDepartmentPhone(ctx.db, { dealerUuid, departmentUuid });
  return {
    customerUuid,
    dealershipPhone: department?.phone ?? null,
    assignee: await findThreadAssignee(ctx.db, thread),
    advisors: await findAssignableAdvisors(ctx.db, { dealerUuid, departmentUuid }),
    upcomingAppointments: (await findUpcomingAppointments(ctx.db, thread)).map((r) => ({
      ...r,
      startAt: r.startAt.toISOString(),
    })),
    vehicles: (await findThreadVehicles(ctx.db, thread)).map((v) => ({
      vehicleUuid: v.uuid,
      description: [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ') || 'Vehicle',
      vin: v.vin,
      licensePlate: v.licensePlate,
    })),
    openPaymentLinks: (await findOpenPaymentLinks(ctx.db, thread)).map((p) => ({
      invoiceUuid: p.uuid,
      totalMinor: p.totalMinor,
      currency: p.currency,
      description: p.paymentDescription,
      token: p.token,
    })),
    requestUuid: ctx.requestId,
    errors: [],
  };
}

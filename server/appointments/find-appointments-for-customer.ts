import { and, desc, eq, gte } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { appointments, customers, dealers } from '../db/schema';
import { wallClockToInstant } from '../time/wall-clock';
import { loadWireAppointments } from './appointment-records';

/**
 * GET /dealerDepartment/{departmentUuid}/customer/{customerUuid}: the customer's appointments in the
 * department, newest first; fromDate (local yyyy-MM-ddTHH:mm:ss) and fetchOnlyLatestAppointment narrow it.
 */
export async function findAppointmentsForCustomer(
  ctx: UseCaseContext,
  input: {
    params: { departmentUuid: string; customerUuid: string };
    query: { fetchOnlyLatestAppointment?: boolean; fromDate?: string };
  },
) {
  const departmentUuid = input.params.departmentUuid.trim();
  const customerUuid = input.params.customerUuid.trim();
  if (!departmentUuid)
    throw new DomainError('MISSING_DEALER_DEPARTMENT_UUID', 'The department uuid is empty');
  if (!customerUuid || customerUuid === 'null')
    throw new DomainError('MISSING_CUSTOMER_UUID', 'The customer uuid is empty');
  const { dealerUuid } = tenantOf(ctx);
  const [customer] = await ctx.db
    .select({ uuid: customers.uuid, timeZone: dealers.timeZone })
    .from(customers)
    .innerJoin(dealers, eq(dealers.uuid, customers.dealerUuid))
    .where(and(eq(customers.uuid, customerUuid), eq(customers.dealerUuid, dealerUuid)));
  if (!customer) throw new DomainError('INVALID_CUSTOMER_UUID', `The dealer has no customer ${customerUuid}`);
  let from: Date | undefined;
  if (input.query.fromDate) {
    const parsed = wallClockToInstant(input.query.fromDate, customer.timeZone);
    if (!parsed.ok) throw new DomainError('INVALID_DATE_FORMAT', 'fromDate must be yyyy-MM-ddTHH:mm:ss');
    from = parsed.instant;
  }
  const rows = await ctx.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.departmentUuid, departmentUuid),
        eq(appointments.customerUuid, customerUuid),
        from ? gte(appointments.startAt, from) : undefined,
      ),
    )
    .orderBy(desc(appointments.startAt))
    .limit(input.query.fetchOnlyLatestAppointment ? 1 : 500);
  return { error: [], warnings: [], serviceAppointments: await loadWireAppointments(ctx.db, rows) };
}

import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { wallClockToInstant } from '../time/wall-clock';
import { selectCustomerWithTimeZone, selectWireCustomerAppointments } from './appointment-records';

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
  const customer = await selectCustomerWithTimeZone(ctx.db, { customerUuid, dealerUuid });
  if (!customer) throw new DomainError('INVALID_CUSTOMER_UUID', `The dealer has no customer ${customerUuid}`);
  let from: Date | undefined;
  if (input.query.fromDate) {
    const parsed = wallClockToInstant(input.query.fromDate, customer.timeZone);
    if (!parsed.ok) throw new DomainError('INVALID_DATE_FORMAT', 'fromDate must be yyyy-MM-ddTHH:mm:ss');
    from = parsed.instant;
  }
  const serviceAppointments = await selectWireCustomerAppointments(ctx.db, {
    departmentUuid,
    customerUuid,
    from,
    limit: input.query.fetchOnlyLatestAppointment ? 1 : 500,
  });
  return { error: [], warnings: [], serviceAppointments };
}

import { tenantOf, type UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { getCustomerRow, loadCustomerDetails } from './customer-records';

/** One customer of the department's dealer with contacts and (unless excluded) vehicles. */
export async function getCustomer(
  ctx: UseCaseContext,
  input: {
    params: { departmentUUID: string; customerUUID: string };
    query: { excludeVehicles?: 'true' | 'false' };
  },
) {
  const { dealerUuid } = tenantOf(ctx);
  const customerUuid = input.params.customerUUID;
  const row = await getCustomerRow(ctx.db, { dealerUuid, customerUuid });
  const [customerWithVehicles] = row
    ? await loadCustomerDetails(ctx.db, {
        dealerUuid,
        customers: [row],
        includeVehicles: input.query.excludeVehicles !== 'true',
      })
    : [];
  if (!customerWithVehicles) {
    throw new DomainError('CUSTOMER_NOT_FOUND', `The department's dealer has no customer ${customerUuid}`);
  }
  return { ...okManageEnvelope(ctx.requestId), customerWithVehicles };
}

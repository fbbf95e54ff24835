import { tenantOf, type UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { SaveCustomerRequest } from './customer.schemas';
import { getCustomerRow, lockDealerCustomers } from './customer-records';
import { normalizeCustomerRequest } from './normalize-customer-request';
import { storeCustomer } from './store-customer';

/** Updates the customer named in the path (it wins over customer.customerUuid of the body). */
export async function updateCustomer(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string; customerUUID: string }; body: SaveCustomerRequest },
) {
  const { dealerUuid } = tenantOf(ctx);
  const request = normalizeCustomerRequest(input.body);
  const customerUuid = input.params.customerUUID;
  const stored = await pipelinedTransaction(ctx.db, async (tx) => {
    await lockDealerCustomers(tx, dealerUuid);
    const existing = await getCustomerRow(tx, { dealerUuid, customerUuid, forUpdate: true });
    if (!existing) {
      throw new DomainError('CUSTOMER_NOT_FOUND', `The department's dealer has no customer ${customerUuid}`);
    }
    return storeCustomer(tx, { dealerUuid, existing, request });
  });
  return { ...okManageEnvelope(ctx.requestId), warnings: request.warnings, ...stored };
}

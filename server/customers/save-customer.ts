import { tenantOf, type UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Customer } from '../db/schema';
import type { SaveCustomerRequest } from './customer.schemas';
import { getCustomerRow, lockDealerCustomers } from './customer-records';
import { findMatchingCustomer } from './find-matching-customer';
import { type NormalizedCustomerRequest, normalizeCustomerRequest } from './normalize-customer-request';
import { storeCustomer } from './store-customer';

/**
 * Creates a customer of the department's dealer, or updates one: the customer named by
 * customer.customerUuid, or with searchForDuplicate the matching one (spec: the way partners obtain
 * customer and vehicle uuids before booking). Everything happens in one transaction.
 */
export async function saveCustomer(ctx: UseCaseContext, input: { body: SaveCustomerRequest }) {
  const { dealerUuid } = tenantOf(ctx);
  const request = normalizeCustomerRequest(input.body);
  const stored = await pipelinedTransaction(ctx.db, async (tx) => {
    await lockDealerCustomers(tx, dealerUuid);
    const existing = await findCustomerToUpdate(tx, {
      dealerUuid,
      request,
      searchForDuplicate: input.body.searchForDuplicate ?? false,
    });
    return storeCustomer(tx, { dealerUuid, existing, request });
  });
  return { ...okManageEnvelope(ctx.requestId), warnings: request.warnings, ...stored };
}

/**
 * customer.customerUuid always names the customer to update and must belong to the dealer: another
 * dealer's uuid is reported exactly like an unknown one and nothing is created. Without it, only
 * searchForDuplicate looks for a match (`findMatchingCustomer`).
 */
async function findCustomerToUpdate(
  tx: Tx,
  options: { dealerUuid: string; request: NormalizedCustomerRequest; searchForDuplicate: boolean },
): Promise<Customer | null> {
  const { dealerUuid, request } = options;
  if (request.customerUuid) {
    const named = await getCustomerRow(tx, {
      dealerUuid,
      customerUuid: request.customerUuid,
      forUpdate: true,
    });
    if (!named) {
      throw new DomainError(
        'INVALID_CUSTOMER_UUID',
        `The department's dealer has no customer ${request.customerUuid}; leave customerUuid out to create one`,
      );
    }
    return named;
  }
  return options.searchForDuplicate ? findMatchingCustomer(tx, { dealerUuid, request }) : null;
}

import { tenantOf, type UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { Customer } from '../db/schema';
import type { SaveCustomerRequest } from './customer.schemas';
import {
  findCustomerUuidByContact,
  findCustomerUuidByKey,
  getCustomerRow,
  lockDealerCustomers,
} from './customer-records';
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
  const stored = await ctx.db.transaction(async (tx) => {
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
 * searchForDuplicate looks for a match: customerKey first, then a shared phone or email together
 * with the same last name or company.
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
  if (!options.searchForDuplicate) return null;
  const { customerKey, lastName, company } = request.customer;
  const matchUuid =
    (customerKey ? await findCustomerUuidByKey(tx, { dealerUuid, customerKey }) : null) ??
    (await findCustomerUuidByContact(tx, {
      dealerUuid,
      phoneNumbers: request.phones.map((p) => p.phoneNumber),
      emailAddresses: request.emails.map((e) => e.emailAddress),
      lastName,
      company,
    }));
  return matchUuid ? getCustomerRow(tx, { dealerUuid, customerUuid: matchUuid, forUpdate: true }) : null;
}

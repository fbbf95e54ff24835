import { DomainError } from '../core/errors';
import { getCustomerRow, lockDealerCustomers } from '../customers/customer-records';
import { findMatchingCustomer } from '../customers/find-matching-customer';
import { normalizeCustomerRequest } from '../customers/normalize-customer-request';
import { storeCustomer } from '../customers/store-customer';
import type { Tx } from '../db/client';
import type { PaymentUrlRequest, PaymentWarning } from './payment.schemas';

/**
 * The customer a payment link is for. customerId names a customer of the dealer (another dealer's
 * is refused like an unknown one). Otherwise the identifiers are saved the way the Customer API's
 * dedupe-save does (`findMatchingCustomer`): the matching customer is updated with what was sent;
 * with no match a customer is created.
 */
export async function resolvePaymentCustomer(
  tx: Tx,
  options: { dealerUuid: string; identifiers: PaymentUrlRequest['customerIdentifiers'] },
): Promise<{ customerUuid: string; warnings: PaymentWarning[] }> {
  const { dealerUuid, identifiers } = options;
  const customerId = identifiers.customerId?.trim();
  if (customerId) {
    const named = await getCustomerRow(tx, { dealerUuid, customerUuid: customerId });
    if (!named) {
      throw new DomainError(
        'INVALID_CUSTOMER_ID',
        `The department's dealer has no customer ${customerId}; leave customerId out and send the customer's name to create one`,
      );
    }
    return { customerUuid: named.uuid, warnings: [] };
  }

  const request = normalizeCustomerRequest({
    customer: {
      customerKey: identifiers.customerKey,
      firstName: identifiers.firstName,
      lastName: identifiers.lastName,
      preferredCommunication: identifiers.preferredCommunication?.match(/^(text|phone|email)$/i)
        ? identifiers.preferredCommunication
        : null,
      phoneNumbers: identifiers.phoneNumbers,
      emails: identifiers.emails,
    },
  });
  await lockDealerCustomers(tx, dealerUuid);
  const existing = await findMatchingCustomer(tx, { dealerUuid, request });
  const stored = await storeCustomer(tx, { dealerUuid, existing, request });
  return {
    customerUuid: stored.customerUuid,
    warnings: request.warnings.map((w) => ({
      warningCode: w.warningTitle,
      warningDescription: `customerIdentifiers: ${w.warningMessage}`,
    })),
  };
}

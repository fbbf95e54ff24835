import type { PaymentAttempt, PaymentInvoice } from '../db/schema';
import { fromMinorUnits } from './money';

/**
 * The JSON body POSTed to webHookUrl after each completed attempt (approved or declined). Signed
 * and retried by the outbound client (webhook-id / webhook-timestamp / webhook-signature headers).
 * Documented in the OpenAPI description of the payment URL operation; add fields, never rename.
 */
export type PaymentWebhookPayload = {
  eventType: 'payment.completed';
  invoiceId: string;
  orderRef: string | null;
  departmentUuid: string;
  dealerUuid: string;
  customerId: string;
  /** Total in currency units, e.g. 125.5 */
  amount: number;
  currency: string;
  paymentType: 'auth' | 'sale';
  /** Outcome of this attempt. */
  status: 'APPROVED' | 'DECLINED';
  declineCode: string | null;
  /** OPEN (the customer may retry), PAID or DECLINED (no attempts left). */
  linkStatus: string;
  attemptsRemaining: number;
  transactionId: string;
  processorReference: string | null;
  cardBrand: string;
  cardLast4: string;
  cardSaved: boolean;
  /** Epoch milliseconds (UTC) of the attempt. */
  timestamp: number;
};

export function paymentWebhookPayload(
  invoice: PaymentInvoice,
  attempt: PaymentAttempt,
  options: { linkStatus: string; attemptsRemaining: number; cardSaved: boolean },
): PaymentWebhookPayload {
  return {
    eventType: 'payment.completed',
    invoiceId: invoice.uuid,
    orderRef: invoice.orderRef,
    departmentUuid: invoice.departmentUuid,
    dealerUuid: invoice.dealerUuid,
    customerId: invoice.customerUuid,
    amount: fromMinorUnits(attempt.amountMinor),
    currency: attempt.currency,
    paymentType: attempt.paymentType,
    status: attempt.outcome,
    declineCode: attempt.declineCode,
    linkStatus: options.linkStatus,
    attemptsRemaining: options.attemptsRemaining,
    transactionId: attempt.uuid,
    processorReference: attempt.processorReference,
    cardBrand: attempt.cardBrand,
    cardLast4: attempt.cardLast4,
    cardSaved: options.cardSaved,
    timestamp: attempt.createdAt.getTime(),
  };
}

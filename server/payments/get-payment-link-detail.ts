import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { PaymentInvoice } from '../db/schema';
import type { PaymentLinkDetail } from './payment-link-actions.schemas';
import { effectiveStatus, findInvoiceAttempts, getDepartmentInvoice } from './payment-link-records';
import { findInvoiceEvents } from './processor-event-records';

export type LinkInput = { params: { serviceSubscriberDepartmentToken: string; invoiceId: string } };

/** One link for an advisor: amounts in minor units, the processor's references, attempts and events. */
export async function getPaymentLinkDetail(
  ctx: UseCaseContext,
  input: LinkInput,
): Promise<PaymentLinkDetail> {
  const invoice = await departmentLink(ctx.db, ctx, input, false);
  return detailOf(ctx.db, invoice);
}

/** The department's link named in the path, or 404. */
export async function departmentLink(tx: Tx, ctx: UseCaseContext, input: LinkInput, forUpdate: boolean) {
  const { departmentUuid } = departmentOf(ctx);
  const invoice = await getDepartmentInvoice(
    tx,
    { departmentUuid, invoiceUuid: input.params.invoiceId },
    { forUpdate },
  );
  if (!invoice)
    throw new DomainError('PAYMENT_LINK_NOT_FOUND', 'No payment link with this invoiceId in the department');
  return invoice;
}

export async function detailOf(tx: Tx, invoice: PaymentInvoice): Promise<PaymentLinkDetail> {
  const [attempts, events] = await Promise.all([
    findInvoiceAttempts(tx, invoice.uuid),
    findInvoiceEvents(tx, invoice.uuid),
  ]);
  const status = effectiveStatus(invoice, new Date());
  return {
    error: null,
    warnings: [],
    invoiceId: invoice.uuid,
    status,
    paymentType: invoice.paymentType,
    currency: invoice.currency,
    totalMinor: invoice.totalMinor,
    capturedMinor: invoice.capturedMinor,
    refundedMinor: invoice.refundedMinor,
    processor: invoice.processor ?? 'sandbox',
    checkoutSessionId: invoice.checkoutSessionId,
    processorPaymentId: invoice.processorPaymentId,
    canCapture: status === 'PAID' && invoice.paymentType === 'auth' && invoice.capturedMinor === 0,
    refundableMinor: status === 'PAID' ? Math.max(0, invoice.capturedMinor - invoice.refundedMinor) : 0,
    canCancel: status === 'OPEN',
    attempts: attempts.map((a) => ({
      transactionId: a.uuid,
      outcome: a.outcome,
      declineCode: a.declineCode,
      processorReference: a.processorReference,
      cardBrand: a.cardBrand,
      cardLast4: a.cardLast4,
      createdAt: a.createdAt.toISOString(),
    })),
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      outcome: e.outcome,
      receivedAt: e.createdAt.toISOString(),
    })),
  };
}

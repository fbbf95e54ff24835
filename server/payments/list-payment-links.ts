import { departmentOf, type UseCaseContext } from '../core/context';
import type { PaymentLinkStatus } from '../db/schema';
import { fromMinorUnits } from './money';
import type { PaymentLinkSummary } from './payment.schemas';
import { paymentUrlFor } from './payment-url';
import { effectiveStatus, findDepartmentInvoices } from './repo';

/** The department's payment links, newest first, with the status a customer opening them would see. */
export async function listPaymentLinks(
  ctx: UseCaseContext,
  input: { query: { status?: PaymentLinkStatus; limit?: number } },
) {
  const { departmentUuid } = departmentOf(ctx);
  const now = new Date();
  const rows = await findDepartmentInvoices(ctx.db, {
    departmentUuid,
    status: input.query.status,
    limit: input.query.limit ?? 50,
    now,
  });
  const paymentLinks: PaymentLinkSummary[] = rows.map(({ invoice, ...customer }) => ({
    invoiceId: invoice.uuid,
    paymentUrl: paymentUrlFor(invoice.token),
    status: effectiveStatus(invoice, now),
    amount: fromMinorUnits(invoice.totalMinor),
    currency: invoice.currency,
    paymentType: invoice.paymentType,
    paymentDescription: invoice.paymentDescription,
    orderRef: invoice.orderRef,
    customerId: invoice.customerUuid,
    customerName:
      [customer.customerFirstName, customer.customerLastName].filter(Boolean).join(' ') ||
      customer.customerCompany ||
      'Unnamed customer',
    createdBy: invoice.createdByName,
    createdAt: invoice.createdAt.toISOString(),
    expiresAt: invoice.expiresAt.toISOString(),
    completedAt: invoice.completedAt?.toISOString() ?? null,
    attemptCount: invoice.attemptCount,
    cardBrand: invoice.cardBrand,
    cardLast4: invoice.cardLast4,
  }));
  return { error: null, warnings: [], paymentLinks };
}

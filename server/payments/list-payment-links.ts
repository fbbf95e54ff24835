import { departmentOf, type UseCaseContext } from '../core/context';
import type { PaymentLinkStatus } from '../db/schema';
import { fromMinorUnits } from './money';
import type { PaymentLinkSummary } from './payment.schemas';
import { effectiveStatus, findPaymentLinkPage } from './payment-link-records';
import { paymentUrlFor } from './payment-url';

type ListQuery = {
  status?: PaymentLinkStatus;
  limit?: number;
  offset?: number;
  search?: string;
  appointmentUuid?: string;
  asOf?: string;
};

/**
 * A page of the department's payment links, newest first, with the status a customer opening them
 * would see, and how many match in all. Without offset and search it answers as before: the first
 * `limit` links. The list is taken as of an instant (`asOf`, else now) that the answer names: the
 * next pages asked with it count and skip the same links, whatever was created meanwhile.
 */
export async function listPaymentLinks(ctx: UseCaseContext, input: { query: ListQuery }) {
  const { departmentUuid } = departmentOf(ctx);
  const now = new Date();
  const asked = input.query.asOf ? new Date(input.query.asOf) : undefined;
  const { rows, totalCount } = await findPaymentLinkPage(ctx.db, {
    departmentUuid,
    status: input.query.status,
    search: input.query.search,
    appointmentUuid: input.query.appointmentUuid,
    asOf: asked,
    limit: input.query.limit ?? 50,
    offset: input.query.offset ?? 0,
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
    appointmentUuid: invoice.appointmentUuid,
    createdBy: invoice.createdByName,
    createdAt: invoice.createdAt.toISOString(),
    expiresAt: invoice.expiresAt.toISOString(),
    completedAt: invoice.completedAt?.toISOString() ?? null,
    attemptCount: invoice.attemptCount,
    cardBrand: invoice.cardBrand,
    cardLast4: invoice.cardLast4,
  }));
  return {
    error: null,
    warnings: [],
    paymentLinks,
    totalCount,
    asOf: cursorOf(asked, rows, input.query.offset),
  };
}

/**
 * The instant the answer is as of: the one asked for, else just after the newest link of a first
 * page (the database keeps microseconds, the cursor milliseconds), else now.
 */
function cursorOf(
  asked: Date | undefined,
  rows: Array<{ invoice: { createdAt: Date } }>,
  offset = 0,
): string {
  const newest = rows[0]?.invoice.createdAt;
  if (asked) return asked.toISOString();
  return (offset === 0 && newest ? new Date(newest.getTime() + 1) : new Date()).toISOString();
}

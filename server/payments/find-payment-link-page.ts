import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customerEmails, customers, type PaymentLinkStatus, paymentInvoices } from '../db/schema';
import { statusCondition } from './payment-link-records';

export type PaymentLinkPageFilter = {
  departmentUuid: string;
  status?: PaymentLinkStatus;
  /** Part of the customer's name or email, or of the invoice reference (orderRef). */
  search?: string;
  limit: number;
  offset: number;
  now: Date;
};

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containing(term);
  return or(
    ilike(sql`concat_ws(' ', ${customers.firstName}, ${customers.lastName})`, pattern),
    ilike(customers.company, pattern),
    ilike(paymentInvoices.orderRef, pattern),
    sql`exists (select 1 from ${customerEmails} where ${customerEmails.customerUuid} = ${customers.uuid} and ${customerEmails.emailAddress} ilike ${pattern})`,
  );
}

/**
 * One page of the department's payment links, newest first, with the customer's name, and how
 * many links match the filter in all (for "21–40 of 132").
 */
export async function findPaymentLinkPage(tx: Tx, filter: PaymentLinkPageFilter) {
  const where = and(
    eq(paymentInvoices.departmentUuid, filter.departmentUuid),
    filter.status ? statusCondition(filter.status, filter.now) : undefined,
    searchCondition(filter.search),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        invoice: paymentInvoices,
        customerFirstName: customers.firstName,
        customerLastName: customers.lastName,
        customerCompany: customers.company,
      })
      .from(paymentInvoices)
      .innerJoin(customers, eq(customers.uuid, paymentInvoices.customerUuid))
      .where(where)
      .orderBy(desc(paymentInvoices.createdAt), desc(paymentInvoices.uuid))
      .limit(filter.limit)
      .offset(filter.offset),
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentInvoices)
      .innerJoin(customers, eq(customers.uuid, paymentInvoices.customerUuid))
      .where(where),
  ]);
  return { rows, totalCount: total?.count ?? 0 };
}

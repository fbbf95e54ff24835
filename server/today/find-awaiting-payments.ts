import { and, desc, eq, gt } from 'drizzle-orm';
import { db } from '../db/client';
import { customers, paymentInvoices } from '../db/schema';
import { customerLabel, type TodayScope } from './scope';

export type AwaitingPayment = {
  invoiceUuid: string;
  customerName: string;
  totalMinor: number;
  currency: string;
  description: string | null;
  expiresAt: Date;
};

/** Payment links of the department sent and not yet paid, declined or expired, newest first. */
export async function findAwaitingPayments(
  scope: TodayScope,
  now: Date = new Date(),
  limit = 20,
): Promise<AwaitingPayment[]> {
  const rows = await db()
    .select({
      invoiceUuid: paymentInvoices.uuid,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      totalMinor: paymentInvoices.totalMinor,
      currency: paymentInvoices.currency,
      description: paymentInvoices.paymentDescription,
      expiresAt: paymentInvoices.expiresAt,
    })
    .from(paymentInvoices)
    .innerJoin(customers, eq(customers.uuid, paymentInvoices.customerUuid))
    .where(
      and(
        eq(paymentInvoices.dealerUuid, scope.dealerUuid),
        eq(paymentInvoices.departmentUuid, scope.departmentUuid),
        eq(paymentInvoices.status, 'OPEN'),
        gt(paymentInvoices.expiresAt, now),
      ),
    )
    .orderBy(desc(paymentInvoices.createdAt))
    .limit(limit);
  return rows.map(({ firstName, lastName, company, ...r }) => ({
    ...r,
    customerName: customerLabel({ firstName, lastName, company }),
  }));
}

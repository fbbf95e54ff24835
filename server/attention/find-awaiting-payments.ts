import { db } from '../db/client';
import { openPaymentLinkRows } from './attention-records';
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
  const rows = await openPaymentLinkRows(db(), scope, now, limit);
  return rows.map(({ firstName, lastName, company, ...r }) => ({
    ...r,
    customerName: customerLabel({ firstName, lastName, company }),
  }));
}

import { db } from '../db/client';
import { failedDeliveryRows } from './attention-records';
import { customerLabel, type TodayScope } from './scope';

export type FailedDelivery = {
  messageUuid: string;
  customerUuid: string;
  customerName: string;
  protocol: string;
  reason: string | null;
  at: Date;
};

const lookBackMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Texts and emails of the department that could not be delivered in the last week, latest first:
 * older failures have been dealt with or no longer matter at the counter.
 */
export async function findFailedDeliveries(
  scope: TodayScope,
  now: Date = new Date(),
  limit = 20,
): Promise<FailedDelivery[]> {
  const rows = await failedDeliveryRows(db(), scope, new Date(now.getTime() - lookBackMs), limit);
  return rows.map((r) => ({
    messageUuid: r.messageUuid,
    customerUuid: r.customerUuid,
    customerName: customerLabel(r),
    protocol: r.protocol,
    reason: r.reason,
    at: r.at,
  }));
}

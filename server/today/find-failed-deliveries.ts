import { and, desc, eq, gte } from 'drizzle-orm';
import { db } from '../db/client';
import { customers, messages } from '../db/schema';
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
  const rows = await db()
    .select({
      messageUuid: messages.uuid,
      customerUuid: messages.customerUuid,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      protocol: messages.protocol,
      reason: messages.failureReason,
      at: messages.receivedOn,
    })
    .from(messages)
    .innerJoin(customers, eq(customers.uuid, messages.customerUuid))
    .where(
      and(
        eq(messages.dealerUuid, scope.dealerUuid),
        eq(messages.departmentUuid, scope.departmentUuid),
        eq(messages.direction, 'OUTGOING'),
        eq(messages.deliveryStatus, 'FAILED'),
        gte(messages.receivedOn, new Date(now.getTime() - lookBackMs)),
      ),
    )
    .orderBy(desc(messages.receivedOn))
    .limit(limit);
  return rows.map((r) => ({
    messageUuid: r.messageUuid,
    customerUuid: r.customerUuid,
    customerName: customerLabel(r),
    protocol: r.protocol,
    reason: r.reason,
    at: r.at,
  }));
}

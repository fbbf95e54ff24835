import { and, count, desc, eq, max } from 'drizzle-orm';
import { db } from '../db/client';
import { customers, messages } from '../db/schema';
import { customerLabel, type TodayScope } from './scope';

export type UnreadThread = { customerUuid: string; customerName: string; unread: number; lastAt: Date };

/** Customers of the department with incoming messages nobody has read, latest first. */
export async function findUnreadThreads(scope: TodayScope, limit = 20): Promise<UnreadThread[]> {
  const lastAt = max(messages.receivedOn);
  const rows = await db()
    .select({
      customerUuid: messages.customerUuid,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: customers.company,
      unread: count(),
      lastAt,
    })
    .from(messages)
    .innerJoin(customers, eq(customers.uuid, messages.customerUuid))
    .where(
      and(
        eq(messages.dealerUuid, scope.dealerUuid),
        eq(messages.departmentUuid, scope.departmentUuid),
        eq(customers.dealerUuid, scope.dealerUuid),
        eq(messages.direction, 'INCOMING'),
        eq(messages.isRead, false),
      ),
    )
    .groupBy(messages.customerUuid, customers.firstName, customers.lastName, customers.company)
    .orderBy(desc(lastAt))
    .limit(limit);
  return rows.map((r) => ({
    customerUuid: r.customerUuid,
    customerName: customerLabel(r),
    unread: Number(r.unread),
    lastAt: new Date(r.lastAt ?? 0),
  }));
}

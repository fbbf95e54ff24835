import { db } from '../db/client';
import { unreadThreadRows } from './attention-records';
import { customerLabel, type TodayScope } from './scope';

export type UnreadThread = { customerUuid: string; customerName: string; unread: number; lastAt: Date };

/** Customers of the department with incoming messages nobody has read, latest first. */
export async function findUnreadThreads(scope: TodayScope, limit = 20): Promise<UnreadThread[]> {
  const rows = await unreadThreadRows(db(), scope, limit);
  return rows.map((r) => ({
    customerUuid: r.customerUuid,
    customerName: customerLabel(r),
    unread: Number(r.unread),
    lastAt: new Date(r.lastAt ?? 0),
  }));
}

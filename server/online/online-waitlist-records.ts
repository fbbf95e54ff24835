import { and, asc, eq, gte } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customers, onlineWaitlist } from '../db/schema';

/** Adds the phone to the day's waitlist; a second request for the same day keeps the first place. */
export async function insertWaitlistEntry(tx: Tx, row: typeof onlineWaitlist.$inferInsert): Promise<void> {
  await tx.insert(onlineWaitlist).values(row).onConflictDoNothing();
}

export type WaitlistRow = { date: string; phone: string; customerName: string | null; createdAt: Date };

/** Who waits for a free time in the department, from `fromDate` on, in the order they asked. */
export async function findWaitlist(
  tx: Tx,
  input: { departmentUuid: string; fromDate: string },
): Promise<WaitlistRow[]> {
  const rows = await tx
    .select({
      date: onlineWaitlist.localDate,
      phone: onlineWaitlist.phone,
      firstName: customers.firstName,
      lastName: customers.lastName,
      createdAt: onlineWaitlist.createdAt,
    })
    .from(onlineWaitlist)
    .leftJoin(customers, eq(customers.uuid, onlineWaitlist.customerUuid))
    .where(
      and(
        eq(onlineWaitlist.departmentUuid, input.departmentUuid),
        gte(onlineWaitlist.localDate, input.fromDate),
      ),
    )
    .orderBy(asc(onlineWaitlist.localDate), asc(onlineWaitlist.createdAt))
    .limit(200);
  return rows.map((r) => ({
    date: r.date,
    phone: r.phone,
    customerName: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
    createdAt: r.createdAt,
  }));
}

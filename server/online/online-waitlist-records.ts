import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customers, onlineWaitlist } from '../db/schema';

/** Adds the phone to the day's waitlist; a second request for the same day keeps the first place. */
export async function insertWaitlistEntry(tx: Tx, row: typeof onlineWaitlist.$inferInsert): Promise<void> {
  await tx.insert(onlineWaitlist).values(row).onConflictDoNothing();
}

export type WaitlistRow = {
  date: string;
  phone: string;
  customerUuid: string | null;
  customerName: string | null;
  createdAt: Date;
  /** When a freed time was texted to them; null while they still wait. */
  notifiedAt: Date | null;
};

/** Who waits for a free time in the department, from `fromDate` on, in the order they asked. */
export async function findWaitlist(
  tx: Tx,
  input: { departmentUuid: string; fromDate: string },
): Promise<WaitlistRow[]> {
  const rows = await tx
    .select({
      date: onlineWaitlist.localDate,
      phone: onlineWaitlist.phone,
      customerUuid: onlineWaitlist.customerUuid,
      notifiedAt: onlineWaitlist.notifiedAt,
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
    customerUuid: r.customerUuid,
    customerName: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
    createdAt: r.createdAt,
    notifiedAt: r.notifiedAt,
  }));
}

export type ClaimedWaitlistEntry = { uuid: string; phone: string };

/**
 * Marks the first `limit` customers still waiting for the day as texted and answers them; rows
 * another instance is claiming are skipped, so nobody is texted twice for one freed time.
 */
export async function claimWaitlistOfDay(
  tx: Tx,
  input: { departmentUuid: string; localDate: string; limit: number; now: Date },
): Promise<ClaimedWaitlistEntry[]> {
  const waiting = await tx
    .select({ uuid: onlineWaitlist.uuid })
    .from(onlineWaitlist)
    .where(
      and(
        eq(onlineWaitlist.departmentUuid, input.departmentUuid),
        eq(onlineWaitlist.localDate, input.localDate),
        isNull(onlineWaitlist.notifiedAt),
      ),
    )
    .orderBy(asc(onlineWaitlist.createdAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  if (waiting.length === 0) return [];
  return tx
    .update(onlineWaitlist)
    .set({ notifiedAt: input.now })
    .where(
      and(
        eq(onlineWaitlist.departmentUuid, input.departmentUuid),
        inArray(
          onlineWaitlist.uuid,
          waiting.map((w) => w.uuid),
        ),
      ),
    )
    .returning({ uuid: onlineWaitlist.uuid, phone: onlineWaitlist.phone });
}

/** Puts a claimed entry back in line when its text could not be handed over. */
export async function releaseWaitlistEntry(tx: Tx, input: { departmentUuid: string; uuid: string }) {
  await tx
    .update(onlineWaitlist)
    .set({ notifiedAt: sql`null` })
    .where(and(eq(onlineWaitlist.departmentUuid, input.departmentUuid), eq(onlineWaitlist.uuid, input.uuid)));
}

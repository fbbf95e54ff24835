import { and, count, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { auditEntries } from '../db/schema';

export async function insertAuditEntry(tx: Tx, row: typeof auditEntries.$inferInsert): Promise<void> {
  await tx.insert(auditEntries).values(row);
}

export type AuditFilter = { action?: string; actor?: string; q?: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(dealerUuid: string | null, filter: AuditFilter): SQL | undefined {
  const contains = (text: string) => `%${escapeLike(text)}%`;
  return and(
    dealerUuid ? eq(auditEntries.dealerUuid, dealerUuid) : undefined,
    filter.action ? like(auditEntries.action, `${escapeLike(filter.action)}%`) : undefined,
    filter.actor
      ? or(eq(auditEntries.actorUuid, filter.actor), ilike(auditEntries.actorName, contains(filter.actor)))
      : undefined,
    filter.q
      ? or(
          ilike(auditEntries.action, contains(filter.q)),
          ilike(auditEntries.actorName, contains(filter.q)),
          ilike(auditEntries.targetUuid, contains(filter.q)),
          ilike(
            sql`coalesce(${auditEntries.before}::text, '') || coalesce(${auditEntries.after}::text, '')`,
            contains(filter.q),
          ),
        )
      : undefined,
  );
}

/**
 * One page of audit entries, newest first, and how many match: the dealer's entries, or every
 * entry when `dealerUuid` is null. Both statements run at once.
 */
export async function findAuditEntries(
  tx: Tx,
  dealerUuid: string | null,
  filter: AuditFilter,
  page: { page: number; pageSize: number },
) {
  const where = filtersOf(dealerUuid, filter);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.occurredAt), desc(auditEntries.uuid))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    tx.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

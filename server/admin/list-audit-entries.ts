import { and, count, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UseCaseContext } from '../core/context';
import { auditEntries } from '../db/schema';
import type { auditQuery } from './admin.schemas';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(dealerUuid: string | null, query: z.output<typeof auditQuery>): SQL | undefined {
  const contains = (text: string) => `%${escapeLike(text)}%`;
  return and(
    dealerUuid ? eq(auditEntries.dealerUuid, dealerUuid) : undefined,
    query.action ? like(auditEntries.action, `${escapeLike(query.action)}%`) : undefined,
    query.actor
      ? or(eq(auditEntries.actorUuid, query.actor), ilike(auditEntries.actorName, contains(query.actor)))
      : undefined,
    query.q
      ? or(
          ilike(auditEntries.action, contains(query.q)),
          ilike(auditEntries.actorName, contains(query.q)),
          ilike(auditEntries.targetUuid, contains(query.q)),
          ilike(
            sql`coalesce(${auditEntries.before}::text, '') || coalesce(${auditEntries.after}::text, '')`,
            contains(query.q),
          ),
        )
      : undefined,
  );
}

/**
 * The audit log, newest first: the dealer's entries for its administrators, every entry for an
 * operator (the install-wide operation). Searchable by text, actor (uuid or name) and action prefix.
 */
export async function listAuditEntries(ctx: UseCaseContext, input: { query: z.output<typeof auditQuery> }) {
  const { page, pageSize } = input.query;
  const where = filtersOf(ctx.tenants[0]?.dealerUuid ?? null, input.query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.occurredAt), desc(auditEntries.uuid))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return {
    items: rows.map((e) => ({
      auditUuid: e.uuid,
      occurredAt: e.occurredAt.toISOString(),
      actorKind: e.actorKind,
      actorUuid: e.actorUuid,
      actorName: e.actorName,
      action: e.action,
      targetKind: e.targetKind,
      targetUuid: e.targetUuid,
      dealerUuid: e.dealerUuid,
      before: e.before,
      after: e.after,
    })),
    page,
    pageSize,
    total: total?.total ?? 0,
  };
}

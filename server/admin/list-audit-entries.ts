import type { z } from 'zod';
import { findAuditEntries } from '../audit/audit-records';
import type { UseCaseContext } from '../core/context';
import type { auditQuery } from './admin.schemas';

/**
 * The audit log, newest first: the dealer's entries for its administrators, every entry for an
 * operator (the install-wide operation). Searchable by text, actor (uuid or name) and action prefix.
 */
export async function listAuditEntries(ctx: UseCaseContext, input: { query: z.output<typeof auditQuery> }) {
  const { page, pageSize } = input.query;
  const { rows, total } = await findAuditEntries(ctx.db, ctx.tenants[0]?.dealerUuid ?? null, input.query, {
    page,
    pageSize,
  });
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
    total,
  };
}

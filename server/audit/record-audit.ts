import type { UseCaseContext } from '../core/context';
import type { Tx } from '../db/client';
import type { AuditActorKind } from '../db/schema';
import { newUuid } from '../ids';
import { insertAuditEntry } from './audit-records';

export type AuditChange = {
  action: string;
  targetKind: string;
  targetUuid: string;
  dealerUuid: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

type Actor = { kind: AuditActorKind; uuid: string | null; name: string };

export function actorOf(ctx: Pick<UseCaseContext, 'principal' | 'systemActor'>): Actor {
  if (ctx.principal) {
    const kind = ctx.principal.kind === 'apiClient' ? 'apiClient' : 'user';
    return { kind, uuid: ctx.principal.id, name: ctx.principal.username };
  }
  if (ctx.systemActor) return { kind: 'system', uuid: null, name: ctx.systemActor };
  return { kind: 'public', uuid: null, name: 'set-up' };
}

/**
 * Writes one audit entry in the caller's transaction, so the entry exists exactly when the action
 * committed. Callers pass states without secrets (hashes and passwords never belong here).
 */
export async function recordAudit(
  tx: Tx,
  ctx: Pick<UseCaseContext, 'principal' | 'systemActor' | 'requestId'>,
  change: AuditChange,
): Promise<void> {
  const actor = actorOf(ctx);
  await insertAuditEntry(tx, {
    uuid: newUuid(),
    actorKind: actor.kind,
    actorUuid: actor.uuid,
    actorName: actor.name,
    action: change.action,
    targetKind: change.targetKind,
    targetUuid: change.targetUuid,
    dealerUuid: change.dealerUuid,
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: ctx.requestId,
  });
}

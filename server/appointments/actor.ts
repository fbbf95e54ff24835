import type { UseCaseContext } from '../core/context';
import type { Actor } from './record-history';

export const actorOf = (ctx: UseCaseContext): Actor =>
  ctx.principal
    ? { kind: ctx.principal.kind, id: ctx.principal.id, name: ctx.principal.username }
    : { kind: 'customer', id: null, name: null };

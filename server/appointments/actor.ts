import type { RequestContext } from '../http/route';
import type { Actor } from './record-history';

export const actorOf = (ctx: RequestContext): Actor =>
  ctx.principal
    ? { kind: ctx.principal.kind, id: ctx.principal.id, name: ctx.principal.username }
    : { kind: 'customer', id: null, name: null };

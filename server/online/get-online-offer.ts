import type { UseCaseContext } from '../core/context';
import { onlineOffer } from './online-offer';
import { resolveOnlineDepartment } from './resolve-online-department';

/** GET /api/online/{dealer}/offer: the services, transport options and advisors offered online. */
export async function getOnlineOffer(
  ctx: UseCaseContext,
  input: { params: { dealer: string }; query: { department?: string | null } },
) {
  const scope = await resolveOnlineDepartment(ctx.db, {
    dealerRef: input.params.dealer,
    departmentRef: input.query.department,
  });
  return onlineOffer(ctx.db, scope);
}

import { departmentOf, type UseCaseContext } from '../core/context';
import { onlineOffer } from './online-offer';
import { resolveOnlineDepartment } from './resolve-online-department';

/** GET /api/online/v1/department/{departmentUuid}/services: what the department offers online, for a partner. */
export async function listPartnerOnlineServices(ctx: UseCaseContext, _input: unknown) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const scope = await resolveOnlineDepartment(ctx.db, { dealerRef: dealerUuid, departmentUuid });
  return onlineOffer(ctx.db, scope);
}

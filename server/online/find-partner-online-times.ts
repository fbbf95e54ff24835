import { departmentOf, type UseCaseContext } from '../core/context';
import type { OnlineTimesBody } from './online.schemas';
import { findOnlineServices } from './online-settings-records';
import { onlineTimes } from './online-times';
import { resolveOnlineDepartment } from './resolve-online-department';

/** POST /api/online/v1/department/{departmentUuid}/availability: free times with the online rules, for a partner. */
export async function findPartnerOnlineTimes(ctx: UseCaseContext, input: { body: OnlineTimesBody }) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const scope = await resolveOnlineDepartment(ctx.db, { dealerRef: dealerUuid, departmentUuid });
  const services = await findOnlineServices(ctx.db, departmentUuid);
  return onlineTimes({ pool: ctx.db }, scope, { choice: input.body, services, now: new Date() });
}

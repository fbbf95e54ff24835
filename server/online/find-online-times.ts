import type { UseCaseContext } from '../core/context';
import type { OnlineTimesBody } from './online.schemas';
import { findOnlineServices } from './online-settings-records';
import { onlineTimes } from './online-times';
import { resolveOnlineDepartment } from './resolve-online-department';

/** POST /api/online/{dealer}/times: free times with the online rules for the services and options chosen. */
export async function findOnlineTimes(
  ctx: UseCaseContext,
  input: { params: { dealer: string }; query: { department?: string | null }; body: OnlineTimesBody },
) {
  const scope = await resolveOnlineDepartment(ctx.db, {
    dealerRef: input.params.dealer,
    departmentRef: input.query.department,
  });
  const services = await findOnlineServices(ctx.db, scope.department.uuid);
  return onlineTimes({ pool: ctx.db }, scope, { choice: input.body, services, now: new Date() });
}

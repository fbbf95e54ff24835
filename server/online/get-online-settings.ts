import { tenantOf, type UseCaseContext } from '../core/context';
import { instantToLocalDate } from '../time/wall-clock';
import type { DealerOnlineSettings } from './online.schemas';
import { effectiveSettings } from './online-rules';
import {
  findDepartmentAdvisors,
  findDepartmentOptions,
  findOnlineDealer,
  findOnlineDepartments,
  findOnlineServices,
  type OnlineDepartment,
} from './online-settings-records';
import { findWaitlist } from './online-waitlist-records';

async function departmentSettings(ctx: UseCaseContext, department: OnlineDepartment, today: string) {
  const [options, advisors, services, waitlist] = await Promise.all([
    findDepartmentOptions(ctx.db, department.uuid),
    findDepartmentAdvisors(ctx.db, department.uuid),
    findOnlineServices(ctx.db, department.uuid),
    findWaitlist(ctx.db, { departmentUuid: department.uuid, fromDate: today }),
  ]);
  return {
    ...effectiveSettings(department.settings),
    departmentUuid: department.uuid,
    name: department.name,
    transportOptions: options.map((o) => ({ uuid: o.uuid, name: o.name, optionName: o.optionName })),
    advisors,
    services,
    waitlist: waitlist.map((w) => ({ ...w, createdAt: w.createdAt.toISOString() })),
  };
}

/** GET /api/online/admin/v1/dealers/{dealerUuid}: the short name and each department's online settings and waitlist. */
export async function getOnlineSettings(ctx: UseCaseContext, _input: unknown): Promise<DealerOnlineSettings> {
  const { dealerUuid } = tenantOf(ctx);
  const dealer = await findOnlineDealer(ctx.db, dealerUuid);
  const departments = await findOnlineDepartments(ctx.db, dealerUuid);
  const today = instantToLocalDate(new Date(), dealer?.timeZone ?? 'UTC');
  return {
    dealerUuid,
    shortName: dealer?.shortName ?? null,
    departments: await Promise.all(departments.map((d) => departmentSettings(ctx, d, today))),
  };
}

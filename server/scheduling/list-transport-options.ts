import { and, asc, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { transportOptions } from '../db/schema';

/** GET /department/{id}/transportOption/list: the department's offered transport options. */
export async function listTransportOptions(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUUID: string } },
) {
  const rows = await ctx.db
    .select()
    .from(transportOptions)
    .where(
      and(
        eq(transportOptions.departmentUuid, input.params.dealerDepartmentUUID),
        eq(transportOptions.isValid, true),
      ),
    )
    .orderBy(asc(transportOptions.customName));
  return {
    statusCode: 200,
    transportOptionList: rows.map((o) => ({
      transportOptionUuid: o.uuid,
      optionName: o.optionName,
      customName: o.customName,
      icon: o.icon,
      showOnDealerApp: o.showOnDealerApp,
      showOnline: o.showOnline,
      isPickupAndDelivery: o.isPickupAndDelivery,
    })),
    error: null,
    warnings: [],
  };
}

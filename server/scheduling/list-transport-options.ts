import type { UseCaseContext } from '../core/context';
import { selectOfferedTransportOptions } from './department-records';

/** GET /department/{id}/transportOption/list: the department's offered transport options. */
export async function listTransportOptions(
  ctx: UseCaseContext,
  input: { params: { dealerDepartmentUUID: string } },
) {
  const rows = await selectOfferedTransportOptions(ctx.db, input.params.dealerDepartmentUUID);
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

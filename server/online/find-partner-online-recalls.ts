import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { findRecallsForVehicle } from '../recalls/find-recalls-for-vehicle';
import type { RecallForVehicle } from '../recalls/recall.schemas';
import { recallsOfCustomerVehicle } from './online-recalls';
import type { PartnerRecallsQuery } from './online-recalls.schemas';
import { resolveOnlineDepartment } from './resolve-online-department';

/**
 * GET /api/online/v1/department/{departmentUuid}/recalls: the open recalls of a vehicle a partner's
 * online flow books for, to offer them as the public page does (booked with selectedRecallOemIdSet).
 */
export async function findPartnerOnlineRecalls(
  ctx: UseCaseContext,
  input: { query: PartnerRecallsQuery },
): Promise<{ recalls: RecallForVehicle[] }> {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const { query } = input;
  await resolveOnlineDepartment(ctx.db, { dealerRef: dealerUuid, departmentUuid });
  if (query.vehicleUuid) {
    if (!query.customerUuid)
      throw new DomainError('INVALID_REQUEST', 'vehicleUuid needs the customerUuid of its owner');
    const scope = {
      dealerUuid,
      departmentUuid,
      customerUuid: query.customerUuid,
      vehicleUuid: query.vehicleUuid,
    };
    return { recalls: await recallsOfCustomerVehicle(ctx.db, scope) };
  }
  if (!query.vin && !(query.make && query.model))
    throw new DomainError(
      'INVALID_REQUEST',
      'Give vehicleUuid with customerUuid, a vin, or make and model (and year)',
    );
  return { recalls: await findRecallsForVehicle(ctx.db, { dealerUuid, departmentUuid, vehicle: query }) };
}

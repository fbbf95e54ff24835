import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { findRecallsForVehicle } from '../recalls/find-recalls-for-vehicle';
import type { RecallForVehicle } from '../recalls/recall.schemas';
import { findCustomerByPhone } from './online-customer-records';
import type { OnlineRecallsBody } from './online-recalls.schemas';
import { readSession } from './online-session';
import { resolveOnlineDepartment } from './resolve-online-department';

/**
 * POST /api/online/book/{dealer}/recalls: the open recalls of the customer's vehicle, once it is
 * known: one of the proven phone's vehicles, or the VIN or year, make and model just typed. Asked
 * only with a proven phone, so the page never lists another customer's car.
 */
export async function findOnlineRecalls(
  ctx: UseCaseContext,
  input: { params: { dealer: string }; body: OnlineRecallsBody },
): Promise<{ recalls: RecallForVehicle[] }> {
  const { body } = input;
  const scope = await resolveOnlineDepartment(ctx.db, { dealerRef: input.params.dealer });
  const dealerUuid = scope.dealer.uuid;
  const session = readSession(body.session, { dealerUuid, now: new Date() });
  if (!session) throw new DomainError('VERIFICATION_REQUIRED', 'Confirm your phone with a new code');
  let vehicle = body.vehicle ?? null;
  if (body.vehicleUuid) {
    const known = await findCustomerByPhone(ctx.db, { dealerUuid, phone: session.phone });
    vehicle = known?.vehicles.find((v) => v.uuid === body.vehicleUuid) ?? null;
    if (!vehicle)
      throw new DomainError('VEHICLE_UUID_NOT_FOUND', 'That vehicle is not on file for this phone');
  }
  if (!vehicle) return { recalls: [] };
  const departmentUuid = scope.department.uuid;
  return { recalls: await findRecallsForVehicle(ctx.db, { dealerUuid, departmentUuid, vehicle }) };
}

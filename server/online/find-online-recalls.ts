import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { findRecallsForVehicle } from '../recalls/find-recalls-for-vehicle';
import type { RecallForVehicle } from '../recalls/recall.schemas';
import { findCustomerHolding } from './online-customer';
import type { OnlineRecallsBody } from './online-recalls.schemas';
import { contactOfSession, readSession } from './online-session';
import { resolveOnlineDepartment } from './resolve-online-department';

/**
 * POST /api/online/book/{dealer}/recalls: the open recalls of the customer's vehicle, once it is
 * known: one of the proven phone's vehicles, or the VIN or year, make and model just typed. Asked
 * only with a proven phone or email, so the page never lists another customer's car.
 */
export async function findOnlineRecalls(
  ctx: UseCaseContext,
  input: { params: { dealer: string }; query: { department?: string | null }; body: OnlineRecallsBody },
): Promise<{ recalls: RecallForVehicle[] }> {
  const { body } = input;
  const scope = await resolveOnlineDepartment(ctx.db, {
    dealerRef: input.params.dealer,
    departmentRef: input.query.department,
  });
  const dealerUuid = scope.dealer.uuid;
  const session = readSession(body.session, { dealerUuid, now: new Date() });
  if (!session) throw new DomainError('VERIFICATION_REQUIRED', 'Confirm it’s you with a new code');
  let vehicle = body.vehicle ?? null;
  if (body.vehicleUuid) {
    const known = await findCustomerHolding(ctx.db, { dealerUuid, contact: contactOfSession(session) });
    vehicle = known?.vehicles.find((v) => v.uuid === body.vehicleUuid) ?? null;
    if (!vehicle)
      throw new DomainError('VEHICLE_UUID_NOT_FOUND', 'That vehicle is not on file for this customer');
  }
  if (!vehicle) return { recalls: [] };
  const departmentUuid = scope.department.uuid;
  return { recalls: await findRecallsForVehicle(ctx.db, { dealerUuid, departmentUuid, vehicle }) };
}

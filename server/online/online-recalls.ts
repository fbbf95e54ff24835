import type { ServiceItemInput } from '../appointments/appointment.schemas';
import { DomainError } from '../core/errors';
import { findCustomerVehicles } from '../customers/vehicle-records';
import type { Tx } from '../db/client';
import { findRecallsForVehicle } from '../recalls/find-recalls-for-vehicle';
import type { RecallForVehicle } from '../recalls/recall.schemas';

/** The open recalls of one of the dealer's customer's vehicles, for the department booking online. */
export async function recallsOfCustomerVehicle(
  tx: Tx,
  input: { dealerUuid: string; departmentUuid: string; customerUuid: string; vehicleUuid: string },
): Promise<RecallForVehicle[]> {
  const owned = await findCustomerVehicles(tx, {
    dealerUuid: input.dealerUuid,
    customerUuid: input.customerUuid,
  });
  const vehicle = owned.find((v) => v.uuid === input.vehicleUuid);
  if (!vehicle)
    throw new DomainError('VEHICLE_UUID_NOT_FOUND', `The customer has no vehicle ${input.vehicleUuid}`);
  return findRecallsForVehicle(tx, {
    dealerUuid: input.dealerUuid,
    departmentUuid: input.departmentUuid,
    vehicle,
  });
}

/**
 * The recalls a booking asks for (selectedRecallOemIdSet), each an open campaign of the department
 * covering the booked vehicle; refused otherwise, so a visit never carries a recall it has not.
 */
export async function chosenRecalls(
  tx: Tx,
  input: {
    dealerUuid: string;
    departmentUuid: string;
    customerUuid: string;
    vehicleUuid: string | null;
    oemRecallIds: string[] | null | undefined;
  },
): Promise<RecallForVehicle[]> {
  const wanted = [...new Set((input.oemRecallIds ?? []).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  if (!input.vehicleUuid)
    throw new DomainError(
      'RECALL_NOT_OPEN_FOR_VEHICLE',
      'A recall is booked for a vehicle: name the vehicle',
    );
  const open = await recallsOfCustomerVehicle(tx, { ...input, vehicleUuid: input.vehicleUuid });
  return wanted.map((id) => {
    const recall = open.find((r) => r.oemRecallId.toLowerCase() === id);
    if (!recall)
      throw new DomainError('RECALL_NOT_OPEN_FOR_VEHICLE', `Recall ${id} is not open for this vehicle here`);
    return recall;
  });
}

/** A recall's repair as a service line: free to the customer, paid by the manufacturer's warranty. */
export function recallServiceItems(recalls: RecallForVehicle[]): ServiceItemInput[] {
  return recalls.map((r) => ({
    operationUuid: r.operationUuid,
    recallID: r.oemRecallId,
    price: r.price,
    laborTotal: r.price,
    partsTotal: r.price,
    taxes: r.price,
    payType: 'Warranty',
  }));
}

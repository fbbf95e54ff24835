import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { selectCustomerVehicle, selectCustomerVehicleByVinOrKey } from './booking-reference-records';

type VehicleRef = { vehicleUuid?: string | null; vin?: string | null; vehicleKey?: string | null };

/**
 * The uuid `resolveVehicle` answers when it needs no look-up to know it (no vehicle named, or one
 * named by uuid); undefined for a vehicle named by VIN or key.
 */
export function vehicleUuidWithoutLookup(ref: VehicleRef | null | undefined): string | null | undefined {
  if (!ref) return null;
  if (ref.vehicleUuid) return ref.vehicleUuid;
  return ref.vin?.trim() || ref.vehicleKey?.trim() ? undefined : null;
}

/** The customer's vehicle named by uuid (fastest), VIN or DMS vehicle key; null when none is named. */
export async function resolveVehicle(
  tx: Tx,
  input: {
    customerUuid: string;
    ref: VehicleRef | null | undefined;
  },
): Promise<string | null> {
  const ref = input.ref;
  if (!ref) return null;
  if (ref.vehicleUuid) {
    const found = await selectCustomerVehicle(tx, {
      customerUuid: input.customerUuid,
      vehicleUuid: ref.vehicleUuid,
    });
    if (!found) {
      throw new DomainError('VEHICLE_UUID_NOT_FOUND', `The customer has no vehicle ${ref.vehicleUuid}`);
    }
    return found.uuid;
  }
  const vin = ref.vin?.trim().toUpperCase();
  const key = ref.vehicleKey?.trim();
  if (!vin && !key) return null;
  const found = await selectCustomerVehicleByVinOrKey(tx, { customerUuid: input.customerUuid, vin, key });
  if (!found) {
    throw new DomainError(
      'VEHICLE_NOT_FOUND',
      `The customer has no vehicle with ${vin ? `VIN ${vin}` : `key ${key}`}`,
    );
  }
  return found.uuid;
}

import { and, eq, or } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { vehicles } from '../db/schema';

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
    const [found] = await tx
      .select({ uuid: vehicles.uuid })
      .from(vehicles)
      .where(and(eq(vehicles.uuid, ref.vehicleUuid), eq(vehicles.customerUuid, input.customerUuid)));
    if (!found) {
      throw new DomainError('VEHICLE_UUID_NOT_FOUND', `The customer has no vehicle ${ref.vehicleUuid}`);
    }
    return found.uuid;
  }
  const vin = ref.vin?.trim().toUpperCase();
  const key = ref.vehicleKey?.trim();
  if (!vin && !key) return null;
  const [found] = await tx
    .select({ uuid: vehicles.uuid })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.customerUuid, input.customerUuid),
        or(vin ? eq(vehicles.vin, vin) : undefined, key ? eq(vehicles.vehicleKey, key) : undefined),
      ),
    )
    .limit(1);
  if (!found) {
    throw new DomainError(
      'VEHICLE_NOT_FOUND',
      `The customer has no vehicle with ${vin ? `VIN ${vin}` : `key ${key}`}`,
    );
  }
  return found.uuid;
}

import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Vehicle, vehicles } from '../db/schema';

/** Vehicle data access: every statement names the dealer as well as the vehicle or customer. */

export async function findCustomerVehicles(
  tx: Tx,
  filter: { dealerUuid: string; customerUuid: string },
): Promise<Vehicle[]> {
  return tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.customerUuid, filter.customerUuid), eq(vehicles.dealerUuid, filter.dealerUuid)));
}

export async function insertVehicle(tx: Tx, row: typeof vehicles.$inferInsert): Promise<Vehicle | undefined> {
  const [inserted] = await tx.insert(vehicles).values(row).returning();
  return inserted;
}

/** The vehicle as updated, or undefined when the dealer no longer holds it. */
export async function updateVehicle(
  tx: Tx,
  options: { dealerUuid: string; vehicleUuid: string; changes: Partial<Vehicle> },
): Promise<Vehicle | undefined> {
  const [updated] = await tx
    .update(vehicles)
    .set(options.changes)
    .where(and(eq(vehicles.uuid, options.vehicleUuid), eq(vehicles.dealerUuid, options.dealerUuid)))
    .returning();
  return updated;
}

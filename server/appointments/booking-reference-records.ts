import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type DealerAssociate, dealerAssociates, teams, transportOptions, vehicles } from '../db/schema';

/** A current dealer associate of the department, named by its uuid or its user's uuid. */
export async function selectDepartmentAssociate(
  tx: Tx,
  input: { departmentUuid: string; uuid: string },
): Promise<DealerAssociate | undefined> {
  const [found] = await tx
    .select()
    .from(dealerAssociates)
    .where(
      and(
        eq(dealerAssociates.departmentUuid, input.departmentUuid),
        eq(dealerAssociates.isValid, true),
        or(eq(dealerAssociates.uuid, input.uuid), eq(dealerAssociates.userUuid, input.uuid)),
      ),
    )
    .limit(1);
  return found;
}

/** The department's current team of that uuid. */
export async function selectDepartmentTeam(
  tx: Tx,
  input: { departmentUuid: string; teamUuid: string },
): Promise<{ uuid: string } | undefined> {
  const [team] = await tx
    .select({ uuid: teams.uuid })
    .from(teams)
    .where(
      and(
        eq(teams.uuid, input.teamUuid),
        eq(teams.departmentUuid, input.departmentUuid),
        eq(teams.isValid, true),
      ),
    );
  return team;
}

/** The customer's vehicle of that uuid. */
export async function selectCustomerVehicle(
  tx: Tx,
  input: { customerUuid: string; vehicleUuid: string },
): Promise<{ uuid: string } | undefined> {
  const [found] = await tx
    .select({ uuid: vehicles.uuid })
    .from(vehicles)
    .where(and(eq(vehicles.uuid, input.vehicleUuid), eq(vehicles.customerUuid, input.customerUuid)));
  return found;
}

/** A vehicle of the customer with that VIN or that DMS vehicle key. */
export async function selectCustomerVehicleByVinOrKey(
  tx: Tx,
  input: { customerUuid: string; vin: string | undefined; key: string | undefined },
): Promise<{ uuid: string } | undefined> {
  const { vin, key } = input;
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
  return found;
}

/** The department's transport option named by uuid, else by option or custom name (case aside). */
export async function selectDepartmentTransportOption(
  tx: Tx,
  input: { departmentUuid: string; uuid: string | null | undefined; name: string | undefined },
) {
  const name = (input.name ?? '').toLowerCase();
  const [found] = await tx
    .select()
    .from(transportOptions)
    .where(
      and(
        eq(transportOptions.departmentUuid, input.departmentUuid),
        input.uuid
          ? eq(transportOptions.uuid, input.uuid)
          : or(
              eq(sql`lower(${transportOptions.optionName})`, name),
              eq(sql`lower(${transportOptions.customName})`, name),
            ),
      ),
    )
    .limit(1);
  return found;
}

import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type customers, departments, type opcodes, type teams, type transportOptions } from '../db/schema';

/** Which of the records `uuids` of the table are still stored. */
export async function findStoredUuids(
  tx: Tx,
  table: typeof teams | typeof transportOptions | typeof opcodes | typeof customers,
  uuids: string[],
): Promise<Set<string>> {
  if (uuids.length === 0) return new Set<string>();
  const rows = await tx.select({ uuid: table.uuid }).from(table).where(inArray(table.uuid, uuids));
  return new Set(rows.map((r) => r.uuid));
}

/** Identifiers and names of the dealer's departments. */
export const findDepartmentNamesOfDealer = (tx: Tx, dealerUuid: string) =>
  tx
    .select({ departmentUuid: departments.uuid, name: departments.name })
    .from(departments)
    .where(eq(departments.dealerUuid, dealerUuid));

import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealers, departments } from '../db/schema';

/** The IANA time zone a department's wall-clock times are in (its dealer's). */
export async function getDepartmentTimeZone(tx: Tx, departmentUuid: string): Promise<string> {
  const [row] = await tx
    .select({ timeZone: dealers.timeZone })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, departmentUuid));
  return row?.timeZone ?? 'UTC';
}

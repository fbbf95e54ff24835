import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealers, departments } from '../db/schema';
import { DomainError } from '../http/domain-error';

export type SchedulingDepartment = {
  departmentUuid: string;
  dealerUuid: string;
  dealerName: string;
  timeZone: string;
};

/** The department availability is asked for, with its dealer's zone; the scheduler must be on. */
export async function getSchedulingDepartment(tx: Tx, departmentUuid: string): Promise<SchedulingDepartment> {
  const [row] = await tx
    .select({
      departmentUuid: departments.uuid,
      dealerUuid: dealers.uuid,
      dealerName: dealers.name,
      timeZone: dealers.timeZone,
      features: dealers.features,
    })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, departmentUuid));
  if (!row) throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${departmentUuid}`);
  if (!row.features.schedulerEnabled) {
    throw new DomainError('SCHEDULER_FEATURE_NOT_ENABLED', `Scheduling is not enabled for ${row.dealerName}`);
  }
  const { features: _features, ...department } = row;
  return department;
}

import { sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { preparedSql } from '../db/prepared';
import type { DealerFeatures } from '../db/schema';

export type SchedulingDepartment = {
  departmentUuid: string;
  dealerUuid: string;
  dealerName: string;
  timeZone: string;
};

// Every availability, first-slot and vacant-slot request starts here.
const departmentWithDealer = preparedSql<
  { departmentUuid: string },
  SchedulingDepartment & { features: DealerFeatures }
>(
  'department-with-dealer',
  (v) => sql`
    select d.uuid as "departmentUuid", r.uuid as "dealerUuid", r.name as "dealerName",
      r.time_zone as "timeZone", r.features
    from departments d join dealers r on r.uuid = d.dealer_uuid
    where d.uuid = ${v.departmentUuid}`,
);

/** The department availability is asked for, with its dealer's zone; the scheduler must be on. */
export async function getSchedulingDepartment(tx: Tx, departmentUuid: string): Promise<SchedulingDepartment> {
  const [row] = await departmentWithDealer(tx, { departmentUuid });
  if (!row) throw new DomainError('INVALID_DEPT_UUID', `No department has the uuid ${departmentUuid}`);
  if (!row.features.schedulerEnabled) {
    throw new DomainError('SCHEDULER_FEATURE_NOT_ENABLED', `Scheduling is not enabled for ${row.dealerName}`);
  }
  return {
    departmentUuid: row.departmentUuid,
    dealerUuid: row.dealerUuid,
    dealerName: row.dealerName,
    timeZone: row.timeZone,
  };
}

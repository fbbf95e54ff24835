import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Dealer, type Department, dealers, departments, hoursOfOperation } from '../db/schema';
import { DomainError } from '../http/domain-error';
import { weekdayOf } from '../time/wall-clock';

export type BookingDepartment = {
  dealer: Dealer;
  department: Department;
  /** Slot size of the weekday's hours of operation (30 minutes when none are configured). */
  slotSizeMinutes: (date: string) => number;
};

/**
 * The department an appointment of a dealer is booked in: the one named (it must be the dealer's),
 * else the dealer's first service department. Refuses dealers without the scheduler feature.
 */
export async function getDepartmentForBooking(
  tx: Tx,
  input: { dealerUuid: string; departmentUuid?: string | null },
): Promise<BookingDepartment> {
  const departmentOfDealer = input.departmentUuid
    ? and(eq(departments.uuid, input.departmentUuid), eq(departments.dealerUuid, input.dealerUuid))
    : and(eq(departments.dealerUuid, input.dealerUuid), eq(departments.departmentType, 'SERVICE'));
  const chosenDepartment = tx
    .select({ uuid: departments.uuid })
    .from(departments)
    .where(departmentOfDealer)
    .orderBy(asc(departments.createdAt))
    .limit(1);
  // One round trip: the department's hours are found through the same choice of department.
  const [[dealer], [department], hours] = await Promise.all([
    tx.select().from(dealers).where(eq(dealers.uuid, input.dealerUuid)),
    tx.select().from(departments).where(departmentOfDealer).orderBy(asc(departments.createdAt)).limit(1),
    tx
      .select()
      .from(hoursOfOperation)
      .where(eq(hoursOfOperation.departmentUuid, sql`(${chosenDepartment})`)),
  ]);
  if (!dealer) throw new DomainError('INCORRECT_DEALER_INFO', `No dealer has the uuid ${input.dealerUuid}`);
  if (!dealer.features.schedulerEnabled) {
    throw new DomainError('SCHEDULER_FEATURE_NOT_ENABLED', `Scheduling is not enabled for ${dealer.name}`);
  }
  if (!department) {
    throw new DomainError(
      'INVALID_DEPT_UUID',
      input.departmentUuid
        ? `Department ${input.departmentUuid} is not a department of ${dealer.name}`
        : `${dealer.name} has no service department`,
    );
  }
  const hoursFor = (date: string) => hours.find((h) => h.weekday === weekdayOf(date));
  return {
    dealer,
    department,
    slotSizeMinutes: (date) => hoursFor(date)?.slotSizeMinutes ?? 30,
  };
}

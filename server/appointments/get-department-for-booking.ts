import { and, asc, eq } from 'drizzle-orm';
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
  const [dealer] = await tx.select().from(dealers).where(eq(dealers.uuid, input.dealerUuid));
  if (!dealer) throw new DomainError('INCORRECT_DEALER_INFO', `No dealer has the uuid ${input.dealerUuid}`);
  if (!dealer.features.schedulerEnabled) {
    throw new DomainError('SCHEDULER_FEATURE_NOT_ENABLED', `Scheduling is not enabled for ${dealer.name}`);
  }
  const [department] = await tx
    .select()
    .from(departments)
    .where(
      input.departmentUuid
        ? and(eq(departments.uuid, input.departmentUuid), eq(departments.dealerUuid, dealer.uuid))
        : and(eq(departments.dealerUuid, dealer.uuid), eq(departments.departmentType, 'SERVICE')),
    )
    .orderBy(asc(departments.createdAt))
    .limit(1);
  if (!department) {
    throw new DomainError(
      'INVALID_DEPT_UUID',
      input.departmentUuid
        ? `Department ${input.departmentUuid} is not a department of ${dealer.name}`
        : `${dealer.name} has no service department`,
    );
  }
  const hours = await tx
    .select()
    .from(hoursOfOperation)
    .where(eq(hoursOfOperation.departmentUuid, department.uuid));
  const hoursFor = (date: string) => hours.find((h) => h.weekday === weekdayOf(date));
  return {
    dealer,
    department,
    slotSizeMinutes: (date) => hoursFor(date)?.slotSizeMinutes ?? 30,
  };
}

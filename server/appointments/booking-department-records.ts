import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { prepared, preparedSql } from '../db/prepared';
import { type Dealer, type Department, dealers, departments } from '../db/schema';
import { weekdayOf } from '../time/wall-clock';

export type BookingDepartment = {
  dealer: Dealer;
  department: Department;
  /** Slot size of the weekday's hours of operation (30 minutes when none are configured). */
  slotSizeMinutes: (date: string) => number;
};

// Every booking, move and draft starts here, so the three look-ups are prepared once.
const dealerByUuid = prepared<{ dealerUuid: string }, Dealer[]>('dealer-by-uuid', (db) =>
  db
    .select()
    .from(dealers)
    .where(eq(dealers.uuid, sql.placeholder('dealerUuid'))),
);

// The department named (when it is the dealer's), else the dealer's first service department.
const chosenDepartment = (v: { dealerUuid: unknown; departmentUuid: unknown }) => sql`
  select * from departments
  where dealer_uuid = ${v.dealerUuid}
    and (uuid = ${v.departmentUuid}::text or (${v.departmentUuid}::text is null and department_type = 'SERVICE'))
  order by created_at limit 1`;

const departmentOfDealer = prepared<{ dealerUuid: string; departmentUuid: string | null }, Department[]>(
  'department-of-dealer',
  (db) =>
    db
      .select()
      .from(departments)
      .where(
        and(
          eq(departments.dealerUuid, sql.placeholder('dealerUuid')),
          sql`(${departments.uuid} = ${sql.placeholder('departmentUuid')}::text or (${sql.placeholder('departmentUuid')}::text is null and ${departments.departmentType} = 'SERVICE'))`,
        ),
      )
      .orderBy(departments.createdAt)
      .limit(1),
);

const slotSizesOfDepartment = preparedSql<
  { dealerUuid: string; departmentUuid: string | null },
  { weekday: number; slot_size_minutes: number }
>(
  'slot-sizes-of-department',
  (v) => sql`
    select weekday, slot_size_minutes from hours_of_operation
    where department_uuid = (select uuid from (${chosenDepartment(v)}) d)`,
);

/**
 * The department an appointment of a dealer is booked in: the one named (it must be the dealer's),
 * else the dealer's first service department. Refuses dealers without the scheduler feature.
 */
export async function getDepartmentForBooking(
  tx: Tx,
  input: { dealerUuid: string; departmentUuid?: string | null },
): Promise<BookingDepartment> {
  const values = { dealerUuid: input.dealerUuid, departmentUuid: input.departmentUuid || null };
  // One round trip: the department's hours are found through the same choice of department.
  const [[dealerRow], [departmentRow], hours] = await Promise.all([
    dealerByUuid(tx, values),
    departmentOfDealer(tx, values),
    slotSizesOfDepartment(tx, values),
  ]);
  if (!dealerRow)
    throw new DomainError('INCORRECT_DEALER_INFO', `No dealer has the uuid ${input.dealerUuid}`);
  const dealer = dealerRow;
  if (!dealer.features.schedulerEnabled) {
    throw new DomainError('SCHEDULER_FEATURE_NOT_ENABLED', `Scheduling is not enabled for ${dealer.name}`);
  }
  if (!departmentRow) {
    throw new DomainError(
      'INVALID_DEPT_UUID',
      input.departmentUuid
        ? `Department ${input.departmentUuid} is not a department of ${dealer.name}`
        : `${dealer.name} has no service department`,
    );
  }
  return {
    dealer,
    department: departmentRow,
    slotSizeMinutes: (date) => hours.find((h) => h.weekday === weekdayOf(date))?.slot_size_minutes ?? 30,
  };
}

/** The IANA time zone a department's wall-clock times are in (its dealer's). */
export async function selectDepartmentTimeZone(tx: Tx, departmentUuid: string): Promise<string> {
  const [row] = await tx
    .select({ timeZone: dealers.timeZone })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, departmentUuid));
  return row?.timeZone ?? 'UTC';
}

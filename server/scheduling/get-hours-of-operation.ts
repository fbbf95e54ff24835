import type { UseCaseContext } from '../core/context';
import { tenantOf } from '../core/context';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { selectDealerDepartmentWithZone } from './department-records';
import type { HoursOfOperationResponse } from './hours-contracts';
import { departmentWeekHours, type WeekdayHours } from './hours-records';

const dayNames = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
/** What clients of the incumbent API assume when a dealer sets no slot size. */
const defaultSlotSizeMinutes = 15;

/** The department named, or the dealer's service department (its first, else its first of any type). */
async function departmentFor(db: Tx, dealerUuid: string, departmentUuid: string | undefined) {
  const department = await selectDealerDepartmentWithZone(db, { dealerUuid, departmentUuid });
  if (department) return department;
  if (departmentUuid) {
    throw new DomainError('INVALID_DEPT_UUID', `The dealer has no department ${departmentUuid}`);
  }
  throw new DomainError('DEPARTMENT_NOT_FOUND', `Dealer ${dealerUuid} has no department`);
}

/** The size most open weekdays use; the smaller one on a tie. */
export function prevailingSlotSize(rows: readonly WeekdayHours[]): number {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.slotSizeMinutes, (counts.get(row.slotSizeMinutes) ?? 0) + 1);
  let best: number | null = null;
  for (const [size, count] of counts) {
    const bestCount = best === null ? 0 : (counts.get(best) ?? 0);
    if (best === null || count > bestCount || (count === bestCount && size < best)) best = size;
  }
  return best ?? defaultSlotSizeMinutes;
}

// Stored as HH:mm (24:00 = midnight at the end of the day); the incumbent API answers HH:mm:ss.
const withSeconds = (hhmm: string) => (hhmm.length === 5 ? `${hhmm}:00` : hhmm);

/** GET /dealer/{dealerUuid}/hoursOfOperation: the week of a dealer's (service) department. */
export async function getHoursOfOperation(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string }; query: { departmentUuid?: string } },
): Promise<HoursOfOperationResponse> {
  const { dealerUuid } = tenantOf(ctx);
  const department = await departmentFor(ctx.db, dealerUuid, input.query.departmentUuid);
  const rows = await departmentWeekHours(ctx.db, department.uuid);
  const byWeekday = new Map(rows.map((row) => [row.weekday, row]));
  return {
    dealerUuid,
    dealerDepartmentUuid: department.uuid,
    timeZone: department.timeZone,
    slotSizeInMins: prevailingSlotSize(rows),
    hoursOfOperation: dayNames.map((dayOfWeek, weekday) => {
      const row = byWeekday.get(weekday);
      return {
        weekday,
        dayOfWeek,
        open: Boolean(row),
        openingTime: row ? withSeconds(row.opensAt) : null,
        closingTime: row ? withSeconds(row.closesAt) : null,
        slotSizeInMins: row?.slotSizeMinutes ?? null,
      };
    }),
    errors: [],
    warnings: [],
  };
}

import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { hoursOfOperation } from '../db/schema';

/** A weekday's opening hours (0 = Sunday), as stored: HH:mm, 24:00 the midnight ending the day. */
export type WeekdayHours = { weekday: number; opensAt: string; closesAt: string; slotSizeMinutes: number };

/** The department's week of opening hours by weekday; a weekday missing is closed. */
export function departmentWeekHours(tx: Tx, departmentUuid: string): Promise<WeekdayHours[]> {
  return tx
    .select({
      weekday: hoursOfOperation.weekday,
      opensAt: hoursOfOperation.opensAt,
      closesAt: hoursOfOperation.closesAt,
      slotSizeMinutes: hoursOfOperation.slotSizeMinutes,
    })
    .from(hoursOfOperation)
    .where(eq(hoursOfOperation.departmentUuid, departmentUuid))
    .orderBy(asc(hoursOfOperation.weekday));
}

/** Replaces the department's week of opening hours with `week`. */
export async function replaceDepartmentWeekHours(
  tx: Tx,
  departmentUuid: string,
  week: (WeekdayHours & { uuid: string })[],
): Promise<void> {
  await tx.delete(hoursOfOperation).where(eq(hoursOfOperation.departmentUuid, departmentUuid));
  if (week.length > 0) {
    await tx.insert(hoursOfOperation).values(week.map((day) => ({ ...day, departmentUuid })));
  }
}

import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { isCalendarDate } from '../time/wall-clock';
import { selectWireAppointmentsOfDay } from './appointment-records';

export function checkDatePath(value: string): string {
  const date = value.trim();
  if (date === '') throw new DomainError('DATE_EMPTY', 'The date in the path is empty');
  if (['null', 'undefined'].includes(date.toLowerCase()))
    throw new DomainError('NO_DATE', 'Send a date as yyyy-MM-dd');
  if (!isCalendarDate(date))
    throw new DomainError('INVALID_DATE_FORMAT', `${date} is not a date in the format yyyy-MM-dd`);
  return date;
}

/** GET /dealerDepartment/{departmentUuid}/date/{date}: the department's appointments of a local day. */
export async function findAppointmentsByDate(
  ctx: UseCaseContext,
  input: { params: { departmentUuid: string; date: string } },
) {
  const date = checkDatePath(input.params.date);
  const serviceAppointments = await selectWireAppointmentsOfDay(ctx.db, {
    departmentUuid: input.params.departmentUuid,
    date,
  });
  return { error: [], warnings: [], serviceAppointments };
}

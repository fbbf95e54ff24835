import { departmentOf, type UseCaseContext } from '../core/context';
import { findTransportOptionsOfDepartment, transportOptionOf } from './transport-option-records';

/** The department's transport options, retired ones included (they keep history). */
export async function listTransportOptions(ctx: UseCaseContext) {
  const { departmentUuid } = departmentOf(ctx);
  const rows = await findTransportOptionsOfDepartment(ctx.db, departmentUuid);
  return { transportOptions: rows.map(transportOptionOf) };
}

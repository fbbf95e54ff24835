import { asc, eq } from 'drizzle-orm';
import { departmentOf, type UseCaseContext } from '../core/context';
import { transportOptions } from '../db/schema';
import { transportOptionOf } from './team-records';

/** The department's transport options, retired ones included (they keep history). */
export async function listTransportOptions(ctx: UseCaseContext) {
  const { departmentUuid } = departmentOf(ctx);
  const rows = await ctx.db
    .select()
    .from(transportOptions)
    .where(eq(transportOptions.departmentUuid, departmentUuid))
    .orderBy(asc(transportOptions.customName), asc(transportOptions.uuid));
  return { transportOptions: rows.map(transportOptionOf) };
}

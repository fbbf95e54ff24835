import { eq } from 'drizzle-orm';
import { departmentOf, type UseCaseContext } from '../core/context';
import { transportOptions } from '../db/schema';
import { recordAudit } from './record-audit';
import { findTransportOptionOfDepartment, transportOptionOf } from './team-records';

/** A retired option is offered no more; booked appointments keep it in their history. */
export async function retireTransportOption(
  ctx: UseCaseContext,
  input: { params: { transportOptionUuid: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await findTransportOptionOfDepartment(
      tx,
      departmentUuid,
      input.params.transportOptionUuid,
    );
    const after = { ...before, isValid: false };
    if (before.isValid) {
      await tx.update(transportOptions).set({ isValid: false }).where(eq(transportOptions.uuid, before.uuid));
      await recordAudit(tx, ctx, {
        action: 'transportOption.retire',
        targetKind: 'transportOption',
        targetUuid: before.uuid,
        dealerUuid,
        before: transportOptionOf(before),
        after: transportOptionOf(after),
      });
    }
    return transportOptionOf(after);
  });
}

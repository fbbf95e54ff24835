import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { findDealer } from '../users/dealer-records';
import type { createDepartmentBody } from './admin.schemas';
import { insertWorkingDepartment } from './department-records';

/** Another service department of the dealer, working from the start (hours, options, system sender). */
export async function createDepartment(
  ctx: UseCaseContext,
  input: { body: z.output<typeof createDepartmentBody> },
) {
  const { dealerUuid } = tenantOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const dealer = await findDealer(tx, dealerUuid);
    const { departmentUuid } = await insertWorkingDepartment(tx, {
      dealerUuid,
      dealerName: dealer?.name ?? '',
      ...input.body,
    });
    await recordAudit(tx, ctx, {
      action: 'department.create',
      targetKind: 'department',
      targetUuid: departmentUuid,
      dealerUuid,
      after: { departmentUuid, ...input.body },
    });
    return { departmentUuid };
  });
}

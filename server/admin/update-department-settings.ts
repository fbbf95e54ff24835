import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import {
  departmentSettingsOf,
  findDepartmentOfDealerForUpdate,
  updateDepartment,
} from '../users/dealer-records';
import type { departmentSettingsBody } from './admin.schemas';

/**
 * What messaging reads from the department (server/messaging): the text number customers write
 * to, the email sender, the footer and the opt-out text added to texts. Left-out fields keep theirs.
 */
export async function updateDepartmentSettings(
  ctx: UseCaseContext,
  input: { body: z.output<typeof departmentSettingsBody> },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const b = input.body;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findDepartmentOfDealerForUpdate(tx, dealerUuid, departmentUuid);
    if (!before)
      throw new DomainError('DEPARTMENT_NOT_FOUND', `No department has the uuid ${departmentUuid}`);
    const after = await updateDepartment(tx, dealerUuid, departmentUuid, {
      name: b.name,
      phoneNumber: b.phone,
      textNumber: b.textNumber,
      emailAddress: b.emailAddress,
      footer: b.footer,
      tcpaOptOutText: b.optOutText,
    });
    if (!after) throw new DomainError('DEPARTMENT_NOT_FOUND', `No department has the uuid ${departmentUuid}`);
    await recordAudit(tx, ctx, {
      action: 'department.update',
      targetKind: 'department',
      targetUuid: departmentUuid,
      dealerUuid,
      before: departmentSettingsOf(before),
      after: departmentSettingsOf(after),
    });
    return departmentSettingsOf(after);
  });
}

import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import {
  findTemplateOfDepartment,
  messageTemplateOf,
  removeMessageTemplate,
} from './message-template-records';

/** Deletes a template: messages already sent from it keep their text, so nothing refers to it. */
export async function deleteMessageTemplate(
  ctx: UseCaseContext,
  input: { params: { templateUuid: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findTemplateOfDepartment(tx, departmentUuid, input.params.templateUuid);
    await removeMessageTemplate(tx, departmentUuid, before.uuid);
    await recordAudit(tx, ctx, {
      action: 'message_template.delete',
      targetKind: 'message_template',
      targetUuid: before.uuid,
      dealerUuid,
      before: messageTemplateOf(before),
    });
    return { ok: true as const };
  });
}

import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { findTemplateOfDepartment, messageTemplateOf, saveMessageTemplate } from './message-template-records';

/** Renames a template or changes its text (both are sent; the form edits them together). */
export async function updateMessageTemplate(
  ctx: UseCaseContext,
  input: { params: { templateUuid: string }; body: { name: string; body: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findTemplateOfDepartment(tx, departmentUuid, input.params.templateUuid);
    const after = { ...before, name: input.body.name, body: input.body.body };
    await saveMessageTemplate(tx, departmentUuid, before.uuid, { name: after.name, body: after.body });
    await recordAudit(tx, ctx, {
      action: 'message_template.update',
      targetKind: 'message_template',
      targetUuid: before.uuid,
      dealerUuid,
      before: messageTemplateOf(before),
      after: messageTemplateOf(after),
    });
    return messageTemplateOf(after);
  });
}

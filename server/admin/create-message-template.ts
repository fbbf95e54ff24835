import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { insertMessageTemplate, messageTemplateOf } from './message-template-records';

/** A new message template of the department, offered to its advisors in the composer. */
export async function createMessageTemplate(
  ctx: UseCaseContext,
  input: { body: { name: string; body: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const template = await insertMessageTemplate(tx, {
      uuid: newUuid(),
      departmentUuid,
      name: input.body.name,
      body: input.body.body,
    });
    await recordAudit(tx, ctx, {
      action: 'message_template.create',
      targetKind: 'message_template',
      targetUuid: template.uuid,
      dealerUuid,
      after: { ...messageTemplateOf(template), departmentUuid },
    });
    return messageTemplateOf(template);
  });
}

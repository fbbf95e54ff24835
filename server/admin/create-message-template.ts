import { departmentOf, type UseCaseContext } from '../core/context';
import { messageTemplates } from '../db/schema';
import { newUuid } from '../ids';
import { messageTemplateOf } from './message-template-records';
import { recordAudit } from './record-audit';

/** A new message template of the department, offered to its advisors in the composer. */
export async function createMessageTemplate(
  ctx: UseCaseContext,
  input: { body: { name: string; body: string } },
) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [template] = await tx
      .insert(messageTemplates)
      .values({ uuid: newUuid(), departmentUuid, name: input.body.name, body: input.body.body })
      .returning();
    if (!template) throw new Error('The message template was not stored');
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

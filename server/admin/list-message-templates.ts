import { departmentOf, type UseCaseContext } from '../core/context';
import { findMessageTemplatesOfDepartment, messageTemplateOf } from './message-template-records';

/**
 * The department's message templates by name. Serves administrators and the advisors' composer:
 * the department is always the request's granted one, so another dealer's never shows.
 */
export async function listMessageTemplates(ctx: UseCaseContext) {
  const { departmentUuid } = departmentOf(ctx);
  const rows = await findMessageTemplatesOfDepartment(ctx.db, departmentUuid);
  return { templates: rows.map(messageTemplateOf) };
}

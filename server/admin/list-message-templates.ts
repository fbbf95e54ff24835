import { asc, eq } from 'drizzle-orm';
import { departmentOf, type UseCaseContext } from '../core/context';
import { messageTemplates } from '../db/schema';
import { messageTemplateOf } from './message-template-records';

/**
 * The department's message templates by name. Serves administrators and the advisors' composer:
 * the department is always the request's granted one, so another dealer's never shows.
 */
export async function listMessageTemplates(ctx: UseCaseContext) {
  const { departmentUuid } = departmentOf(ctx);
  const rows = await ctx.db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.departmentUuid, departmentUuid))
    .orderBy(asc(messageTemplates.name), asc(messageTemplates.uuid));
  return { templates: rows.map(messageTemplateOf) };
}

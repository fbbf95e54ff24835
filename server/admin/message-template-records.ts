import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DomainError } from '../core/errors';
import { text } from '../core/text';
import type { Tx } from '../db/client';
import { type MessageTemplate, messageTemplates } from '../db/schema';

export const messageTemplateBody = z.object({
  name: text({ max: 200, min: 1, trim: true }),
  body: text({ max: 1600, min: 1, trim: true, multiline: true }).describe(
    'May hold {firstName}, {lastName}, {customerName}, {appointmentTime}, {advisorName}, {dealerName} and {dealershipPhone}, filled in when an advisor picks it',
  ),
});
export const messageTemplateWire = z.object({ templateUuid: z.string(), name: z.string(), body: z.string() });

export const messageTemplateOf = (t: MessageTemplate) => ({
  templateUuid: t.uuid,
  name: t.name,
  body: t.body,
});

/** The department's template, locked for the change; another department's is not found. */
export async function findTemplateOfDepartment(
  tx: Tx,
  departmentUuid: string,
  templateUuid: string,
): Promise<MessageTemplate> {
  const [template] = await tx
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.uuid, templateUuid), eq(messageTemplates.departmentUuid, departmentUuid)))
    .for('update');
  if (!template)
    throw new DomainError(
      'MESSAGE_TEMPLATE_NOT_FOUND',
      `The department has no message template ${templateUuid}`,
    );
  return template;
}

export async function insertMessageTemplate(
  tx: Tx,
  row: typeof messageTemplates.$inferInsert,
): Promise<MessageTemplate> {
  const [template] = await tx.insert(messageTemplates).values(row).returning();
  if (!template) throw new Error('The message template was not stored');
  return template;
}

export async function saveMessageTemplate(
  tx: Tx,
  departmentUuid: string,
  templateUuid: string,
  values: { name: string; body: string },
): Promise<void> {
  await tx
    .update(messageTemplates)
    .set(values)
    .where(and(eq(messageTemplates.uuid, templateUuid), eq(messageTemplates.departmentUuid, departmentUuid)));
}

export async function removeMessageTemplate(
  tx: Tx,
  departmentUuid: string,
  templateUuid: string,
): Promise<void> {
  await tx
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.uuid, templateUuid), eq(messageTemplates.departmentUuid, departmentUuid)));
}

export const findMessageTemplatesOfDepartment = (tx: Tx, departmentUuid: string) =>
  tx
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.departmentUuid, departmentUuid))
    .orderBy(asc(messageTemplates.name), asc(messageTemplates.uuid));

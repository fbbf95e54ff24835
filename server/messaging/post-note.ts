import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { getCustomerRow } from '../customers/customer-records';
import { newUuid } from '../ids';
import type { SendMessageResponse } from './message.schemas';
import { sendMessageResponseOf } from './message-callback';
import { insertMessage } from './message-records';
import type { NoteRequest } from './note.schemas';
import { findSender } from './send-party-records';
import { wholeSecond } from './whole-second';

/** The text of a note body: the previewText of the JSON document form, else the body as written. */
function noteText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { previewText?: unknown };
    if (parsed && typeof parsed.previewText === 'string') return parsed.previewText;
  } catch {
    // plain text
  }
  return body;
}

export async function postNote(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string; customerUuid: string }; body: NoteRequest },
): Promise<SendMessageResponse> {
  const text = noteText(input.body.messageAttributes.body).trim();
  if (!text) throw new DomainError('MISSING_MESSAGE_BODY', 'messageAttributes.body is required');
  const { dealerUuid } = tenantOf(ctx);
  const { departmentUUID, customerUuid } = input.params;
  const writer = await findSender(ctx.db, departmentUUID, input.body.editor.uuid);
  if (!writer)
    throw new DomainError(
      'INVALID_USER',
      `User ${input.body.editor.uuid} is not a dealer associate of the department`,
    );
  const customer = await getCustomerRow(ctx.db, { dealerUuid, customerUuid });
  if (!customer) throw new DomainError('INVALID_CUSTOMER', `The dealer has no customer ${customerUuid}`);
  const note = await insertMessage(ctx.db, {
    uuid: newUuid(),
    dealerUuid,
    departmentUuid: departmentUUID,
    customerUuid,
    dealerAssociateUuid: writer.uuid,
    kind: 'NOTE',
    protocol: 'NONE',
    direction: 'OUTGOING',
    deliveryStatus: 'NONE',
    fromName: writer.name,
    body: text,
    isManual: true,
    isRead: true,
    purpose: 'NOTE',
    receivedOn: wholeSecond(new Date()),
  });
  return sendMessageResponseOf(note, ctx.requestId);
}

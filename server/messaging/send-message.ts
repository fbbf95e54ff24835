import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { type Message, messages } from '../db/schema';
import { checkOutboundUrl } from '../outbound/ssrf-guard';
import { offsetDateTimeToInstant } from '../time/wall-clock';
import { dispatchMessage } from './dispatch-message';
import type { SendMessageRequest, SendMessageResponse } from './message.schemas';
import { sendMessageResponseOf } from './message-callback';
import { scheduleMessage } from './schedule-message';
import { recordOutgoingMessage, type SendToCustomerInput } from './send-message-to-customer';

/**
 * POST …/communications/department/{departmentUUID}/user/{userUuid}/customer/{customerUuid}/message.
 * A request that fails validation is HTTP 400 with nothing recorded and no callback. Otherwise the
 * message is recorded before the answer (200): SUCCESS when queued, waiting for opt-in or (synchronous)
 * taken by the provider; FAILURE with the reason when it was refused or the provider failed.
 */
export async function sendMessage(
  ctx: UseCaseContext,
  input: {
    params: { departmentUUID: string; userUuid: string; customerUuid: string };
    body: SendMessageRequest;
  },
): Promise<SendMessageResponse> {
  const attributes = input.body.messageAttributes;
  const sending = input.body.messageSendingAttributes ?? {};
  if (!attributes) throw new DomainError('MISSING_MESSAGE_ATTRIBUTES', 'messageAttributes is required');
  if (!attributes.type)
    throw new DomainError('MISSING_MESSAGE_TYPE', 'messageAttributes.type is required (OUTGOING)');
  if (attributes.type !== 'OUTGOING') {
    throw new DomainError(
      'INVALID_REQUEST',
      'messageAttributes.type must be OUTGOING: only customer communications are sent',
    );
  }
  const protocol = attributes.protocol;
  if (protocol !== 'TEXT' && protocol !== 'EMAIL') {
    throw new DomainError(
      'MISSING_MESSAGE_PROTOCOL',
      'messageAttributes.protocol is required: TEXT or EMAIL',
    );
  }
  if (typeof attributes.isManual !== 'boolean') {
    throw new DomainError('MISSING_IS_MANUAL', 'messageAttributes.isManual is required (true or false)');
  }
  if (!attributes.body?.trim())
    throw new DomainError('MISSING_MESSAGE_BODY', 'messageAttributes.body is required');
  if (sending.callbackURL) {
    try {
      checkOutboundUrl(sending.callbackURL);
    } catch (error) {
      throw new DomainError('INVALID_REQUEST', `callbackURL: ${(error as Error).message}`);
    }
  }
  let scheduledOn: Date | null = null;
  if (sending.scheduledOn) {
    scheduledOn = offsetDateTimeToInstant(sending.scheduledOn);
    if (!scheduledOn) {
      throw new DomainError('INVALID_REQUEST', 'scheduledOn must be an ISO 8601 time with an offset');
    }
  }
  const send: SendToCustomerInput = {
    departmentUuid: input.params.departmentUUID,
    userUuid: input.params.userUuid,
    customerUuid: input.params.customerUuid,
    protocol,
    body: attributes.body,
    subject: attributes.subject,
    isManual: attributes.isManual,
    purpose: attributes.messagePurpose,
    communicationValue: sending.communicationValueOfCustomer,
    addTCPAFooter: sending.addTCPAFooter,
    addSignature: sending.addSignature,
    addFooter: sending.addFooter,
    sendVCard: sending.sendVCard,
    queueIfOptedOut: sending.queueIfOptedOut,
    overrideOptOut: sending.overrideOptOut,
    cc: sending.ccList,
    bcc: sending.bccList,
    callbackUrl: sending.callbackURL,
    callbackMetaData: sending.callbackMetaData,
    apiClientUuid: ctx.principal?.kind === 'apiClient' ? ctx.principal.id : null,
    requestUuid: ctx.requestId,
    sendSynchronously: Boolean(sending.sendSynchronously) && !scheduledOn,
  };
  if (scheduledOn && scheduledOn.getTime() > Date.now()) {
    const draft = await ctx.db.transaction((tx) => scheduleMessage(tx, send, scheduledOn));
    return sendMessageResponseOf(draft, ctx.requestId);
  }
  let message: Message = await ctx.db.transaction((tx) => recordOutgoingMessage(tx, send));
  if (send.sendSynchronously && message.deliveryStatus === 'QUEUED') {
    // The answer is the provider's acceptance (SENT) or refusal; a delivery outcome the provider
    // already knows is applied at once but reported by callback, as a carrier update would be.
    const sent = await dispatchMessage(ctx.db, message.uuid, { finalAttempt: true });
    const [after] = sent.message
      ? [sent.message]
      : await ctx.db.select().from(messages).where(eq(messages.uuid, message.uuid));
    if (after) message = after;
  }
  return sendMessageResponseOf(message, ctx.requestId);
}

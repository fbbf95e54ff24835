import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { idempotentTransaction, replaceIdempotentAnswer } from '../core/idempotent-transaction';
import type { Message } from '../db/schema';
import { checkOutboundUrl } from '../partner-webhooks/ssrf-guard';
import { offsetDateTimeToInstant } from '../time/wall-clock';
import { dispatchMessage } from './dispatch-message';
import type { SendMessageRequest, SendMessageResponse } from './message.schemas';
import { sendMessageResponseOf } from './message-callback';
import { findMessage } from './message-records';
import type { SendToCustomerInput } from './outgoing-message-types';
import { recordOutgoingMessage } from './record-outgoing-message';
import { resolveSendParties } from './resolve-send-parties';
import { scheduleMessage } from './schedule-message';

/**
 * POST …/communications/department/{departmentUUID}/user/{userUuid}/customer/{customerUuid}/message.
 * A request that fails validation is HTTP 400 with nothing recorded and no callback. Otherwise the
 * message is recorded before the answer (200): SUCCESS when queued, waiting for opt-in or (synchronous)
 * taken by the provider; FAILURE with the reason when it was refused or the provider failed. With an
 * Idempotency-Key a retry answers the first answer and records, hands over and calls back nothing.
 */
export async function sendMessage(
  ctx: UseCaseContext,
  input: {
    params: { departmentUUID: string; userUuid: string; customerUuid: string };
    body: SendMessageRequest;
  },
): Promise<SendMessageResponse> {
  const checked = checkSendRequest(input.body);
  const { scheduledOn } = checked;
  const send = sendInputOf(ctx, input.params, checked);
  // Set only when this request recorded the message: a replayed answer hands nothing over.
  const recorded: { message?: Message } = {};
  const scheduled = scheduledOn && scheduledOn.getTime() > Date.now() ? scheduledOn : null;
  // Read on the pool, before the transaction: statements built once per process, and the
  // transaction holds the recipient's lock only for its writes. With an Idempotency-Key they are
  // read inside, after the key's check, so that a retry answers the first answer whatever changed.
  const parties = !scheduled && !ctx.idempotencyKey ? await resolveSendParties(ctx.db, send) : undefined;
  const answer = await idempotentTransaction(ctx, 'sendMessage', input.body, async (tx) => {
    if (scheduled) return sendMessageResponseOf(await scheduleMessage(tx, send, scheduled), ctx.requestId);
    recorded.message = await recordOutgoingMessage(tx, send, parties);
    return sendMessageResponseOf(recorded.message, ctx.requestId);
  });
  const message = recorded.message;
  if (!message || !send.sendSynchronously || message.deliveryStatus !== 'QUEUED') return answer;
  // The answer is the provider's acceptance (SENT) or refusal; a delivery outcome the provider
  // already knows is applied at once but reported by callback, as a carrier update would be.
  const sent = await dispatchMessage(ctx.db, message.uuid, { finalAttempt: true });
  const after = sent.message ?? (await findMessage(ctx.db, message));
  const final = sendMessageResponseOf(after ?? message, ctx.requestId);
  await replaceIdempotentAnswer(ctx, 'sendMessage', final);
  return final;
}

type Attributes = NonNullable<SendMessageRequest['messageAttributes']>;

/** A send request with what it must carry present and well formed. */
type CheckedSendRequest = {
  attributes: Attributes;
  sending: NonNullable<SendMessageRequest['messageSendingAttributes']>;
  protocol: 'TEXT' | 'EMAIL';
  isManual: boolean;
  body: string;
  scheduledOn: Date | null;
};

/** Checks the request's attributes in the spec's order; the first fault is the error answered. */
function checkSendRequest(request: SendMessageRequest): CheckedSendRequest {
  const attributes = request.messageAttributes;
  const sending = request.messageSendingAttributes ?? {};
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
  const body = attributes.body;
  if (!body?.trim()) throw new DomainError('MISSING_MESSAGE_BODY', 'messageAttributes.body is required');
  if (sending.callbackURL) {
    try {
      checkOutboundUrl(sending.callbackURL);
    } catch (error) {
      throw new DomainError('INVALID_REQUEST', `callbackURL: ${(error as Error).message}`);
    }
  }
  return {
    attributes,
    sending,
    protocol,
    isManual: attributes.isManual,
    body,
    scheduledOn: scheduledOnOf(sending.scheduledOn),
  };
}

function scheduledOnOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  // Strict: an impossible date, hour or offset is the caller's mistake, not an Invalid Date.
  const scheduledOn = offsetDateTimeToInstant(value);
  if (!scheduledOn) {
    throw new DomainError('INVALID_REQUEST', 'scheduledOn must be an ISO 8601 time with an offset');
  }
  return scheduledOn;
}

/** The send as the message is recorded: the request's attributes, its caller and request id. */
function sendInputOf(
  ctx: UseCaseContext,
  params: { departmentUUID: string; userUuid: string; customerUuid: string },
  { attributes, sending, protocol, isManual, body, scheduledOn }: CheckedSendRequest,
): SendToCustomerInput {
  return {
    departmentUuid: params.departmentUUID,
    userUuid: params.userUuid,
    customerUuid: params.customerUuid,
    protocol,
    body,
    subject: attributes.subject,
    isManual,
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
}

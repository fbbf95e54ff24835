import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { Message, MessageWarning } from '../db/schema';
import type { SendToCustomerInput } from './outgoing-message-types';
import { recordOutgoingMessage } from './record-outgoing-message';

export type SendToCustomerResult = {
  customerUuid: string;
  /** null when nothing was recorded (a validation failure). */
  messageUuid: string | null;
  status: 'SUCCESS' | 'FAILURE';
  errors: Array<{ errorCode: string; errorDescription: string }>;
  warnings: MessageWarning[];
  /** QUEUED, WAITING_FOR_OPT_IN or FAILED right after the call. */
  deliveryStatus: Message['deliveryStatus'] | null;
};

/**
 * Sends a text or email to a customer on behalf of a department, for other features (payment
 * links, receipts, appointment confirmations and reminders) without going through HTTP. Always
 * queued: call it inside the transaction that makes the state change, and the message is recorded
 * and queued with it (or not at all). Never throws for the spec's send errors: a validation failure
 * comes back as status FAILURE with messageUuid null and nothing written, so the caller's
 * transaction is never rolled back by a message that could not go out.
 */
export async function sendMessageToCustomer(
  tx: Tx,
  input: SendToCustomerInput,
): Promise<SendToCustomerResult> {
  try {
    const message = await recordOutgoingMessage(tx, { ...input, sendSynchronously: false });
    return resultOf(message);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      customerUuid: input.customerUuid,
      messageUuid: null,
      status: 'FAILURE',
      errors: [{ errorCode: error.code, errorDescription: error.message }],
      warnings: [],
      deliveryStatus: null,
    };
  }
}

export function resultOf(message: Message): SendToCustomerResult {
  const failed = message.deliveryStatus === 'FAILED';
  return {
    customerUuid: message.customerUuid,
    messageUuid: message.uuid,
    status: failed ? 'FAILURE' : 'SUCCESS',
    errors:
      failed && message.errorCode
        ? [{ errorCode: message.errorCode, errorDescription: message.failureReason ?? message.errorCode }]
        : [],
    warnings: message.warnings,
    deliveryStatus: message.deliveryStatus,
  };
}

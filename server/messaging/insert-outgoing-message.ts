import type { Tx } from '../db/client';
import type { Message, MessageWarning } from '../db/schema';
import { appointmentInvite } from './appointment-invite';
import { customerName } from './customer-name';
import { insertMessage } from './message-records';
import type { Refusal, SendParties, SendToCustomerInput } from './outgoing-message-types';
import { smsSize } from './sms-segments';
import { wholeSecond } from './whole-second';

/** What was decided about a send before it is written. */
export type OutgoingOutcome = {
  /** The message's uuid, chosen before it is written so its send job can go out alongside. */
  uuid: string;
  /** FAILED with the refusal, WAITING_FOR_OPT_IN or QUEUED. */
  deliveryStatus: Message['deliveryStatus'];
  cc: string[];
  bcc: string[];
  warnings: MessageWarning[];
  refusal: Refusal | null;
  queueForOptIn: boolean;
  /** The text as the customer receives it (composeOutgoingBody). */
  body: string;
};

/**
 * Writes the outgoing message with its composed body (composeOutgoingBody); one waiting for an opt-in expires after the
 * dealership's opt-in timeout.
 */
export async function insertOutgoingMessage(
  tx: Tx,
  input: SendToCustomerInput,
  parties: SendParties,
  outcome: OutgoingOutcome,
): Promise<Message> {
  const { department, dealer, sender, customer, settings } = parties;
  const { refusal, queueForOptIn, body } = outcome;
  const now = wholeSecond(new Date());
  const fromName = input.protocol === 'EMAIL' ? `${department.name} - ${dealer.name}` : sender.name;
  const toName = customerName(customer);
  return insertMessage(tx, {
    uuid: outcome.uuid,
    dealerUuid: dealer.uuid,
    departmentUuid: department.uuid,
    customerUuid: customer.uuid,
    dealerAssociateUuid: sender.uuid,
    kind: 'MESSAGE',
    protocol: input.protocol,
    direction: 'OUTGOING',
    deliveryStatus: outcome.deliveryStatus,
    fromName,
    fromNumber: parties.from,
    toName,
    toNumber: parties.recipient.address,
    ccList: outcome.cc,
    bccList: outcome.bcc,
    subject: input.protocol === 'EMAIL' ? (input.subject ?? `Message from ${dealer.name}`) : null,
    body,
    // Counted on the body as sent (signature and footers included): what the carrier bills.
    segmentCount: input.protocol === 'TEXT' ? smsSize(body).segments : null,
    sendVCard: input.protocol === 'TEXT' && Boolean(input.sendVCard),
    isManual: input.isManual,
    isRead: true,
    purpose: input.purpose ?? null,
    errorCode: refusal?.errorCode ?? null,
    failureReason: refusal?.reason ?? null,
    warnings: outcome.warnings,
    sendSynchronously: Boolean(input.sendSynchronously),
    callbackUrl: input.callbackUrl ?? null,
    callbackMetaData: callbackMetaDataOf(input.callbackMetaData),
    apiClientUuid: input.apiClientUuid ?? null,
    requestUuid: input.requestUuid ?? null,
    receivedOn: now,
    queueExpiresAt:
      queueForOptIn && !refusal ? new Date(now.getTime() + settings.optInQueueTimeoutMinutes * 60_000) : null,
    appointmentUuid: input.appointmentUuid ?? null,
    calendarInvite:
      input.protocol === 'EMAIL' && input.calendarEvent
        ? appointmentInvite({
            ...input.calendarEvent,
            organizer: { name: fromName ?? dealer.name, email: parties.from },
            attendee: { name: toName, email: parties.recipient.address },
          })
        : null,
  });
}

/** The callback's metadata as strings (null as an empty one), as it is echoed back. */
const callbackMetaDataOf = (metaData: SendToCustomerInput['callbackMetaData']) =>
  metaData
    ? Object.fromEntries(Object.entries(metaData).map(([k, v]) => [k, v === null ? '' : String(v)]))
    : null;

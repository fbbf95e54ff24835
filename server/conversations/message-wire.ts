import type { Message } from '../db/schema';
import { carrierFields } from '../messaging/carrier-fields';
import type { MessageRecord } from './conversation.schemas';

const protocolLetter: Record<Message['protocol'], string> = {
  TEXT: 'X',
  EMAIL: 'E',
  VOICE_CALL: 'V',
  NONE: 'N',
};
const statusLetter: Record<Message['deliveryStatus'], string> = {
  QUEUED: 'Q',
  WAITING_FOR_OPT_IN: 'W',
  SENDING: 'P',
  SENT: 'S',
  DELIVERED: 'D',
  FAILED: 'F',
  EXPIRED: 'X',
  RECEIVED: 'R',
  NONE: 'N',
};

/** yyyy-MM-dd'T'HH:mm:ss.SSS+0000 */
export const wireTime = (date: Date | null): string | null =>
  date ? date.toISOString().replace('Z', '+0000') : null;

function messageTypeOf(message: Message): string {
  if (message.kind === 'NOTE') return 'N';
  if (message.kind === 'EVENT') return 'F';
  return message.direction === 'INCOMING' ? 'R' : 'S';
}

/** One message record of the conversations response (spec: every field, wire names). */
export function toMessageRecord(message: Message, customerName: string | null): MessageRecord {
  const meta = message.callbackMetaData;
  return {
    id: message.id,
    uuid: message.uuid,
    messageType: messageTypeOf(message),
    protocol: protocolLetter[message.protocol],
    fromName: message.fromName,
    fromNumber: message.fromNumber,
    toName: message.toName,
    toNumber: message.toNumber,
    messageSize: Buffer.byteLength(message.body, 'utf8'),
    sentOn: wireTime(message.sentOn),
    receivedOn: wireTime(message.receivedOn),
    routedOn: wireTime(message.routedOn),
    tags: null,
    emailMessageId: message.protocol === 'EMAIL' ? message.providerMessageId : null,
    communicationUid: message.providerMessageId,
    messagePurpose: message.purpose,
    deliveryStatus: statusLetter[message.deliveryStatus],
    dealerDepartmentUuid: message.departmentUuid,
    twilioDeliveryFailureMessage:
      message.deliveryStatus === 'FAILED' || message.deliveryStatus === 'EXPIRED'
        ? message.failureReason
        : null,
    ...carrierFields(message),
    warnings: message.warnings,
    numberofMessageAttachments: message.sendVCard ? 1 : 0,
    isManual: message.isManual,
    customerUuid: message.customerUuid,
    customerName,
    dealerUuid: message.dealerUuid,
    dealerAssociateUuid: message.dealerAssociateUuid,
    isRead: message.isRead,
    isArchive: message.isArchive,
    messageExtnDTO: { messageUuid: message.uuid, messageBody: message.body, subject: message.subject },
    draftMessageMetaDataDTO:
      message.kind === 'DRAFT'
        ? {
            messageUuid: message.uuid,
            status: message.draftStatus ?? 'SCHEDULED',
            scheduledOn: wireTime(message.scheduledOn),
            reasonForLastFailure: message.draftStatus === 'FAILED' ? message.failureReason : null,
            addSignature: message.addSignature,
          }
        : null,
    messageMetaDataDTO: meta ? { messageUuid: message.uuid, metaData: JSON.stringify(meta) } : null,
    docFiles: [],
    messagePredictionDTOSet: [],
    messageTags: [],
  };
}

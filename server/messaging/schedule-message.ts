import { DomainError } from '../core/errors';
import type { Database, Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Message } from '../db/schema';
import { enqueue } from '../queue/enqueue';
import { queues } from '../queue/queues';
import { findScheduledDraftForUpdate, makeScheduledDraft, settleScheduledDraft } from './message-records';
import type { SendToCustomerInput } from './outgoing-message-types';
import { recordOutgoingMessage } from './record-outgoing-message';

/**
 * A scheduled send: validated and checked now exactly like a send, then kept as a DRAFT
 * (draftStatus SCHEDULED) with the composed body, and sent by a job at scheduledOn. A send refused
 * now (opted out, locked ...) is returned as the failed message, not scheduled.
 */
export async function scheduleMessage(
  tx: Tx,
  send: SendToCustomerInput,
  scheduledOn: Date,
): Promise<Message> {
  const recorded = await recordOutgoingMessage(tx, {
    ...send,
    sendSynchronously: false,
    queueIfOptedOut: false,
  });
  if (recorded.deliveryStatus === 'FAILED') return recorded;
  // The send job queued by recordOutgoingMessage finds a draft, not a QUEUED message, and does nothing.
  const draft = await makeScheduledDraft(tx, recorded, scheduledOn);
  if (!draft) throw new Error('The draft was not recorded');
  await enqueue(tx, queues.messagingSendScheduled, { draftUuid: draft.uuid }, { startAfter: scheduledOn });
  return draft;
}

/** The job at scheduledOn: sends the draft as a new message of the thread and marks it SENT (or FAILED). */
export async function sendScheduledMessage(
  database: Database,
  draftUuid: string,
): Promise<{ status: string }> {
  return pipelinedTransaction(database, async (tx) => {
    const draft = await findScheduledDraftForUpdate(tx, draftUuid);
    if (!draft) return { status: 'NOT_SCHEDULED' };
    let outcome: Message | null = null;
    let failure: string | null = null;
    try {
      outcome = await recordOutgoingMessage(tx, {
        departmentUuid: draft.departmentUuid,
        userUuid: draft.dealerAssociateUuid ?? 'DEFAULT',
        customerUuid: draft.customerUuid,
        protocol: draft.protocol === 'EMAIL' ? 'EMAIL' : 'TEXT',
        body: draft.body,
        subject: draft.subject,
        isManual: draft.isManual,
        purpose: draft.purpose,
        communicationValue: draft.toNumber,
        addTCPAFooter: false,
        sendVCard: draft.sendVCard,
        cc: draft.ccList,
        bcc: draft.bccList,
        callbackUrl: draft.callbackUrl,
        callbackMetaData: draft.callbackMetaData,
        apiClientUuid: draft.apiClientUuid,
        requestUuid: draft.requestUuid,
      });
      if (outcome.deliveryStatus === 'FAILED') failure = outcome.failureReason;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failure = error.message;
    }
    await settleScheduledDraft(tx, draft, failure);
    return { status: failure ? 'FAILED' : 'SENT' };
  });
}

import { normalizePhone } from '../customers/normalize-phone';
import type { Database, Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { log } from '../log';
import { answerConsentKeyword } from './answer-consent-keyword';
import { findMessageUuidByProviderId, insertMessage } from './message-records';
import { findThread, routeTo, type Thread } from './thread-records';
import { wholeSecond } from './whole-second';

export type InboundText = { from: string; to: string; body: string; providerMessageId: string };

/**
 * A text from a customer to a department's number: stored in the thread (once, even if the
 * provider repeats the webhook), routed to the advisor who last texted the customer unless that
 * user has do.not.route.incoming.message, and checked for the consent keywords: STOP-family opts
 * out (one confirmation text), START/UNSTOP opts in (held texts go out), HELP answers with the
 * department's contact.
 */
export async function receiveInboundText(
  database: Database,
  text: InboundText,
): Promise<{ stored: boolean; messageUuid?: string }> {
  const from = normalizePhone(text.from) ?? text.from;
  const to = normalizePhone(text.to) ?? text.to;
  return pipelinedTransaction(database, async (tx) => {
    const existing = await findMessageUuidByProviderId(tx, text.providerMessageId);
    if (existing) return { stored: false, messageUuid: existing };
    const thread = await findThread(tx, { from, to });
    if (!thread) {
      log.warn('inbound text from an unknown customer or to an unknown number', { from, to });
      return { stored: false };
    }
    const routedTo = await routeTo(tx, thread.departmentUuid, thread.customerUuid);
    const messageUuid = await insertInboundText(tx, thread, { ...text, from, to }, routedTo);
    await answerConsentKeyword(tx, thread, from, text.body);
    return { stored: true, messageUuid };
  });
}

/** Stores the text in the thread, unread, routed to `routedTo` when there is one. */
async function insertInboundText(
  tx: Tx,
  thread: Thread,
  text: InboundText,
  routedTo: string | null,
): Promise<string> {
  const now = wholeSecond(new Date());
  const messageUuid = newUuid();
  await insertMessage(tx, {
    uuid: messageUuid,
    dealerUuid: thread.dealerUuid,
    departmentUuid: thread.departmentUuid,
    customerUuid: thread.customerUuid,
    dealerAssociateUuid: routedTo,
    kind: 'MESSAGE',
    protocol: 'TEXT',
    direction: 'INCOMING',
    deliveryStatus: 'RECEIVED',
    fromName: thread.customerName,
    fromNumber: text.from,
    toName: thread.departmentName,
    toNumber: text.to,
    body: text.body,
    isManual: true,
    isRead: false,
    providerMessageId: text.providerMessageId,
    receivedOn: now,
    sentOn: now,
    routedOn: routedTo ? now : null,
  });
  return messageUuid;
}

import type { Tx } from '../db/client';
import { newUuid } from '../ids';
import { enqueue } from '../queue/enqueue';
import { queues } from '../queue/queues';
import { recordOptIn, recordOptOut } from './consent';
import { consentKeyword } from './consent-keywords';
import { insertMessage } from './message-records';
import { smsSize } from './sms-segments';
import { recordThreadEvent } from './thread-events';
import type { Thread } from './thread-records';
import { wholeSecond } from './whole-second';

/**
 * Answers a consent keyword in a customer's text: STOP-family opts the number out (one
 * confirmation text), START/UNSTOP opts it in (held texts go out), HELP answers with the
 * department's contact. Any other text needs no answer.
 */
export async function answerConsentKeyword(
  tx: Tx,
  thread: Thread,
  from: string,
  body: string,
): Promise<void> {
  const keyword = consentKeyword(body);
  const target = { dealerUuid: thread.dealerUuid, phoneNumber: from };
  const event = {
    dealerUuid: thread.dealerUuid,
    departmentUuid: thread.departmentUuid,
    customerUuid: thread.customerUuid,
  };
  if (keyword === 'OPT_OUT') {
    await recordOptOut(tx, target);
    await recordThreadEvent(tx, {
      ...event,
      body: `${from} opted out of texts (replied "${body.trim()}")`,
      purpose: 'OPT_OUT',
    });
    await queueConsentReply(
      tx,
      thread,
      from,
      `You have been unsubscribed from ${thread.dealerName} texts and will receive no more. Reply START to resubscribe.`,
    );
  } else if (keyword === 'OPT_IN') {
    const released = await recordOptIn(tx, target);
    await recordThreadEvent(tx, {
      ...event,
      body: `${from} opted in to texts${released.length ? `; ${released.length} held message(s) sent` : ''}`,
      purpose: 'OPT_IN',
    });
    await queueConsentReply(
      tx,
      thread,
      from,
      `You are subscribed to ${thread.dealerName} texts. Reply STOP to opt out, HELP for help.`,
    );
  } else if (keyword === 'HELP') {
    await queueConsentReply(tx, thread, from, helpText(thread));
  }
}

function helpText(thread: Thread): string {
  const contact = [
    thread.departmentPhone ? `call ${thread.departmentPhone}` : null,
    thread.departmentEmail ? `email ${thread.departmentEmail}` : null,
  ]
    .filter(Boolean)
    .join(' or ');
  return `${thread.dealerName} ${thread.departmentName}: ${contact ? `${contact}.` : 'reply here and an advisor will answer.'} Reply STOP to opt out.`;
}

/** The keyword answers go out even to an opted-out number: carriers require that one confirmation. */
async function queueConsentReply(tx: Tx, thread: Thread, to: string, body: string): Promise<void> {
  const uuid = newUuid();
  await insertMessage(tx, {
    uuid,
    dealerUuid: thread.dealerUuid,
    departmentUuid: thread.departmentUuid,
    customerUuid: thread.customerUuid,
    kind: 'MESSAGE',
    protocol: 'TEXT',
    direction: 'OUTGOING',
    deliveryStatus: 'QUEUED',
    fromName: thread.departmentName,
    fromNumber: thread.textNumber,
    toName: thread.customerName,
    toNumber: to,
    body,
    segmentCount: smsSize(body).segments,
    isManual: false,
    isRead: true,
    purpose: 'CONSENT_REPLY',
    receivedOn: wholeSecond(new Date()),
  });
  await enqueue(tx, queues.messagingSend, { messageUuid: uuid });
}

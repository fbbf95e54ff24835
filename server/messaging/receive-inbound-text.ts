import { and, desc, eq, sql } from 'drizzle-orm';
import { normalizePhone } from '../customers/normalize-phone';
import type { Database, Tx } from '../db/client';
import { customerPhones, customers, dealerAssociates, dealers, departments, messages } from '../db/schema';
import { newUuid } from '../ids';
import { enqueue } from '../jobs/enqueue';
import { queues } from '../jobs/queues';
import { log } from '../log';
import { recordOptIn, recordOptOut } from './consent';
import { consentKeyword } from './consent-keywords';
import { customerName } from './customer-name';
import { recordThreadEvent } from './thread-events';
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
  return database.transaction(async (tx) => {
    const [existing] = await tx
      .select({ uuid: messages.uuid })
      .from(messages)
      .where(eq(messages.providerMessageId, text.providerMessageId));
    if (existing) return { stored: false, messageUuid: existing.uuid };
    const thread = await findThread(tx, { from, to });
    if (!thread) {
      log.warn('inbound text from an unknown customer or to an unknown number', { from, to });
      return { stored: false };
    }
    const routedTo = await routeTo(tx, thread.departmentUuid, thread.customerUuid);
    const now = wholeSecond(new Date());
    const messageUuid = newUuid();
    await tx.insert(messages).values({
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
      fromNumber: from,
      toName: thread.departmentName,
      toNumber: to,
      body: text.body,
      isManual: true,
      isRead: false,
      providerMessageId: text.providerMessageId,
      receivedOn: now,
      sentOn: now,
      routedOn: routedTo ? now : null,
    });
    const keyword = consentKeyword(text.body);
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
        body: `${from} opted out of texts (replied "${text.body.trim()}")`,
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
      const contact = [
        thread.departmentPhone ? `call ${thread.departmentPhone}` : null,
        thread.departmentEmail ? `email ${thread.departmentEmail}` : null,
      ]
        .filter(Boolean)
        .join(' or ');
      await queueConsentReply(
        tx,
        thread,
        from,
        `${thread.dealerName} ${thread.departmentName}: ${contact ? `${contact}.` : 'reply here and an advisor will answer.'} Reply STOP to opt out.`,
      );
    }
    return { stored: true, messageUuid };
  });
}

type Thread = {
  dealerUuid: string;
  dealerName: string;
  departmentUuid: string;
  departmentName: string;
  departmentPhone: string | null;
  departmentEmail: string | null;
  textNumber: string;
  customerUuid: string;
  customerName: string | null;
};

/**
 * The department owning the number texted, and its dealer's customer holding the sender's number.
 * Several candidates (a shared number, a number on two customers): the thread with the latest
 * message wins, so a reply lands where the conversation is.
 */
async function findThread(tx: Tx, numbers: { from: string; to: string }): Promise<Thread | null> {
  const lastMessageAt = sql<Date | null>`(select max(m.received_on) from messages m where m.department_uuid = ${departments.uuid} and m.customer_uuid = ${customers.uuid})`;
  const candidates = await tx
    .select({
      dealerUuid: dealers.uuid,
      dealerName: dealers.name,
      departmentUuid: departments.uuid,
      departmentName: departments.name,
      departmentPhone: departments.phoneNumber,
      departmentEmail: departments.emailAddress,
      textNumber: departments.textNumber,
      customer: customers,
    })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .innerJoin(customers, eq(customers.dealerUuid, dealers.uuid))
    .innerJoin(customerPhones, eq(customerPhones.customerUuid, customers.uuid))
    .where(and(eq(departments.textNumber, numbers.to), eq(customerPhones.phoneNumber, numbers.from)))
    .orderBy(sql`${lastMessageAt} desc nulls last`, desc(customers.createdAt))
    .limit(1);
  const best = candidates[0];
  if (!best?.textNumber) return null;
  return {
    dealerUuid: best.dealerUuid,
    dealerName: best.dealerName,
    departmentUuid: best.departmentUuid,
    departmentName: best.departmentName,
    departmentPhone: best.departmentPhone,
    departmentEmail: best.departmentEmail,
    textNumber: best.textNumber,
    customerUuid: best.customer.uuid,
    customerName: customerName(best.customer),
  };
}

/** The advisor who last sent a manual message to the customer, unless they asked not to get replies. */
async function routeTo(tx: Tx, departmentUuid: string, customerUuid: string): Promise<string | null> {
  const [last] = await tx
    .select({ uuid: dealerAssociates.uuid, authorities: dealerAssociates.authorities })
    .from(messages)
    .innerJoin(dealerAssociates, eq(dealerAssociates.uuid, messages.dealerAssociateUuid))
    .where(
      and(
        eq(messages.departmentUuid, departmentUuid),
        eq(messages.customerUuid, customerUuid),
        eq(messages.direction, 'OUTGOING'),
        eq(messages.kind, 'MESSAGE'),
      ),
    )
    .orderBy(desc(messages.receivedOn), desc(messages.id))
    .limit(1);
  if (!last || last.authorities.includes('do.not.route.incoming.message')) return null;
  return last.uuid;
}

/** The keyword answers go out even to an opted-out number: carriers require that one confirmation. */
async function queueConsentReply(tx: Tx, thread: Thread, to: string, body: string): Promise<void> {
  const uuid = newUuid();
  await tx.insert(messages).values({
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
    isManual: false,
    isRead: true,
    purpose: 'CONSENT_REPLY',
    receivedOn: wholeSecond(new Date()),
  });
  await enqueue(tx, queues.messagingSend, { messageUuid: uuid });
}

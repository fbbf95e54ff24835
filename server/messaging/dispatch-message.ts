import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Message, messages } from '../db/schema';
import { env } from '../env';
import { enqueue } from '../jobs/enqueue';
import { queues } from '../jobs/queues';
import { log } from '../log';
import { enqueueMessageCallback } from './message-callback';
import { emailProvider, textProvider } from './providers';
import { type ProviderAcceptance, ProviderError } from './providers/types';

/**
 * Hands one QUEUED message to its provider. The message is first claimed (QUEUED → SENDING, a
 * committed conditional update), so two workers, or a retry after a crash mid-send, can never send
 * it twice: whoever does not win the claim does nothing. A provider outage puts the message back in
 * the queue for the job's next retry unless this is the last attempt.
 */
export async function dispatchMessage(
  database: Database,
  messageUuid: string,
  options: { finalAttempt: boolean },
): Promise<{ status: string }> {
  const [claimed] = await database
    .update(messages)
    .set({ deliveryStatus: 'SENDING', sendAttempts: sql`${messages.sendAttempts} + 1` })
    .where(and(eq(messages.uuid, messageUuid), eq(messages.deliveryStatus, 'QUEUED')))
    .returning();
  if (!claimed) return { status: 'NOT_QUEUED' };
  let acceptance: ProviderAcceptance;
  try {
    acceptance = await handToProvider(claimed);
  } catch (error) {
    const providerError = error instanceof ProviderError ? error : null;
    if (providerError?.transient && !options.finalAttempt) {
      await database
        .update(messages)
        .set({ deliveryStatus: 'QUEUED', failureReason: providerError.message })
        .where(and(eq(messages.uuid, messageUuid), eq(messages.deliveryStatus, 'SENDING')));
      throw error;
    }
    if (!providerError) log.error('message send failed unexpectedly', { messageUuid, error });
    await failMessage(database, messageUuid, {
      errorCode: providerError?.code ?? 'INTERNAL_SERVER_ERROR',
      reason: providerError?.message ?? 'The message could not be sent because of an internal error',
      fromStatus: 'SENDING',
    });
    return { status: 'FAILED' };
  }
  await database.transaction(async (tx) => {
    const [sent] = await tx
      .update(messages)
      .set({
        deliveryStatus: 'SENT',
        providerMessageId: acceptance.providerMessageId,
        sentOn: new Date(),
        failureReason: null,
      })
      .where(and(eq(messages.uuid, messageUuid), eq(messages.deliveryStatus, 'SENDING')))
      .returning();
    // An email has no later delivery report: the mail server taking it is the outcome.
    if (sent && sent.protocol === 'EMAIL') await enqueueMessageCallback(tx, sent, 'status-change');
    if (sent && acceptance.deliveryReport) {
      await enqueue(tx, queues.messagingDeliveryReport, {
        providerMessageId: acceptance.providerMessageId,
        ...acceptance.deliveryReport,
      });
    }
  });
  return { status: 'SENT' };
}

/** Everything the provider needs was written on the message when it was recorded: no further reads. */
async function handToProvider(message: Message): Promise<ProviderAcceptance> {
  if (!message.toNumber || !message.fromNumber) {
    throw new ProviderError('The message has no sender or recipient', {
      transient: false,
      code: 'INTERNAL_SERVER_ERROR',
    });
  }
  const base = env().PUBLIC_BASE_URL?.replace(/\/$/, '');
  if (message.protocol === 'TEXT') {
    return textProvider().send({
      from: message.fromNumber,
      to: message.toNumber,
      body: message.body,
      mediaUrl:
        message.sendVCard && base
          ? `${base}/api/communications/department/${message.departmentUuid}/vcard`
          : undefined,
      statusCallbackUrl: base ? `${base}/api/webhooks/sms/status` : undefined,
    });
  }
  return emailProvider().send({
    from: message.fromNumber,
    fromName: message.fromName ?? 'Service',
    to: message.toNumber,
    cc: message.ccList,
    bcc: message.bccList,
    subject: message.subject ?? 'Message from your dealership',
    text: message.body,
    messageUuid: message.uuid,
  });
}

/** Marks a message FAILED (only from the given status) and queues its FAILURE callback. */
export async function failMessage(
  database: Database,
  messageUuid: string,
  failure: { errorCode: string; reason: string; fromStatus: Message['deliveryStatus'] },
): Promise<void> {
  await database.transaction(async (tx) => {
    const [failed] = await tx
      .update(messages)
      .set({ deliveryStatus: 'FAILED', errorCode: failure.errorCode, failureReason: failure.reason })
      .where(and(eq(messages.uuid, messageUuid), eq(messages.deliveryStatus, failure.fromStatus)))
      .returning();
    if (failed) await enqueueMessageCallback(tx, failed, 'status-change');
  });
}

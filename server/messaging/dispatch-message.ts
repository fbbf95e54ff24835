import { configuredPublicOrigin } from '../core/public-origin';
import type { Database } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Message } from '../db/schema';
import { log } from '../log';
import { applyDeliveryReports } from './apply-delivery-report';
import { applyCarrierVerdict } from './carrier-verdict';
import { deferSend } from './defer-send';
import { enqueueMessageCallback } from './message-callback';
import {
  claimQueuedMessage,
  findMessage,
  type MessageKey,
  markFailed,
  markSent,
  returnToQueue,
} from './message-records';
import { emailProvider, textProvider, textProviderAccount } from './providers';
import { type ProviderAcceptance, ProviderError } from './providers/types';
import { type Admission, admitHandOver, recordProviderAnswer, recordProviderFailure } from './text-breaker';

/** One send job: the message to hand over, and whether a provider outage is final this time. */
export type SendJob = { messageUuid: string; finalAttempt: boolean };

/**
 * What became of one send job. `message` is the message as the send left it (SENT with the
 * provider's acceptance, or FAILED); DEFERRED is a text the open breaker put back in the queue for
 * a later job; `ok: false` asks the queue to retry the job.
 */
export type SendOutcome =
  | { ok: true; status: 'SENT' | 'FAILED' | 'NOT_QUEUED' | 'DEFERRED'; message?: Message }
  | { ok: false; error: unknown };

/**
 * Hands QUEUED messages to their providers, a batch of send jobs at a time, a few side by side.
 * Each message is claimed (QUEUED → SENDING, one committed conditional update) just before its own
 * hand-over, so two workers, or a retry after a crash, can never send one twice, and a worker
 * killed mid-batch leaves only the hand-overs it had in flight claimed: the rest are still QUEUED
 * for the retry of their jobs. A provider outage puts the message back in the queue for its job's
 * next retry unless this is the last attempt. Every job gets its own outcome, so one failure never
 * retries its batch-mates.
 */
export async function dispatchMessages(database: Database, sends: SendJob[]): Promise<SendOutcome[]> {
  const taken = new Set<string>();
  return inParallel(sends, handOverConcurrency, (send) => {
    // A duplicate job of the same message finds it taken by the first one, as a second worker would.
    if (taken.has(send.messageUuid)) return Promise.resolve(notQueued);
    taken.add(send.messageUuid);
    return dispatchOne(database, send).catch((error: unknown): SendOutcome => ({ ok: false, error }));
  });
}

const notQueued: SendOutcome = { ok: true, status: 'NOT_QUEUED' };
const deferred: SendOutcome = { ok: true, status: 'DEFERRED' };

/**
 * A hand-over's answer, as the breaker counts it: the provider down or locked out, or answering.
 * Returns when a text held back is next worth trying, once the breaker is open.
 */
async function recordForBreaker(
  database: Database,
  breaker: { account: string; admission: Admission },
  error: unknown,
): Promise<Date | null> {
  const providerError = error instanceof ProviderError ? error : null;
  if (providerError?.transient || providerError?.authentication) {
    return recordProviderFailure(database, breaker.account, {
      authentication: providerError.authentication,
      retryAfterSeconds: providerError.retryAfterSeconds,
    });
  }
  // Even an unexpected error ends a probe: a breaker left probing would hold texts back for good.
  await recordProviderAnswer(database, breaker.account, breaker.admission);
  return null;
}

/** Claim, hand over, record: one message's send, with its claim held for the hand-over only. */
async function dispatchOne(database: Database, send: SendJob): Promise<SendOutcome> {
  const message = await claimQueuedMessage(database, send.messageUuid);
  if (!message) return notQueued;
  const account = message.protocol === 'TEXT' ? textProviderAccount() : null;
  const admission = account ? await admitHandOver(database, account) : null;
  if (admission && !admission.go) {
    const reason = 'The text provider is unavailable; the text waits for it';
    await deferSend(database, message, { retryAt: admission.retryAt, reason, handedOver: false });
    return deferred;
  }
  const answer = await handToProvider(message).then(
    (acceptance) => ({ acceptance }),
    (error: unknown) => ({ error }),
  );
  const breaker = account && admission ? { account, admission } : null;
  const retryAt = breaker
    ? await recordForBreaker(database, breaker, 'error' in answer ? answer.error : null)
    : null;
  if ('error' in answer) return settleRefusal(database, { send, message, retryAt }, answer.error);
  const sent = await recordAcceptance(database, message, answer.acceptance);
  return { ok: true, status: 'SENT', message: sent };
}

/** Hands one message to its provider now (synchronous sends): the batch path with a batch of one. */
export async function dispatchMessage(
  database: Database,
  messageUuid: string,
  options: { finalAttempt: boolean },
): Promise<{ status: string; message?: Message }> {
  const [outcome] = await dispatchMessages(database, [{ messageUuid, ...options }]);
  if (!outcome) throw new Error('The send produced no outcome');
  if (!outcome.ok) throw outcome.error;
  return { status: outcome.status, message: outcome.message };
}

/**
 * Records the provider's acceptance in one transaction: SENT with the provider's id (an email's
 * outcome, called back), then any delivery outcome the provider already knows (the sandbox's),
 * applied as its status webhook would be. Returns the message as SENT.
 */
async function recordAcceptance(
  database: Database,
  message: Message,
  acceptance: ProviderAcceptance,
): Promise<Message | undefined> {
  // A text a provider took, with no outcome known yet, has nothing to write with it: one statement.
  if (message.protocol === 'TEXT' && !acceptance.deliveryReport) {
    const [sent] = await markSent(database, message, acceptance);
    // Otherwise a delivery report settled it while the answer was on its way: as it stands now.
    return sent ?? (await findMessage(database, message));
  }
  return pipelinedTransaction(database, async (tx) => {
    const [sent] = await markSent(tx, message, acceptance);
    if (!sent) return undefined;
    // An email has no later delivery report: the mail server taking it is the outcome.
    if (sent.protocol === 'EMAIL') await enqueueMessageCallback(tx, sent, 'status-change');
    if (acceptance.deliveryReport) {
      await applyDeliveryReports(tx, [
        { providerMessageId: acceptance.providerMessageId, ...acceptance.deliveryReport },
      ]);
    }
    return sent;
  });
}

/**
 * A provider that did not take the message: back to the queue (outage, retries left; refused
 * credentials, until the breaker's probe) or FAILED.
 */
async function settleRefusal(
  database: Database,
  { send, message, retryAt }: { send: SendJob; message: Message; retryAt: Date | null },
  error: unknown,
): Promise<SendOutcome> {
  const providerError = error instanceof ProviderError ? error : null;
  // Refused credentials open the breaker: the text waits for its probe.
  if (providerError?.authentication && retryAt) {
    const deferral = { retryAt, reason: providerError.message, handedOver: true };
    await deferSend(database, message, deferral);
    return deferred;
  }
  if (providerError?.transient && !send.finalAttempt) {
    await returnToQueue(database, message, {
      failureReason: providerError.message,
      ...withoutTakenCopies(message, providerError.taken),
    });
    return { ok: false, error };
  }
  if (!providerError) log.error('message send failed unexpectedly', { messageUuid: send.messageUuid, error });
  const failed = await failMessage(database, message, {
    errorCode: providerError?.code ?? 'INTERNAL_SERVER_ERROR',
    reason: providerError?.message ?? 'The message could not be sent because of an internal error',
    providerErrorCode: providerError?.providerCode ?? null,
    fromStatus: 'SENDING',
  });
  return { ok: true, status: 'FAILED', message: failed };
}

/**
 * Copies (Cc, Bcc) a mail server took although it deferred the customer's address leave the lists,
 * so the retry sends the email to the customer only; a warning keeps who already has it.
 */
function withoutTakenCopies(
  message: Message,
  taken: string[],
): Pick<Partial<Message>, 'ccList' | 'bccList' | 'warnings'> {
  if (taken.length === 0) return {};
  const isTaken = (address: string) => taken.some((t) => t.toLowerCase() === address.toLowerCase());
  return {
    ccList: message.ccList.filter((address) => !isTaken(address)),
    bccList: message.bccList.filter((address) => !isTaken(address)),
    warnings: [
      ...message.warnings,
      ...taken.map((address) => ({
        warningCode: 'COPY_SENT_BEFORE_DEFERRAL',
        warningDescription: `${address} took the email while the customer's mail server deferred it; it is not sent to ${address} again`,
      })),
    ],
  };
}

/** Hand-overs in flight per batch: a provider's API sees a few requests at a time, not a whole batch. */
const handOverConcurrency = 10;

/** `run` over every item, at most `limit` at a time; results in the items' order. */
async function inParallel<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Everything the provider needs was written on the message when it was recorded: no further reads. */
async function handToProvider(message: Message): Promise<ProviderAcceptance> {
  if (!message.toNumber || !message.fromNumber) {
    throw new ProviderError('The message has no sender or recipient', {
      transient: false,
      code: 'INTERNAL_SERVER_ERROR',
    });
  }
  const base = configuredPublicOrigin();
  if (message.protocol === 'TEXT') {
    return textProvider().send({
      from: message.fromNumber,
      to: message.toNumber,
      body: message.body,
      mediaUrl:
        message.sendVCard && base
          ? `${base}/api/communications/department/${message.departmentUuid}/vcard`
          : undefined,
      // Our id in the URL the provider signs: its report finds the message even before the
      // hand-over's answer (and the provider's id in it) is recorded, or when that answer is lost.
      statusCallbackUrl: base ? `${base}/api/webhooks/sms/status?messageUuid=${message.uuid}` : undefined,
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
    calendar: message.calendarInvite ?? undefined,
  });
}

/** Marks a message FAILED (only from the given status) and queues its FAILURE callback. */
export async function failMessage(
  database: Database,
  message: MessageKey,
  failure: {
    errorCode: string;
    reason: string;
    providerErrorCode?: string | null;
    fromStatus: Message['deliveryStatus'];
  },
): Promise<Message | undefined> {
  return pipelinedTransaction(database, async (tx) => {
    const failed = await markFailed(tx, message, {
      ...failure,
      providerErrorCode: failure.providerErrorCode ?? null,
    });
    if (failed) await applyCarrierVerdict(tx, failed);
    if (failed) await enqueueMessageCallback(tx, failed, 'status-change');
    return failed;
  });
}

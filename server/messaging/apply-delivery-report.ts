import type { Database, Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Message } from '../db/schema';
import { carrierFailureReason } from './carrier-errors';
import { applyCarrierVerdict } from './carrier-verdict';
import { enqueueMessageCallback } from './message-callback';
import { type Settlement, settleByProviderIds, settleByUuid } from './message-records';

export type ProviderStatus =
  | 'queued'
  | 'accepted'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'read';

export type DeliveryReportInput = {
  providerMessageId: string;
  /** Our message's id, from the signed callback URL: set on reports of texts sent since it was added. */
  messageUuid?: string;
  status: string;
  errorCode?: string | null;
  reason?: string | null;
};

/** A delivery outcome from the provider's status webhook, in a transaction of its own. */
export async function applyDeliveryReport(
  database: Database,
  report: DeliveryReportInput,
): Promise<{ applied: boolean }> {
  const outcome = outcomeOf(report);
  if (!outcome) return { applied: false };
  const changed = await pipelinedTransaction(database, async (tx) => {
    if (!report.messageUuid) return applyDeliveryReports(tx, [report]);
    const settled = await settleByMessageUuid(tx, report.messageUuid, report, outcome);
    return settled ? [settled] : [];
  });
  return { applied: changed.length > 0 };
}

/**
 * A report that names our message settles it while it is SENDING or SENT, whatever the order:
 * before the hand-over's answer is recorded (which then finds it settled and leaves it), or after
 * the process that handed it over died. The provider's id is kept when none was recorded.
 */
async function settleByMessageUuid(
  tx: Tx,
  messageUuid: string,
  report: DeliveryReportInput,
  outcome: Outcome,
): Promise<Message | undefined> {
  const settled = await settleByUuid(tx, messageUuid, report.providerMessageId, settledColumns(outcome));
  if (settled) await afterSettled(tx, settled);
  return settled;
}

const settledColumns = (outcome: Outcome): Settlement =>
  outcome.delivered
    ? { deliveryStatus: 'DELIVERED' as const, deliveredOn: new Date() }
    : {
        deliveryStatus: 'FAILED' as const,
        errorCode: 'TWILIO_SENDING_FAILURE',
        failureReason: outcome.reason,
        providerErrorCode: outcome.errorCode,
      };

/** A settled message's callback, and what its carrier code says about the number. */
async function afterSettled(tx: Tx, message: Message): Promise<void> {
  await applyCarrierVerdict(tx, message);
  await enqueueMessageCallback(tx, message, 'carrier-report');
}

/**
 * Delivery outcomes (status webhooks, or what the sandbox knows at once), in the caller's
 * transaction. Only a sending or sent message moves on, so a repeated or late report changes
 * nothing; delivered or undelivered is published to the callbackURL, for synchronous sends too
 * (carrier updates are their only callbacks). Reports with the same outcome are one statement.
 */
export async function applyDeliveryReports(tx: Tx, reports: DeliveryReportInput[]): Promise<Message[]> {
  const groups = new Map<string, { outcome: Outcome; ids: string[] }>();
  for (const report of reports) {
    const outcome = outcomeOf(report);
    if (!outcome) continue;
    const key = outcome.delivered ? '' : `failed:${outcome.errorCode}:${outcome.reason}`;
    const group = groups.get(key) ?? { outcome, ids: [] };
    group.ids.push(report.providerMessageId);
    groups.set(key, group);
  }
  const changed: Message[] = [];
  for (const { outcome, ids } of groups.values()) {
    changed.push(...(await settleByProviderIds(tx, ids, settledColumns(outcome))));
  }
  for (const message of changed) await afterSettled(tx, message);
  return changed;
}

type Outcome = { delivered: true } | { delivered: false; reason: string; errorCode: string | null };

/** Delivered (or read), undelivered/failed with its plain-words reason, or null for a step on the way. */
function outcomeOf(report: DeliveryReportInput): Outcome | null {
  const status = report.status.toLowerCase();
  if (status === 'delivered' || status === 'read') return { delivered: true };
  if (status === 'undelivered' || status === 'failed') {
    const errorCode = report.errorCode?.trim() || null;
    return { delivered: false, reason: report.reason ?? carrierFailureReason(errorCode), errorCode };
  }
  return null;
}

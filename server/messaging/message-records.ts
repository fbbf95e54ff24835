import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { prepared, preparedSql } from '../db/prepared';
import { type Message, messages, type NewMessage } from '../db/schema';

/*
 * Message data access: one row per message, note, event or draft of a customer's thread. A send
 * job carries only the message's uuid: its claim (the job's first statement) is keyed by it, and
 * every later statement of the job names the department read back from the claimed row.
 */

/** A message as its later statements name it: its uuid and the department it belongs to. */
export type MessageKey = Pick<Message, 'uuid' | 'departmentUuid'>;

const isMessage = (key: MessageKey) =>
  and(eq(messages.uuid, key.uuid), eq(messages.departmentUuid, key.departmentUuid));

export async function insertMessage(tx: Tx, row: NewMessage): Promise<Message> {
  const [message] = await tx.insert(messages).values(row).returning();
  if (!message) throw new Error('The message was not recorded');
  return message;
}

/** The message as it stands now. */
export async function findMessage(tx: Tx, key: MessageKey): Promise<Message | undefined> {
  const [row] = await tx.select().from(messages).where(isMessage(key)).limit(1);
  return row;
}

/** The message a provider's id names (an inbound text already stored, the provider repeating it). */
export async function findMessageUuidByProviderId(
  tx: Tx,
  providerMessageId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ uuid: messages.uuid })
    .from(messages)
    .where(eq(messages.providerMessageId, providerMessageId));
  return row?.uuid;
}

/**
 * QUEUED → SENDING, one committed conditional update; nothing when another worker (or an earlier
 * try) has it. The job knows only the uuid: the claimed row tells its department.
 */
export async function claimQueuedMessage(tx: Tx, messageUuid: string): Promise<Message | undefined> {
  const [claimed] = await claimQueued(tx, { messageUuid });
  return claimed;
}

// Every text's first statement, on the pool: built once (drizzle otherwise renders the update and
// its returned columns on each claim).
const claimQueued = prepared<{ messageUuid: string }, Message[]>('claim-queued-message', (db) =>
  db
    .update(messages)
    .set({ deliveryStatus: 'SENDING', sendAttempts: sql`${messages.sendAttempts} + 1` })
    .where(and(eq(messages.uuid, sql.placeholder('messageUuid')), eq(messages.deliveryStatus, 'QUEUED')))
    .returning(),
);

/** SENDING → SENT with the provider's id and warnings; nothing when the message is no longer SENDING. */
export const markSent = (
  tx: Tx,
  message: MessageKey,
  acceptance: { providerMessageId: string; warnings?: Message['warnings'] },
) =>
  tx
    .update(messages)
    .set({
      deliveryStatus: 'SENT',
      providerMessageId: acceptance.providerMessageId,
      warnings: sql`${messages.warnings} || ${JSON.stringify(acceptance.warnings ?? [])}::jsonb`,
      sentOn: new Date(),
      failureReason: null,
    })
    .where(and(isMessage(message), eq(messages.deliveryStatus, 'SENDING')))
    .returning();

/** SENDING → SENT as the provider's look-up found it on its way; true when this changed it. */
export async function markSentFound(
  tx: Tx,
  message: MessageKey,
  providerMessageId: string,
): Promise<boolean> {
  const [sent] = await tx
    .update(messages)
    .set({ deliveryStatus: 'SENT', providerMessageId, sentOn: new Date() })
    .where(and(isMessage(message), eq(messages.deliveryStatus, 'SENDING')))
    .returning({ uuid: messages.uuid });
  return sent !== undefined;
}

/**
 * SENDING → QUEUED (a provider outage with retries left, a breaker holding it back, a hand-over
 * the provider never got), with what changes beside; true when this changed it.
 */
export async function returnToQueue(
  tx: Tx,
  message: MessageKey,
  changes: Pick<Partial<NewMessage>, 'failureReason' | 'ccList' | 'bccList' | 'warnings'> & {
    /** False when no hand-over was tried: the claim's attempt is not counted. */
    countAttempt?: boolean;
  } = {},
): Promise<boolean> {
  const { countAttempt = true, ...columns } = changes;
  const [queued] = await tx
    .update(messages)
    .set({
      deliveryStatus: 'QUEUED',
      ...columns,
      ...(countAttempt ? {} : { sendAttempts: sql`${messages.sendAttempts} - 1` }),
    })
    .where(and(isMessage(message), eq(messages.deliveryStatus, 'SENDING')))
    .returning({ uuid: messages.uuid });
  return queued !== undefined;
}

/** Marks a message FAILED, only from the given status; the failed message, or nothing. */
export async function markFailed(
  tx: Tx,
  message: MessageKey,
  failure: {
    errorCode: string;
    reason: string;
    providerErrorCode: string | null;
    fromStatus: Message['deliveryStatus'];
  },
): Promise<Message | undefined> {
  const [failed] = await tx
    .update(messages)
    .set({
      deliveryStatus: 'FAILED',
      errorCode: failure.errorCode,
      failureReason: failure.reason,
      providerErrorCode: failure.providerErrorCode,
    })
    .where(and(isMessage(message), eq(messages.deliveryStatus, failure.fromStatus)))
    .returning();
  return failed;
}

/** What a delivery outcome writes: DELIVERED with its time, or FAILED with the carrier's reason. */
export type Settlement =
  | { deliveryStatus: 'DELIVERED'; deliveredOn: Date }
  | { deliveryStatus: 'FAILED'; errorCode: string; failureReason: string; providerErrorCode: string | null };

/**
 * Settles a SENDING or SENT message a delivery report names by our uuid (from the signed callback
 * URL: the provider knows no tenant), keeping the provider's id when none was recorded.
 */
export async function settleByUuid(
  tx: Tx,
  messageUuid: string,
  providerMessageId: string,
  settlement: Settlement,
): Promise<Message | undefined> {
  const [settled] = await tx
    .update(messages)
    .set({
      ...settlement,
      providerMessageId: sql`coalesce(${messages.providerMessageId}, ${providerMessageId})`,
    })
    .where(and(eq(messages.uuid, messageUuid), inArray(messages.deliveryStatus, ['SENDING', 'SENT'])))
    .returning();
  return settled;
}

/** Settles the SENDING or SENT messages of these provider ids (reports that name only those). */
export async function settleByProviderIds(
  tx: Tx,
  providerMessageIds: string[],
  settlement: Settlement,
): Promise<Message[]> {
  return tx
    .update(messages)
    .set(settlement)
    .where(
      and(
        inArray(messages.providerMessageId, providerMessageIds),
        inArray(messages.deliveryStatus, ['SENDING', 'SENT']),
      ),
    )
    .returning();
}

/** Texts held for an opt-in past their expiry, of every dealer (the minute sweep), become EXPIRED. */
export async function expireOptInWaits(tx: Tx, now: Date): Promise<number> {
  const expired = await tx
    .update(messages)
    .set({
      deliveryStatus: 'EXPIRED',
      failureReason: 'The customer did not opt in before the dealership’s waiting time ran out',
    })
    .where(and(eq(messages.deliveryStatus, 'WAITING_FOR_OPT_IN'), lte(messages.queueExpiresAt, now)))
    .returning({ uuid: messages.uuid });
  return expired.length;
}

/** Messages of every dealer claimed before `claimedBefore` and still SENDING (the minute sweep). */
export function findStuckSends(tx: Tx, claimedBefore: Date): Promise<Message[]> {
  return tx
    .select()
    .from(messages)
    .where(and(eq(messages.deliveryStatus, 'SENDING'), lt(messages.updatedAt, claimedBefore)));
}

/** The texts of the number at the dealer held for its opt-in and not yet expired → QUEUED. */
export async function releaseOptInWaits(
  tx: Tx,
  target: { dealerUuid: string; phoneNumber: string },
): Promise<string[]> {
  const released = await tx
    .update(messages)
    .set({ deliveryStatus: 'QUEUED', queueExpiresAt: null, sendSynchronously: false })
    .where(
      and(
        eq(messages.dealerUuid, target.dealerUuid),
        eq(messages.toNumber, target.phoneNumber),
        eq(messages.deliveryStatus, 'WAITING_FOR_OPT_IN'),
        sql`${messages.queueExpiresAt} > now()`,
      ),
    )
    .returning({ uuid: messages.uuid });
  return released.map((m) => m.uuid);
}

/** The number's texts at the dealer not yet sent (but a consent reply) fail as opted out. */
export function failTextsOfOptedOut(
  tx: Tx,
  target: { dealerUuid: string; phoneNumber: string },
): Promise<Message[]> {
  return tx
    .update(messages)
    .set({
      deliveryStatus: 'FAILED',
      errorCode: 'OPTED_OUT_COMMUNICATION_VALUE',
      failureReason: `${target.phoneNumber} opted out of texts before the message could be sent`,
      sendSynchronously: false,
    })
    .where(
      and(
        eq(messages.dealerUuid, target.dealerUuid),
        eq(messages.toNumber, target.phoneNumber),
        inArray(messages.deliveryStatus, ['WAITING_FOR_OPT_IN', 'QUEUED']),
        eq(messages.protocol, 'TEXT'),
        sql`${messages.purpose} is distinct from 'CONSENT_REPLY'`,
      ),
    )
    .returning();
}

/** How many messages (not failed) went to the address from the dealer since `since`. */
export async function countSentTo(
  tx: Tx,
  filter: { dealerUuid: string; address: string; since: Date },
): Promise<number> {
  const { dealerUuid, address, since } = filter;
  const [row] = await sentTo(tx, { dealerUuid, address, since: since.toISOString() });
  return row?.sent ?? 0;
}

// Sent the moment it is called (a prepared `sql` statement, as the recipient's lock before it), so
// it runs after that lock is granted and counts what other sends committed meanwhile.
const sentTo = preparedSql<{ dealerUuid: string; address: string; since: string }, { sent: number }>(
  'sent-to-recipient',
  (v) => sql`
    select count(*)::int as sent from messages
    where dealer_uuid = ${v.dealerUuid} and to_number = ${v.address} and direction = 'OUTGOING'
      and kind = 'MESSAGE' and created_at >= ${v.since}::timestamptz and delivery_status <> 'FAILED'`,
);

/** A recorded send turned into a SCHEDULED draft (its send job then finds nothing QUEUED). */
export async function makeScheduledDraft(
  tx: Tx,
  message: MessageKey,
  scheduledOn: Date,
): Promise<Message | undefined> {
  const [draft] = await tx
    .update(messages)
    .set({
      kind: 'DRAFT',
      deliveryStatus: 'NONE',
      draftStatus: 'SCHEDULED',
      scheduledOn,
      queueExpiresAt: null,
    })
    .where(isMessage(message))
    .returning();
  return draft;
}

/** The draft still SCHEDULED, locked until the transaction ends (its job knows only the uuid). */
export async function findScheduledDraftForUpdate(tx: Tx, draftUuid: string): Promise<Message | undefined> {
  const [draft] = await tx
    .select()
    .from(messages)
    .where(
      and(eq(messages.uuid, draftUuid), eq(messages.kind, 'DRAFT'), eq(messages.draftStatus, 'SCHEDULED')),
    )
    .for('update');
  return draft;
}

/** The scheduled draft's outcome: SENT, or FAILED with the reason. */
export async function settleScheduledDraft(tx: Tx, draft: MessageKey, failure: string | null): Promise<void> {
  await tx
    .update(messages)
    .set({ draftStatus: failure ? 'FAILED' : 'SENT', failureReason: failure, sentOn: new Date() })
    .where(isMessage(draft));
}

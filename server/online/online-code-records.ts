import { and, asc, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type OnlineCode, onlineCodes } from '../db/schema';
import type { OnlineContact } from './online-contact';

const sentTo = (contact: OnlineContact): SQL =>
  contact.kind === 'phone' ? eq(onlineCodes.phone, contact.phone) : eq(onlineCodes.email, contact.email);

/**
 * Serialises code requests for one phone (or email) and one caller address until the transaction ends, so
 * two requests at once cannot both pass a limit.
 */
export async function lockCodeRequests(tx: Tx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`online-code:${key}`}))`);
  }
}

/** Codes sent since `since` to the phone or email, oldest first (their times say when the limit lifts). */
export async function codeTimesForContact(
  tx: Tx,
  input: { contact: OnlineContact; since: Date },
): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: onlineCodes.createdAt })
    .from(onlineCodes)
    .where(and(sentTo(input.contact), gt(onlineCodes.createdAt, input.since)))
    .orderBy(asc(onlineCodes.createdAt));
  return rows.map((r) => r.createdAt);
}

/** Codes asked for since `since` from the caller address, oldest first. */
export async function codeTimesForAddress(tx: Tx, input: { address: string; since: Date }): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: onlineCodes.createdAt })
    .from(onlineCodes)
    .where(and(eq(onlineCodes.callerAddress, input.address), gt(onlineCodes.createdAt, input.since)))
    .orderBy(asc(onlineCodes.createdAt));
  return rows.map((r) => r.createdAt);
}

export async function insertCode(tx: Tx, row: typeof onlineCodes.$inferInsert): Promise<void> {
  await tx.insert(onlineCodes).values(row);
}

/** The latest code sent to the phone or email for the dealer that is still unused and unexpired. */
export async function findLiveCode(
  tx: Tx,
  input: { dealerUuid: string; contact: OnlineContact; now: Date },
): Promise<OnlineCode | null> {
  const [row] = await tx
    .select()
    .from(onlineCodes)
    .where(
      and(
        eq(onlineCodes.dealerUuid, input.dealerUuid),
        sentTo(input.contact),
        isNull(onlineCodes.usedAt),
        gt(onlineCodes.expiresAt, input.now),
      ),
    )
    .orderBy(desc(onlineCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one try of the code, only while it has tries left: answers the tries made with this one,
 * or null when none was left (the try is refused whatever was typed).
 */
export async function countCodeTry(
  tx: Tx,
  input: { uuid: string; dealerUuid: string; maxTries: number },
): Promise<number | null> {
  const [row] = await tx
    .update(onlineCodes)
    .set({ attempts: sql`${onlineCodes.attempts} + 1` })
    .where(
      and(
        eq(onlineCodes.uuid, input.uuid),
        eq(onlineCodes.dealerUuid, input.dealerUuid),
        lt(onlineCodes.attempts, input.maxTries),
        isNull(onlineCodes.usedAt),
      ),
    )
    .returning({ attempts: onlineCodes.attempts });
  return row?.attempts ?? null;
}

export async function markCodeUsed(tx: Tx, input: { uuid: string; dealerUuid: string; now: Date }) {
  await tx
    .update(onlineCodes)
    .set({ usedAt: input.now })
    .where(and(eq(onlineCodes.uuid, input.uuid), eq(onlineCodes.dealerUuid, input.dealerUuid)));
}

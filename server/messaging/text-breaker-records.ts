import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { prepared } from '../db/prepared';
import { type TextProviderBreaker, textProviderBreakers } from '../db/schema';

// Every hand-over reads it: prepared once per process.
const breakerOf = prepared('find_text_provider_breaker', (database) =>
  database
    .select()
    .from(textProviderBreakers)
    .where(eq(textProviderBreakers.account, sql.placeholder('account'))),
);

/** The account's breaker as every process sees it; null while it never failed. */
export async function findBreaker(tx: Tx, account: string): Promise<TextProviderBreaker | null> {
  const [row] = await breakerOf(tx, { account });
  return row ?? null;
}

/**
 * Takes the probe of an open breaker whose cool-down is over, unless another process holds it:
 * one conditional update, so two processes never probe at once. True when this one took it.
 */
export async function takeProbe(tx: Tx, account: string, now: Date, leaseUntil: Date): Promise<boolean> {
  const taken = await tx
    .update(textProviderBreakers)
    .set({ probeUntil: leaseUntil })
    .where(
      and(
        eq(textProviderBreakers.account, account),
        lte(textProviderBreakers.openUntil, now),
        or(isNull(textProviderBreakers.probeUntil), lte(textProviderBreakers.probeUntil, now)),
      ),
    )
    .returning({ account: textProviderBreakers.account });
  return taken.length > 0;
}

/** The provider answered: the breaker closes, its failures forgotten. */
export async function closeBreaker(tx: Tx, account: string): Promise<void> {
  await tx
    .update(textProviderBreakers)
    .set({ failures: 0, openUntil: null, probeUntil: null })
    .where(
      and(
        eq(textProviderBreakers.account, account),
        or(
          sql`${textProviderBreakers.failures} > 0`,
          isNotNull(textProviderBreakers.openUntil),
          isNotNull(textProviderBreakers.probeUntil),
        ),
      ),
    );
}

/**
 * One more failure in a row. The breaker opens until `openUntil` when `force` says so (credentials
 * refused, a Retry-After), when a probe was out, or at `threshold` failures; else it stays as it was.
 * Returns the breaker as it now stands.
 */
export async function countFailure(
  tx: Tx,
  account: string,
  failure: { force: boolean; threshold: number; openUntil: Date },
): Promise<TextProviderBreaker> {
  const b = textProviderBreakers;
  const opensFirst = failure.force || failure.threshold <= 1;
  const [row] = await tx
    .insert(b)
    .values({ account, failures: 1, openUntil: opensFirst ? failure.openUntil : null })
    .onConflictDoUpdate({
      target: b.account,
      set: {
        failures: sql`${b.failures} + 1`,
        openUntil: sql`case when ${failure.force} or ${b.probeUntil} is not null
          or ${b.failures} + 1 >= ${failure.threshold}
          then ${failure.openUntil.toISOString()}::timestamptz else ${b.openUntil} end`,
        probeUntil: null,
      },
    })
    .returning();
  if (!row) throw new Error('The breaker was not recorded');
  return row;
}

/** Tests: every open breaker's cool-down over. */
export async function endBreakerCoolDowns(tx: Tx): Promise<void> {
  await tx
    .update(textProviderBreakers)
    .set({ openUntil: new Date(0) })
    .where(isNotNull(textProviderBreakers.openUntil));
}

/** Tests: every breaker forgotten. */
export async function deleteBreakers(tx: Tx): Promise<void> {
  await tx.delete(textProviderBreakers);
}

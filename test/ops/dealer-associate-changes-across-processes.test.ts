import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rememberedLifetimeMs } from '../../server/change-notices/remembered-principals';
import { db } from '../../server/db/client';
import { dealerAssociates, users } from '../../server/db/schema';
import { createTestTenant } from '../fixtures';
import { askUntil } from '../support/ask-until';
import { otherInstances } from '../support/other-instance';

type Answer = { name: string | null; authorities: string[] | null; statements: number };

/** Another instance of the app on the same database, answering the Default dealer associate. */
const startInstance = otherInstances<Answer>('test/support/default-dealer-associate-process.ts');

// The change must come from the notice, well before a remembered answer expires.
const promptlyMs = 2_000;

/** A department whose Default dealer associate another instance answers from memory (no statement). */
async function rememberedByAnotherInstance() {
  const tenant = await createTestTenant();
  const other = await startInstance();
  const ask = () => other.ask(tenant.departmentUuid);
  // The first answers read the database while the instance starts listening for changes.
  const { answer } = await askUntil(ask, (a) => a.statements === 0, 30);
  expect(answer.name).toBe('Service Desk');
  return { tenant, ask };
}

describe('a change to a dealer associate or its person made anywhere', () => {
  it('remembers answers long enough that only the notice explains a prompt change', () => {
    expect(rememberedLifetimeMs).toBeGreaterThanOrEqual(10 * promptlyMs);
  });

  it('a renamed person is answered by another instance that had the old name in memory', async () => {
    const { tenant, ask } = await rememberedByAnotherInstance();
    await db().update(users).set({ lastName: 'Counter' }).where(eq(users.uuid, tenant.defaultUserUuid));
    const { answer, afterMs } = await askUntil(ask, (a) => a.name !== 'Service Desk', 10);
    expect(answer.name).toBe('Service Counter');
    expect(afterMs).toBeLessThan(promptlyMs);
  });

  it('withdrawn authorities and a default moved elsewhere apply on another instance', async () => {
    const { tenant, ask } = await rememberedByAnotherInstance();
    await db()
      .update(dealerAssociates)
      .set({ authorities: [] })
      .where(eq(dealerAssociates.uuid, tenant.defaultDealerAssociateUuid));
    const withdrawn = await askUntil(ask, (a) => a.authorities?.length === 0, 10);
    expect(withdrawn.afterMs).toBeLessThan(promptlyMs);
    await askUntil(ask, (a) => a.statements === 0, 10);
    await db()
      .update(dealerAssociates)
      .set({ isDefault: false })
      .where(eq(dealerAssociates.uuid, tenant.defaultDealerAssociateUuid));
    const moved = await askUntil(ask, (a) => a.name === null, 10);
    expect(moved.afterMs).toBeLessThan(promptlyMs);
  });
});

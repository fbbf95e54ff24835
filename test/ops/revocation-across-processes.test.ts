import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokeApiClient } from '../../server/admin/revoke-api-client';
import { rotateApiClientSecret } from '../../server/admin/rotate-api-client-secret';
import { announceApiClientChange } from '../../server/change-notices/change-notice-records';
import { rememberedLifetimeMs } from '../../server/change-notices/remembered-principals';
import type { UseCaseContext } from '../../server/core/context';
import { db } from '../../server/db/client';
import { apiClientGrants, apiClients } from '../../server/db/schema';
import { basicAuthorization, createTestApiClient, createTestTenant, type TestClient } from '../fixtures';
import { askUntil } from '../support/ask-until';
import { otherInstances } from '../support/other-instance';

type Answer = { ok: boolean; grants?: number; code?: string; statements: number };

/** Another instance of the app on the same database, authenticating what it is asked to. */
const startInstance = otherInstances<Answer>('test/support/authenticating-process.ts');

const administrator = (dealerUuid: string): UseCaseContext => ({
  requestId: 'revocation-across-processes',
  principal: null,
  tenants: [{ dealerUuid, departmentUuid: null }],
  db: db(),
  idempotencyKey: null,
  systemActor: 'test',
});

/** A client of a new dealer, let in by another instance from memory (no statement sent). */
async function rememberedByAnotherInstance(scopes: Array<'appointment.get' | 'appointment.create'>) {
  const tenant = await createTestTenant();
  const client = await createTestApiClient(
    scopes.map((scope) => ({ scope, level: 'DEALER', dealerUuid: tenant.dealerUuid })),
  );
  const other = await startInstance();
  const ask = () => other.ask(client.authorization);
  // The first answers read the database while the instance starts listening for changes.
  const { answer } = await askUntil(ask, (a) => a.ok && a.statements === 0, 30);
  expect(answer.grants).toBe(scopes.length);
  return { tenant, client, other, ask };
}

// The refusal must come from the change notice, well before a remembered principal expires.
const promptlyMs = 2_000;

describe('a change to a credential on one instance', () => {
  it('remembers principals long enough that only the notice explains a prompt refusal', () => {
    expect(rememberedLifetimeMs).toBeGreaterThanOrEqual(10 * promptlyMs);
  });

  it('a revoked client is refused by another instance that had it in memory', async () => {
    const { tenant, client, ask } = await rememberedByAnotherInstance(['appointment.get']);
    await revokeApiClient(administrator(tenant.dealerUuid), { params: { username: client.username } });
    const { answer, afterMs } = await askUntil(ask, (a) => !a.ok, 10);
    expect(answer.code).toBe('UNAUTHORIZED');
    expect(afterMs).toBeLessThan(promptlyMs);
  });

  it('a rotated secret is refused by another instance, which lets the new one in', async () => {
    const { tenant, client, other, ask } = await rememberedByAnotherInstance(['appointment.get']);
    const rotated = await rotateApiClientSecret(administrator(tenant.dealerUuid), {
      params: { username: client.username },
      body: { graceMinutes: 0 },
    });
    const { answer, afterMs } = await askUntil(ask, (a) => !a.ok, 10);
    expect(answer.code).toBe('UNAUTHORIZED');
    expect(afterMs).toBeLessThan(promptlyMs);
    expect(await other.ask(basicAuthorization(client.username, rotated.password))).toMatchObject({
      ok: true,
    });
  });

  it('a withdrawn grant is gone on another instance once the change announcing it commits', async () => {
    const { client, ask } = await rememberedByAnotherInstance(['appointment.get', 'appointment.create']);
    await withdrawGrant(client, 'appointment.create');
    const { answer, afterMs } = await askUntil(ask, (a) => a.grants === 1, 10);
    expect(answer.ok).toBe(true);
    expect(afterMs).toBeLessThan(promptlyMs);
  });
});

/**
 * No use case changes an existing client's grants yet: the change is made as one would make it,
 * with the notice in the same transaction.
 */
async function withdrawGrant(client: TestClient, scope: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ uuid: apiClients.uuid })
      .from(apiClients)
      .where(eq(apiClients.username, client.username));
    if (!row) throw new Error('no such client');
    await tx
      .delete(apiClientGrants)
      .where(and(eq(apiClientGrants.apiClientUuid, row.uuid), eq(apiClientGrants.scope, scope)));
    await announceApiClientChange(tx, row.uuid);
  });
}

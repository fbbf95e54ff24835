import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  basicAuthorization,
  createTestApiClient,
  createTestTenant,
  type TestClient,
} from '../../test/fixtures';
import { revokeApiClient } from '../admin/revoke-api-client';
import { rotateApiClientSecret } from '../admin/rotate-api-client-secret';
import { hearingApiClientChanges } from '../change-notices/principal-changes';
import { forgetApiClient, rememberedLifetimeMs } from '../change-notices/remembered-principals';
import type { UseCaseContext } from '../core/context';
import { db } from '../db/client';
import { apiClientSecrets, apiClients } from '../db/schema';
import { statementsSent } from '../db/statement-count';
import { authenticateApiClient, authenticateRequest } from './authenticate';

afterEach(() => {
  vi.useRealTimers();
});

const requestWith = (authorization: string) =>
  new Request('http://app.test/api/check', { headers: { authorization } });

/** Statements sent while `run` ran (this test runs alone on this process's pool). */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const before = statementsSent();
  await run();
  return statementsSent() - before;
}

/** Authenticates until the answer comes from memory (the listener confirms within moments). */
async function remembered(client: TestClient): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if ((await statementsOf(() => authenticateRequest(db(), requestWith(client.authorization)))) === 0)
      return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('never answered from memory');
}

async function newClient() {
  const tenant = await createTestTenant();
  const client = await createTestApiClient([
    { scope: 'appointment.get', level: 'DEALER', dealerUuid: tenant.dealerUuid },
  ]);
  const [row] = await db().select().from(apiClients).where(eq(apiClients.username, client.username));
  if (!row) throw new Error('no client');
  return { tenant, client, uuid: row.uuid };
}

const deactivateWithoutNotice = (username: string) =>
  db().update(apiClients).set({ isActive: false }).where(eq(apiClients.username, username));

const administrator = (dealerUuid: string): UseCaseContext => ({
  requestId: 'remembered-principals',
  principal: null,
  tenants: [{ dealerUuid, departmentUuid: null }],
  db: db(),
  idempotencyKey: null,
  systemActor: 'test',
});

describe('remembered partner principals', () => {
  it('a repeated request costs no statement once remembered; read from the database it costs one', async () => {
    const { client } = await newClient();
    await authenticateApiClient(db(), client, null);
    expect(await statementsOf(() => authenticateApiClient(db(), client, null))).toBe(1);
    await remembered(client);
    const principal = await authenticateRequest(db(), requestWith(client.authorization));
    expect(principal).toMatchObject({ kind: 'apiClient', username: client.username });
    expect(principal.grants).toHaveLength(1);
  });

  it('a wrong secret is never served from memory', async () => {
    const { client } = await newClient();
    await remembered(client);
    const wrong = basicAuthorization(client.username, `${client.password}x`);
    await expect(authenticateRequest(db(), requestWith(wrong))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await statementsOf(() => authenticateRequest(db(), requestWith(client.authorization)))).toBe(0);
  });

  it('a forgotten principal is verified again against the database', async () => {
    const { client, uuid } = await newClient();
    await remembered(client);
    await deactivateWithoutNotice(client.username);
    forgetApiClient(uuid);
    await expect(authenticateRequest(db(), requestWith(client.authorization))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('an expired principal is verified again against the database', async () => {
    const { client } = await newClient();
    await remembered(client);
    await deactivateWithoutNotice(client.username);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + rememberedLifetimeMs + 1);
    // Silent for a lifetime, the listener is checked first; once it answers, only the entry's age counts.
    for (let i = 0; i < 500 && !hearingApiClientChanges(db()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(hearingApiClientChanges(db())).toBe(true);
    await expect(authenticateRequest(db(), requestWith(client.authorization))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('a client revoked through this instance is refused by it on the very next request', async () => {
    const { tenant, client } = await newClient();
    await remembered(client);
    await revokeApiClient(administrator(tenant.dealerUuid), { params: { username: client.username } });
    await expect(authenticateRequest(db(), requestWith(client.authorization))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('a secret in its grace period is read each time, so the grace ends to the second', async () => {
    const { tenant, client, uuid } = await newClient();
    await remembered(client);
    await rotateApiClientSecret(administrator(tenant.dealerUuid), {
      params: { username: client.username },
      body: { graceMinutes: 10 },
    });
    await authenticateRequest(db(), requestWith(client.authorization));
    expect(
      await statementsOf(() => authenticateRequest(db(), requestWith(client.authorization))),
    ).toBeGreaterThan(0);
    await db()
      .update(apiClientSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiClientSecrets.apiClientUuid, uuid));
    await expect(authenticateRequest(db(), requestWith(client.authorization))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

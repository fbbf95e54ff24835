import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApiClient, createTestTenant } from '../../test/fixtures';
import { hashSecret } from '../core/password';
import { db } from '../db/client';
import { apiClients } from '../db/schema';
import { overrideEnvForTests } from '../env';
import { authenticateApiClient } from './authenticate';

describe('partner authentication', () => {
  it('a rotated secret stops working at once, even right after a successful call', async () => {
    const tenant = await createTestTenant();
    const client = await createTestApiClient([
      { scope: 'appointment.get', level: 'DEALER', dealerUuid: tenant.dealerUuid },
    ]);
    const principal = await authenticateApiClient(db(), client, null);
    expect(principal.grants).toHaveLength(1);
    await db()
      .update(apiClients)
      .set({ secretHash: await hashSecret('a-brand-new-secret-value') })
      .where(eq(apiClients.username, client.username));
    await expect(authenticateApiClient(db(), client, null)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const rotated = await authenticateApiClient(
      db(),
      { username: client.username, password: 'a-brand-new-secret-value' },
      null,
    );
    expect(rotated.id).toBe(principal.id);
  });

  it('a deactivated client is refused even with a recently verified secret', async () => {
    const tenant = await createTestTenant();
    const client = await createTestApiClient([
      { scope: 'appointment.get', level: 'DEALER', dealerUuid: tenant.dealerUuid },
    ]);
    await authenticateApiClient(db(), client, null);
    await db().update(apiClients).set({ isActive: false }).where(eq(apiClients.username, client.username));
    await expect(authenticateApiClient(db(), client, null)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('repeated failures for a username from one address are answered 429 with Retry-After there, even with the right password', async () => {
    overrideEnvForTests({ TRUSTED_PROXY_COUNT: '1' });
    const tenant = await createTestTenant();
    const client = await createTestApiClient([
      { scope: 'appointment.get', level: 'DEALER', dealerUuid: tenant.dealerUuid },
    ]);
    const from = `192.0.2.${tenant.dealerUuid.slice(0, 8)}`;
    for (let i = 0; i < 5; i++) {
      await expect(
        authenticateApiClient(db(), { username: client.username, password: `wrong-${i}` }, from),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(authenticateApiClient(db(), client, from)).rejects.toMatchObject({
      code: 'TOO_MANY_FAILED_ATTEMPTS',
      status: 429,
      retryAfterSeconds: expect.any(Number),
    });
    overrideEnvForTests({ TRUSTED_PROXY_COUNT: '0' });
  });

  it('a partner opening many connections at once with the right secret is let in on all of them', async () => {
    const tenant = await createTestTenant();
    const client = await createTestApiClient([
      { scope: 'appointment.get', level: 'DEALER', dealerUuid: tenant.dealerUuid },
    ]);
    const from = '198.51.100.7';
    // A limit of one place: any two checks of the secret at once would refuse the second.
    overrideEnvForTests({ AUTH_MAX_FAILURES_PER_USERNAME: '1' });
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () => authenticateApiClient(db(), client, from)),
    );
    overrideEnvForTests({ AUTH_MAX_FAILURES_PER_USERNAME: '5' });
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 'fulfilled'));
  });
});

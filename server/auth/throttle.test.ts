import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRoute } from '../../test/call-route';
import { createTestApiClient, createTestTenant } from '../../test/fixtures';
import { defineContract } from '../core/contract';
import { db } from '../db/client';
import { authFailureCounts } from '../db/schema';
import { overrideEnvForTests } from '../env';
import { route } from '../http/route';
import { authenticateApiClient, ThrottledError } from './authenticate';
import { authOptions } from './next-auth';
import { withThrottleStatus } from './next-auth-route';
import { throttledMessage, throttledSeconds } from './sign-in-errors';
import { checkUnderThrottle } from './throttled-check';

const address = () => `203.0.113.${randomBytes(1)[0] ?? 1}-${randomBytes(3).toString('hex')}`;

const keyCount = async (key: string) => {
  const rows = await db()
    .select({ failures: authFailureCounts.failures })
    .from(authFailureCounts)
    .where(eq(authFailureCounts.throttleKey, key));
  return rows.reduce((sum, row) => sum + row.failures, 0);
};

const pairCount = async (username: string, from: string) => {
  const rows = await db()
    .select({ failures: authFailureCounts.failures })
    .from(authFailureCounts)
    .where(and(eq(authFailureCounts.throttleKey, `pair:${username.toLowerCase()}|${from}`)));
  return rows.reduce((sum, row) => sum + row.failures, 0);
};

async function partner() {
  const tenant = await createTestTenant();
  const client = await createTestApiClient([
    { scope: 'appointment.get', level: 'DEALER', dealerUuid: tenant.dealerUuid },
  ]);
  return { tenant, client };
}

beforeAll(() => {
  overrideEnvForTests({ TRUSTED_PROXY_COUNT: '1' });
});

afterAll(() => {
  overrideEnvForTests({ TRUSTED_PROXY_COUNT: '0' });
});

describe('the sign-in throttle', () => {
  it('lets at most the limit of 20 simultaneous wrong secrets from one address through, and refuses the 21st', async () => {
    const { client } = await partner();
    const from = address();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        authenticateApiClient(db(), { username: client.username, password: `wrong-${i}` }, from),
      ),
    );
    const codes = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as { code: string }).code : 'OK'));
    // One at a time: how many are checked before the others stop waiting depends on argon2's speed.
    const checked = codes.filter((c) => c === 'UNAUTHORIZED').length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'TOO_MANY_FAILED_ATTEMPTS')).toHaveLength(20 - checked);
    expect(await pairCount(client.username, from)).toBe(checked);

    for (let i = checked; i < 5; i++) {
      await authenticateApiClient(db(), { username: client.username, password: `more-${i}` }, from).catch(
        () => undefined,
      );
    }
    const twentyFirst = authenticateApiClient(db(), client, from);
    await expect(twentyFirst).rejects.toBeInstanceOf(ThrottledError);
    await expect(twentyFirst).rejects.toMatchObject({ status: 429 });
    const error = (await twentyFirst.catch((e: unknown) => e)) as ThrottledError;
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(error.message).toMatch(/^Too many failed attempts; try again in \d+ (second|minute)s?$/);
  });

  it('accepts the right secret from another address while one address is throttled for the username', async () => {
    const { client } = await partner();
    const attacker = address();
    for (let i = 0; i < 6; i++) {
      await authenticateApiClient(
        db(),
        { username: client.username, password: `guess-${i}` },
        attacker,
      ).catch(() => undefined);
    }
    await expect(authenticateApiClient(db(), client, attacker)).rejects.toMatchObject({
      code: 'TOO_MANY_FAILED_ATTEMPTS',
    });
    const principal = await authenticateApiClient(db(), client, address());
    expect(principal.username).toBe(client.username);
  });

  it('never blocks a username by failures without a known address; it only spaces its checks', async () => {
    const { client } = await partner();
    for (let i = 0; i < 7; i++) {
      await expect(
        authenticateApiClient(db(), { username: client.username, password: `wrong-${i}` }, null),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const principal = await authenticateApiClient(db(), client, null);
    expect(principal.username).toBe(client.username);
  });

  it('does not give an address its failures back when it signs in to another account', async () => {
    const victim = await partner();
    const own = await partner();
    const from = address();
    for (let i = 0; i < 3; i++) {
      await authenticateApiClient(db(), { username: victim.client.username, password: `w-${i}` }, from).catch(
        () => undefined,
      );
    }
    await authenticateApiClient(db(), own.client, from);
    expect(await keyCount(`addr:${from}`)).toBe(3);
    expect(await pairCount(victim.client.username, from)).toBe(3);
  });

  it('checks guesses from many addresses against one username at most once a second past the limit', async () => {
    const { client } = await partner();
    const started = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        authenticateApiClient(db(), { username: client.username, password: `guess-${i}` }, address()),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const codes = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as { code: string }).code : 'OK'));
    const checked = codes.filter((c) => c === 'UNAUTHORIZED').length;
    expect(checked).toBeGreaterThanOrEqual(5);
    // One check a second past the limit; a second's boundary may fall between two of them.
    expect(checked).toBeLessThanOrEqual(5 + Math.ceil(seconds) + 1);
    const refused = outcomes.flatMap((o) =>
      o.status === 'rejected' && o.reason instanceof ThrottledError ? [o.reason] : [],
    );
    expect(refused.length).toBe(40 - checked);
    for (const error of refused) expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('lets the owner sign in from a clean address while the username is guessed at from many', async () => {
    const { client } = await partner();
    const attack = Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        authenticateApiClient(db(), { username: client.username, password: `guess-${i}` }, address()),
      ),
    );
    const owner = address();
    let signedIn = false;
    for (let attempt = 0; attempt < 6 && !signedIn; attempt++) {
      try {
        signedIn = (await authenticateApiClient(db(), client, owner)).username === client.username;
      } catch (error) {
        if (!(error instanceof ThrottledError)) throw error;
        await new Promise((resolve) => setTimeout(resolve, error.retryAfterSeconds * 1000));
      }
    }
    await attack;
    expect(signedIn).toBe(true);
  });

  it('never checks two attempts for one username at the same time', async () => {
    const username = `parallel-${randomBytes(4).toString('hex')}`;
    let running = 0;
    let most = 0;
    const verify = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running--;
      return false;
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => checkUnderThrottle(db(), { username, address: address() }, verify)),
    );
    expect(most).toBe(1);
    expect(outcomes.filter((o) => o.checked).length).toBeGreaterThanOrEqual(1);
  });

  it('checks more usernames at once than the pool has connections without waiting on itself', async () => {
    const verify = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30));
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        checkUnderThrottle(
          db(),
          { username: `many-${i}-${randomBytes(4).toString('hex')}`, address: address() },
          verify,
        ),
      ),
    );
    expect(outcomes.every((o) => o.checked)).toBe(true);
  });

  it('tells the wait in seconds under a minute and in minutes above', () => {
    expect(throttledMessage(1)).toBe('Too many failed attempts; try again in 1 second');
    expect(throttledMessage(59)).toBe('Too many failed attempts; try again in 59 seconds');
    expect(throttledMessage(60)).toBe('Too many failed attempts; try again in 1 minute');
    expect(throttledMessage(540)).toBe('Too many failed attempts; try again in 9 minutes');
  });

  it('answers a throttled API call 429 with Retry-After', async () => {
    const { tenant, client } = await partner();
    const contract = defineContract({
      operationId: 'testThrottled',
      method: 'GET',
      path: '/api/test/throttled',
      summary: 'test',
      tag: 'Test',
      family: 'envelope',
      auth: { scope: 'appointment.get', level: 'DEALER', tenants: () => [{ dealerUuid: tenant.dealerUuid }] },
      response: z.object({ ok: z.literal(true) }),
    });
    const handler = route(contract, async () => ({ ok: true as const }));
    const from = address();
    const wrong = `Basic ${Buffer.from(`${client.username}:nope`).toString('base64')}`;
    for (let i = 0; i < 5; i++) {
      const res = await callRoute(handler, {
        path: '/api/test/throttled',
        authorization: wrong,
        headers: { 'x-forwarded-for': from },
      });
      expect(res.status).toBe(401);
    }
    const res = await callRoute(handler, {
      path: '/api/test/throttled',
      authorization: client.authorization,
      headers: { 'x-forwarded-for': from },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the advisor sign-in throttle', () => {
  const provider = authOptions.providers[0] as unknown as {
    options: {
      authorize: (credentials: unknown, request: { headers: Record<string, string> }) => Promise<unknown>;
    };
  };
  const authorize = (username: string, password: string, from: string) =>
    provider.options.authorize({ username, password }, { headers: { 'x-forwarded-for': from } });

  it('refuses the pair after the limit with the seconds to wait, and still signs in from elsewhere', async () => {
    const { advisor } = await createTestTenant();
    const from = address();
    for (let i = 0; i < 5; i++) expect(await authorize(advisor.login, `wrong-${i}`, from)).toBeNull();
    const refused = await authorize(advisor.login, advisor.password, from).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(throttledSeconds((refused as Error).message)).toBeGreaterThan(0);
    expect(await authorize(advisor.login, advisor.password, address())).toMatchObject({
      id: advisor.userUuid,
    });
  });

  it('checks at most the limit of 20 simultaneous wrong passwords from one address', async () => {
    const { advisor } = await createTestTenant();
    const from = address();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => authorize(advisor.login, `wrong-${i}`, from)),
    );
    const checked = outcomes.filter((o) => o.status === 'fulfilled' && o.value === null);
    const throttled = outcomes.filter(
      (o) => o.status === 'rejected' && (throttledSeconds((o.reason as Error).message) ?? 0) > 0,
    );
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + throttled.length).toBe(20);
  });

  it('turns next-auth’s answer to a throttled sign-in into 429 with Retry-After', async () => {
    const answer = Response.json({ url: 'http://localhost:3000/api/auth/error?error=TooManyAttempts%3A540' });
    const res = await withThrottleStatus(answer);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('540');
    expect(await res.json()).toEqual({
      url: 'http://localhost:3000/api/auth/error?error=TooManyAttempts%3A540',
    });

    const wrongPassword = Response.json({
      url: 'http://localhost:3000/api/auth/error?error=CredentialsSignin',
    });
    expect((await withThrottleStatus(wrongPassword)).status).toBe(200);
  });
});

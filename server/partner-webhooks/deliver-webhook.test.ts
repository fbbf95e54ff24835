import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processJobsNow } from '../../test/process-jobs-now';
import { db } from '../db/client';
import { webhookDeliveries } from '../db/schema';
import { env, overrideEnvForTests } from '../env';
import { stopJobs } from '../jobs/boss';
import { queues } from '../queue/queues';
import { enqueueWebhook } from './enqueue-webhook';
import { isPublicAddress } from './ssrf-guard';

type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let answer = 200;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answer;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await stopJobs();
  await new Promise((resolve) => server.close(resolve));
});

const deliveryOf = async (uuid: string) =>
  (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.uuid, uuid)))[0];

describe('SSRF guard', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd12::1', false],
    ['::ffff:127.0.0.1', false],
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('webhook delivery', () => {
  it('refuses loopback destinations unless the host is allowlisted', async () => {
    overrideEnvForTests({ OUTBOUND_ALLOWLIST: '' });
    const uuid = await db().transaction((tx) =>
      enqueueWebhook(tx, { kind: 'test.blocked', url: `${base}/hook`, payload: { hello: 'world' } }),
    );
    const before = received.length;
    await processJobsNow(queues.webhookDeliver);
    expect(received.length).toBe(before);
    expect((await deliveryOf(uuid))?.status).toBe('FAILED');
    expect((await deliveryOf(uuid))?.lastError).toMatch(/non-public/);
  });

  it.each([
    ['127.0.0.1', (port: string) => `http://127.0.0.1:${port}/hook`],
    ['10.0.0.1', () => 'http://10.0.0.1/hook'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a host resolving to 127.0.0.1', (port: string) => `http://localhost:${port}/hook`],
  ])('refuses %s and never retries it', async (_name, urlFor) => {
    overrideEnvForTests({ OUTBOUND_ALLOWLIST: '' });
    const port = new URL(base).port;
    const uuid = await db().transaction((tx) =>
      enqueueWebhook(tx, { kind: 'test.ssrf', url: urlFor(port), payload: { probe: true } }),
    );
    const before = received.length;
    await processJobsNow(queues.webhookDeliver);
    expect(received.length).toBe(before);
    const row = await deliveryOf(uuid);
    expect(row?.status).toBe('FAILED');
    expect(row?.lastError).toMatch(/non-public/);
  });

  it('an allowlisted host may be private; others stay refused', async () => {
    overrideEnvForTests({ OUTBOUND_ALLOWLIST: 'localhost' });
    const port = new URL(base).port;
    const allowed = await db().transaction((tx) =>
      enqueueWebhook(tx, { kind: 'test.allowlist', url: `http://localhost:${port}/hook`, payload: { a: 1 } }),
    );
    const refused = await db().transaction((tx) =>
      enqueueWebhook(tx, { kind: 'test.allowlist', url: `http://127.0.0.1:${port}/hook`, payload: { a: 2 } }),
    );
    await processJobsNow(queues.webhookDeliver);
    expect((await deliveryOf(allowed))?.status).toBe('DELIVERED');
    expect((await deliveryOf(refused))?.status).toBe('FAILED');
  });

  it('delivers a signed JSON body once and records it', async () => {
    overrideEnvForTests({ OUTBOUND_ALLOWLIST: '127.0.0.1' });
    answer = 200;
    const uuid = await db().transaction((tx) =>
      enqueueWebhook(tx, {
        kind: 'test.signed',
        url: `${base}/hook`,
        payload: { invoiceId: 'inv-1', amount: 1999 },
      }),
    );
    const outcomes = await processJobsNow(queues.webhookDeliver);
    expect(outcomes).toEqual([{ ok: true }]);
    const hit = received.at(-1) as Received;
    expect(JSON.parse(hit.body)).toEqual({ invoiceId: 'inv-1', amount: 1999 });
    expect(hit.headers['webhook-id']).toBe(uuid);
    const expected = createHmac('sha256', env().WEBHOOK_SIGNING_SECRET)
      .update(`${uuid}.${hit.headers['webhook-timestamp']}.${hit.body}`)
      .digest('base64');
    expect(hit.headers['webhook-signature']).toBe(`v1,${expected}`);
    const row = await deliveryOf(uuid);
    expect(row?.status).toBe('DELIVERED');
    expect(row?.attempts).toBe(1);
    expect(await processJobsNow(queues.webhookDeliver)).toEqual([]);
  });

  it('keeps a refused delivery pending for a retry', async () => {
    overrideEnvForTests({ OUTBOUND_ALLOWLIST: '127.0.0.1' });
    answer = 503;
    const uuid = await db().transaction((tx) =>
      enqueueWebhook(tx, { kind: 'test.retry', url: `${base}/hook`, payload: { n: 1 } }),
    );
    const outcomes = await processJobsNow(queues.webhookDeliver);
    expect(outcomes.map((o) => o.ok)).toEqual([false]);
    const row = await deliveryOf(uuid);
    expect(row?.status).toBe('PENDING');
    expect(row?.lastStatusCode).toBe(503);
    answer = 200;
  });

  it('sends nothing when the transaction that queued it rolls back', async () => {
    let uuid = '';
    await expect(
      db().transaction(async (tx) => {
        uuid = await enqueueWebhook(tx, { kind: 'test.rollback', url: `${base}/hook`, payload: {} });
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    expect(await deliveryOf(uuid)).toBeUndefined();
    expect(await processJobsNow(queues.webhookDeliver)).toEqual([]);
  });
});

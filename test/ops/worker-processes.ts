import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { db } from '../../server/db/client';
import { sendMessageToCustomer } from '../../server/messaging/send-message-to-customer';
import { createTestTenant } from '../fixtures';
import { createMessagingCustomer } from '../messaging';
import { currentDatabaseUrl } from '../support/database-of-its-own';

/** Waits for `done` to hold, checking every 200 ms, and fails after `seconds`. */
export async function waitFor(what: string, done: () => Promise<boolean> | boolean, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${seconds} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How the fake provider refuses a hand-over: Twilio's status, code and message, and a Retry-After. */
export type Refusal = { status: number; code: number; message: string; retryAfter?: string };

/**
 * A Twilio-compatible text API that records each hand-over and answers after `delayMs`. Started
 * holding, it answers nothing until `release()`: a worker's hand-overs then stay in flight for as
 * long as the test needs, whatever the machine's speed.
 */
export async function startFakeTextProvider(
  delayMs: number,
  options: {
    holding?: boolean;
    refusals?: Map<string, Refusal>;
  } = {},
) {
  const handOvers: Array<{
    to: string;
    from: string;
    body: string;
    sid: string;
    statusCallback: string | null;
    at: Date;
  }> = [];
  // Set, every hand-over is refused alike (an outage, revoked credentials) until it is cleared.
  let refusingAll: Refusal | null = null;
  let held: Array<() => void> | null = options.holding ? [] : null;
  const server = http.createServer((req, res) => {
    // The message list (GET, filtered by To and From): every hand-over it recorded, delivered.
    if (req.method === 'GET') {
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      const listed = handOvers
        .filter((h) => h.to === query.get('To') && h.from === query.get('From'))
        .map((h) => ({ sid: h.sid, body: h.body, status: 'delivered', date_created: h.at.toUTCString() }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ messages: listed }));
      return;
    }
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      // The id is chosen on arrival, as the provider does: its status reports may overtake the answer.
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const statusCallback = form.get('StatusCallback');
      handOvers.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        sid,
        statusCallback,
        at: new Date(),
      });
      // A refusal named for the recipient answers as Twilio's REST API does: status, numeric code, message.
      const refusal = refusingAll ?? options.refusals?.get(form.get('To') ?? '');
      const retryAfter = refusal?.retryAfter ? { 'retry-after': refusal.retryAfter } : {};
      const answer = () =>
        setTimeout(() => {
          res.writeHead(refusal?.status ?? 201, { 'content-type': 'application/json', ...retryAfter });
          res.end(
            JSON.stringify(refusal ? { ...refusal, retryAfter: undefined } : { sid, status: 'queued' }),
          );
        }, delayMs);
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handOvers,
    refuseAll: (refusal: Refusal | null) => {
      refusingAll = refusal;
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WorkerProcess = { child: ChildProcess; lines: string[]; exited: Promise<number | null> };

/** `npm run worker` as its own process, against the test database and the fake provider. */
export function spawnWorker(providerUrl: string, extraEnv: Record<string, string> = {}): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: currentDatabaseUrl(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      TWILIO_ACCOUNT_SID: 'ACworkertest',
      TWILIO_BASE_URL: providerUrl,
      OUTBOUND_TIMEOUT_MS: '10000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  child.stdout?.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

/** Queues `count` texts, each to its own customer, with one body that marks them as this test's. */
export async function queueTexts(count: number): Promise<{ uuids: string[]; body: string }> {
  const tenant = await createTestTenant();
  const body = `Your car is ready ${randomBytes(4).toString('hex')}`;
  const customers: string[] = [];
  for (let i = 0; i < count; i++)
    customers.push((await createMessagingCustomer(tenant.dealerUuid)).customerUuid);
  const uuids: string[] = [];
  await db().transaction(async (tx) => {
    for (const customerUuid of customers) {
      const sent = await sendMessageToCustomer(tx, {
        departmentUuid: tenant.departmentUuid,
        userUuid: 'DEFAULT',
        customerUuid,
        protocol: 'TEXT',
        body,
        isManual: false,
      });
      uuids.push(sent.messageUuid as string);
    }
  });
  return { uuids, body };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { createFreshDatabase, type FreshDatabase } from '../server/database-setup/fresh-database';
import { freeLoopbackPort } from '../server/db/cluster/free-port';
import { demoDealer } from './demo';

/*
 * Operations issue "SIGTERM under load: in-flight requests complete, workers stop, no job left
 * active", for the web process as operators run it (`npm start`: serve.ts serves the app in its own HTTP
 * server and instrumentation.ts handles SIGTERM). The spec starts a production server of its own (the shared one
 * of the other specs must keep running), loads it with real partner requests, sends SIGTERM and
 * then inspects the database the server used.
 *
 * Determinism: "in flight at the signal" is proven, not guessed. A fake text provider holds every
 * hand-over until the test releases it, so synchronous sends are provably inside their handlers and
 * the job workers provably hold active send jobs when the signal goes out. The other loops pause
 * before the signal and wait for their answers, so every request is clearly before or after it.
 */

const shutdownTimeoutSeconds = 20;
/** Availability loops, queued-send loops and synchronous-send loops run side by side. */
const loops = { availability: 3, queuedSends: 2, synchronousSends: 2 };
/** Answers (availability and queued sends) that must arrive before the signal: the server is warm and busy. */
const answersBeforeSignal = 40;
/** Bound on any single request, the held ones included: nothing may hang. */
const requestTimeoutMs = 90_000;

const dealer = demoDealer(0);
const customer = dealer.customers.find((c) => c.phoneOptIn === 'OPTED_IN');
const waiter = dealer.transportOptions.find((t) => t.optionName === 'WAITER');
const oilChange = dealer.opcodes.find((o) => o.laborOpCode === 'OIL');
if (!customer || !waiter || !oilChange) throw new Error('the demo data changed shape');
const authorization = `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`;
/** Marks this run's texts, so the database check finds exactly them. */
const runMarker = `shutdown-${randomBytes(4).toString('hex')}`;

test.describe('graceful shutdown of the production server', () => {
  test('SIGTERM under load: in-flight requests complete, workers stop, no job left active', async () => {
    // HTTP only, against a server of its own: one run is enough.
    test.skip(test.info().project.name !== 'desktop', 'HTTP only: runs in the desktop project');
    test.setTimeout(300_000);
    const provider = await startHoldingTextProvider();
    let database: FreshDatabase | undefined;
    let server: ServerProcess | undefined;
    try {
      database = await createFreshDatabase(process.env.DATABASE_URL);
      server = startProductionServer({
        port: await freeLoopbackPort(),
        databaseUrl: database.url,
        providerUrl: provider.url,
      });
      await waitUntil('the server to answer GET /api/health/ready with 200', 180_000, async () => {
        if (server?.exitCode() !== undefined) throw new Error(`the server exited:\n${server?.tail()}`);
        const outcome = await send(server?.port ?? 0, { method: 'GET', path: '/api/health/ready' }, 5_000);
        return outcome.kind === 'answer' && outcome.status === 200;
      });
      await runShutdownUnderLoad(server, provider, database.url);
    } finally {
      // Also when the run failed: no server, provider or database outlives it.
      provider.release();
      server?.kill();
      await server?.exited;
      await provider.close();
      await database?.drop();
    }
  });
});

async function runShutdownUnderLoad(
  server: ServerProcess,
  provider: HoldingTextProvider,
  databaseUrl: string,
) {
  const load = new Load(server.port);
  // One request first verifies the partner's secret (argon2), which the server then remembers for a
  // minute: the loops that start together do not all verify it at once.
  const warmUp = await send(server.port, availabilityRequest(), requestTimeoutMs);
  expect(warmUp.kind === 'answer' && warmUp.status, JSON.stringify(warmUp).slice(0, 500)).toBe(200);
  const running = [
    ...times(loops.availability, () => load.loop('availability', availabilityRequest)),
    ...times(loops.queuedSends, () => load.loop('queued send', () => textRequest({ synchronous: false }))),
    // Each synchronous loop's first send stays held by the provider: a request inside its handler.
    ...times(loops.synchronousSends, () =>
      load.loop('synchronous send', () => textRequest({ synchronous: true })),
    ),
  ];

  await waitUntil('load with held sends and active send jobs', 120_000, () => {
    load.failIfBroken();
    return (
      load.answeredCount() >= answersBeforeSignal &&
      provider.held('synchronous') >= loops.synchronousSends &&
      provider.held('queued') >= 1
    );
  });
  // From here no new request starts until the signal has gone out.
  load.pause();
  await waitUntil('the unheld requests to be answered', 60_000, () => {
    load.failIfBroken();
    return load.inFlightCount() === loops.synchronousSends;
  });

  const signalledAt = Date.now();
  server.signal('SIGTERM');
  // The signal reaches the app's handler in the server process; it has arrived when the server says so
  // (it starts draining in the same tick as it logs "stopping").
  await waitUntil('the server to log "stopping"', 30_000, () => {
    const code = server.exitCode();
    if (code !== undefined) throw new Error(`the server exited (${code}) before draining:\n${server.tail()}`);
    return server.logged('stopping');
  });
  load.signalled();
  // Each paused loop sends one request after the signal: the drain must turn it away.
  load.resumeForOneMoreRequest();
  await waitUntil('an answer to every request sent after the signal', requestTimeoutMs, () =>
    load.allAfterSignalSettled(),
  );
  // Only now may the held sends and jobs finish: the drain provably waited for them.
  provider.release();

  // serve.ts itself exits after SHUTDOWN_TIMEOUT_SECONDS + 15 s; the margin stays below that.
  const exitCode = await waitForExit(server, (shutdownTimeoutSeconds + 10) * 1000);
  expect(exitCode, server.tail()).toBe(0);
  expect(server.exitedAt() - signalledAt).toBeLessThan((shutdownTimeoutSeconds + 10) * 1000);
  // The drain saw the held sends in flight and waited for them.
  expect(server.logged('requests in flight finished'), server.tail()).toBe(true);
  expect(server.logged('stopped'), server.tail()).toBe(true);
  await Promise.all(running);

  expectEveryRequestAnsweredAsDue(load);
  await expectNoJobActiveAndNoTextStuck(databaseUrl, load, provider);
}

/** Before the signal: 200 only. After it: 503 with Retry-After and connection: close, or a closed port. */
function expectEveryRequestAnsweredAsDue(load: Load) {
  const before = load.outcomes.filter((o) => !o.sentAfterSignal);
  const after = load.outcomes.filter((o) => o.sentAfterSignal);
  expect(before.length).toBeGreaterThanOrEqual(answersBeforeSignal);
  expect(before.filter((o) => !isCompleteSuccess(o)).map(describeOutcome)).toEqual([]);
  const heldThroughSignal = before.filter((o) => o.name === 'synchronous send' && o.answeredAfterSignal);
  expect(heldThroughSignal).toHaveLength(loops.synchronousSends);

  const turnedAway: Recorded[] = after.filter((o) => o.kind === 'answer' && o.status === 503);
  const portClosed: Recorded[] = after.filter((o) => o.kind === 'refused');
  const otherwise = after.filter((o) => !turnedAway.includes(o) && !portClosed.includes(o));
  expect(otherwise.map(describeOutcome)).toEqual([]);
  // The loops that paused were answered while the held sends kept the drain going.
  expect(turnedAway.length).toBeGreaterThanOrEqual(loops.availability + loops.queuedSends);
  for (const outcome of turnedAway) {
    if (outcome.kind !== 'answer') continue;
    expect(Number(outcome.headers['retry-after']), describeOutcome(outcome)).toBeGreaterThan(0);
    expect(outcome.headers.connection, describeOutcome(outcome)).toBe('close');
  }
  test.info().annotations.push({
    type: 'shutdown',
    description: `${before.length} answered before the signal (${heldThroughSignal.length} held through it), ${turnedAway.length} turned away with 503, ${portClosed.length} refused once the port closed`,
  });
}

/** The database the server left behind: no active job, every text sent or still queued with its job. */
async function expectNoJobActiveAndNoTextStuck(
  databaseUrl: string,
  load: Load,
  provider: HoldingTextProvider,
) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const active = await sql<{ name: string; id: string }[]>`
      select name, id::text as id from pgboss.job where state = 'active'`;
    expect(active).toEqual([]);

    const texts = await sql<{ uuid: string; body: string; status: string; jobStates: string[] }[]>`
      select m.uuid, m.body, m.delivery_status as status,
             coalesce(array_agg(j.state::text) filter (where j.id is not null), '{}') as "jobStates"
      from messages m
      left join pgboss.job j on j.name = 'messaging.send' and j.data->>'messageUuid' = m.uuid
      where m.body like ${`%${runMarker}%`}
      group by m.uuid, m.body, m.delivery_status`;
    expect(texts.length).toBe(load.acceptedTextCount());
    const unfinished = texts.filter(
      (t) =>
        !['SENT', 'DELIVERED'].includes(t.status) &&
        !(t.status === 'QUEUED' && t.jobStates.some((s) => s === 'created' || s === 'retry')),
    );
    expect(unfinished.map((t) => `${t.uuid} ${t.status} jobs: ${t.jobStates.join(',')}`)).toEqual([]);
    // What the job workers had handed over when the signal came, they finished before exiting.
    const handedOver = new Set(provider.bodies('queued').map(textTag));
    expect(handedOver.size).toBeGreaterThan(0);
    expect(
      texts.filter((t) => handedOver.has(textTag(t.body)) && t.status !== 'SENT').map((t) => t.uuid),
    ).toEqual([]);
  } finally {
    await sql.end();
  }
}

// ---- the load ----

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown };
type Outcome =
  | { kind: 'answer'; status: number; headers: http.IncomingHttpHeaders; body: string }
  | { kind: 'refused' }
  | { kind: 'failed'; reason: string };
/** "After the signal": after the server logged that it is stopping, i.e. was draining. */
type Recorded = Outcome & { name: string; sentAfterSignal: boolean; answeredAfterSignal: boolean };

function availabilityRequest(): Request {
  const tomorrow = Date.now() + 86_400_000;
  const dates = times(21, (i) => new Date(tomorrow + i * 86_400_000).toISOString().slice(0, 10));
  return {
    method: 'POST',
    path: `/api/appointment/v2/department/${dealer.departmentUuid}/availability?fetchAvailability=true`,
    body: {
      dates,
      selectedAvailabilityAttributes: { transportOptionUuids: [waiter?.transportOptionUuid] },
      operationUuidList: [oilChange?.uuid],
    },
  };
}

let textNumber = 0;
/** The part of a text's body that names it; the stored and the handed-over body may differ around it. */
const textTag = (body: string) => /\((?:synchronous|queued) shutdown-\w+ #\d+\)/.exec(body)?.[0] ?? body;

function textRequest({ synchronous }: { synchronous: boolean }): Request {
  textNumber++;
  return {
    method: 'POST',
    path: `/api/communications/department/${dealer.departmentUuid}/user/DEFAULT/customer/${customer?.customerUuid}/message`,
    body: {
      messageAttributes: {
        // The provider tells held synchronous sends from job hand-overs by the body.
        body: `Your car is ready (${synchronous ? 'synchronous' : 'queued'} ${runMarker} #${textNumber})`,
        isManual: false,
        protocol: 'TEXT',
        type: 'OUTGOING',
      },
      messageSendingAttributes: { sendSynchronously: synchronous },
    },
  };
}

/** Loops of requests that pause on demand and record every outcome, before or after the signal. */
class Load {
  readonly outcomes: Recorded[] = [];
  private inFlight = 0;
  private paused = false;
  private afterSignal = false;
  private oneMoreEach = false;
  private wake: Array<() => void> = [];
  private loopsAfterSignal = 0;
  private settledAfterSignal = 0;

  constructor(private readonly port: number) {}

  async loop(name: string, next: () => Request): Promise<void> {
    for (;;) {
      if (this.paused) await new Promise<void>((resolve) => this.wake.push(resolve));
      const sentAfterSignal = this.afterSignal;
      if (sentAfterSignal) this.loopsAfterSignal++;
      this.inFlight++;
      const outcome = await send(this.port, next(), requestTimeoutMs);
      this.inFlight--;
      this.outcomes.push({ ...outcome, name, sentAfterSignal, answeredAfterSignal: this.afterSignal });
      if (sentAfterSignal) this.settledAfterSignal++;
      // After the signal every loop stops: one turned-away request each, or the held send's answer.
      if (this.afterSignal) return;
      if (!isCompleteSuccess(outcome)) return;
    }
  }

  pause(): void {
    this.paused = true;
  }

  signalled(): void {
    this.afterSignal = true;
  }

  resumeForOneMoreRequest(): void {
    this.oneMoreEach = true;
    this.paused = false;
    for (const wake of this.wake.splice(0)) wake();
  }

  allAfterSignalSettled(): boolean {
    const paused = loops.availability + loops.queuedSends;
    return (
      this.oneMoreEach && this.loopsAfterSignal >= paused && this.settledAfterSignal === this.loopsAfterSignal
    );
  }

  answeredCount(): number {
    return this.outcomes.filter((o) => o.name !== 'synchronous send').length;
  }

  inFlightCount(): number {
    return this.inFlight;
  }

  acceptedTextCount(): number {
    return this.outcomes.filter((o) => o.name.endsWith('send') && o.kind === 'answer' && o.status === 200)
      .length;
  }

  /** A loop that stopped early on a bad answer before the signal fails the test at once. */
  failIfBroken(): void {
    const broken = this.outcomes.find((o) => !o.sentAfterSignal && !isCompleteSuccess(o));
    if (broken) throw new Error(`a request before the signal failed: ${describeOutcome(broken)}`);
  }
}

/** One request on a connection of its own (no keep-alive socket to be cut), bounded by `timeoutMs`. */
function send(port: number, request: Request, timeoutMs: number): Promise<Outcome> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent: false,
        timeout: timeoutMs,
        headers: {
          authorization,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        // Complete means the whole body arrived, not just the status line.
        res.on('end', () =>
          resolve({ kind: 'answer', status: res.statusCode ?? 0, headers: res.headers, body }),
        );
        res.on('aborted', () => resolve({ kind: 'failed', reason: `answer ${res.statusCode} cut off` }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'failed', reason: error.message },
      ),
    );
    req.end(payload);
  });
}

/** 200 with the whole JSON body: an answer cut off mid-body does not parse. */
function isCompleteSuccess(outcome: Outcome): boolean {
  if (outcome.kind !== 'answer' || outcome.status !== 200) return false;
  try {
    JSON.parse(outcome.body);
    return true;
  } catch {
    return false;
  }
}

function describeOutcome(outcome: Recorded): string {
  const when = outcome.sentAfterSignal ? 'after' : 'before';
  if (outcome.kind === 'answer')
    return `${outcome.name} (${when}): ${outcome.status} ${outcome.body.slice(0, 300)}`;
  if (outcome.kind === 'refused') return `${outcome.name} (${when}): connection refused`;
  return `${outcome.name} (${when}): ${outcome.reason}`;
}

// ---- the fake text provider ----

type HandOverKind = 'synchronous' | 'queued';
type HoldingTextProvider = Awaited<ReturnType<typeof startHoldingTextProvider>>;

/** A Twilio-compatible text API that takes every hand-over and answers none until released. */
async function startHoldingTextProvider() {
  const handOvers: Array<{ body: string; answered: boolean }> = [];
  let released = false;
  const waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const handOver = { body: new URLSearchParams(raw).get('Body') ?? '', answered: false };
      handOvers.push(handOver);
      const answer = () => {
        handOver.answered = true;
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }));
      };
      if (released) answer();
      else waiting.push(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const kindOf = (body: string): HandOverKind => (body.includes('(synchronous ') ? 'synchronous' : 'queued');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Hand-overs of that kind the provider holds unanswered. */
    held: (kind: HandOverKind) => handOvers.filter((h) => !h.answered && kindOf(h.body) === kind).length,
    bodies: (kind: HandOverKind) => handOvers.filter((h) => kindOf(h.body) === kind).map((h) => h.body),
    release: () => {
      released = true;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---- the server process ----

type ServerProcess = ReturnType<typeof startProductionServer>;

/**
 * `npm start`'s command line, read from package.json so the spec runs what operators run (without
 * npm in between: the signal goes to the process npm would have started).
 */
function npmStartCommand(): [string, ...string[]] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  // `exec` lets npm's shell hand its process over to node, which then gets npm's signals.
  const [program, ...args] = scripts.start.replace(/^exec /, '').split(' ');
  if (!program) throw new Error('package.json has no start script');
  return [program, ...args];
}

/**
 * `npm start` on a database the spec owns: --fresh-database would drop its throwaway database as
 * the server exits, before the spec could look at what was left in it, so the spec creates (and
 * drops) the database itself and has serve.ts seed the demo into it.
 */
function startProductionServer(options: { port: number; databaseUrl: string; providerUrl: string }) {
  const [program, ...args] = npmStartCommand();
  const child: ChildProcess = spawn(
    program === 'node' ? process.execPath : program,
    [...args, '--seed-demo'],
    {
      env: {
        ...process.env,
        PORT: String(options.port),
        DATABASE_URL: options.databaseUrl,
        // A production start needs the public origin.
        NEXTAUTH_URL: `http://localhost:${options.port}`,
        // As the shared webServer of playwright.config.ts; no Stripe: the spec takes no payments.
        TRUSTED_PROXY_COUNT: '1',
        SHUTDOWN_TIMEOUT_SECONDS: String(shutdownTimeoutSeconds),
        TWILIO_ACCOUNT_SID: 'ACgracefulshutdown',
        TWILIO_BASE_URL: options.providerUrl,
        // Held hand-overs must not time out on the server's side, nor the one customer hit the rate limit.
        OUTBOUND_TIMEOUT_MS: String(requestTimeoutMs),
        MESSAGE_RATE_LIMIT: '1000000',
        // Verifications in progress take places of the sign-in throttle (5 per client and address):
        // should the remembered secret expire mid-load, seven loops verifying at once must not be refused.
        AUTH_MAX_FAILURES_PER_USERNAME: '20',
        LOG_LEVEL: 'info',
      },
      // Its own process group, so a failed run can stop whatever the server started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  // The log messages seen (JSON lines: {"message": ...}); looked for as they arrive, since old lines are let go.
  const messages = new Set<string>();
  let partial = '';
  const keep = (chunk: Buffer) => {
    const complete = (partial + String(chunk)).split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete.filter(Boolean)) {
      const message = /"message":"([^"]*)"/.exec(line)?.[1];
      if (message) messages.add(message);
      lines.push(line);
    }
    // Every request logs a line: keep the last ones for failure messages, not all of them.
    if (lines.length > 400) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let code: number | null | undefined;
  let exitedAt = 0;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (exitCode) => {
      code = exitCode;
      exitedAt = Date.now();
      resolve(exitCode);
    }),
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  return {
    port: options.port,
    exited,
    exitCode: () => code,
    exitedAt: () => exitedAt,
    /** The signal goes to the launcher's process only, as a container runtime sends it to PID 1. */
    signal: (signal: NodeJS.Signals) => process.kill(pid, signal),
    /**
     * Stops whatever is left of the process group; for a run that failed.
     */
    kill: () => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    },
    logged: (message: string) => messages.has(message),
    tail: () => lines.slice(-40).join('\n'),
  };
}

async function waitForExit(server: ServerProcess, timeoutMs: number): Promise<number | null> {
  await waitUntil('the server to exit', timeoutMs, () => server.exitCode() !== undefined);
  return (await server.exited) ?? null;
}

// ---- small helpers ----

/** Checks `done` every 50 ms until it holds; fails after `timeoutMs`. */
async function waitUntil(
  what: string,
  timeoutMs: number,
  done: () => boolean | Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function times<T>(count: number, make: (index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

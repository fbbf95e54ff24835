import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { createFreshDatabase } from '../server/database-setup/fresh-database';
import { freeLoopbackPort } from '../server/db/cluster/free-port';
import { demoDealer } from './demo';

/*
 * `npm start` as operators run it (npm, then node in place of npm's shell), stopped under load the
 * three ways a stop arrives: at npm (which forwards it), at the whole process group (systemd's
 * default: node hears it twice) and at node. Each way: exit 0, no request reset (keep-alive
 * connections included: answers during the drain say `Connection: close`), no job left active.
 * Every wait is for a condition: the port answering, the provider holding a hand-over, a log line,
 * the exit.
 */

const dealer = demoDealer(0);
const customer = dealer.customers.find((c) => c.phoneOptIn === 'OPTED_IN');
if (!customer) throw new Error('the demo data changed shape');
const authorization = `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`;
const loadLoops = 4;

test.describe('npm start stopped three ways under load', () => {
  for (const target of ['npm', 'group', 'node'] as const) {
    test(`SIGTERM to ${target}: exit 0, no reset, no job left active`, async () => {
      test.skip(test.info().project.name !== 'desktop', 'HTTP only: runs in the desktop project');
      test.setTimeout(240_000);
      const provider = await startHoldingProvider();
      const database = await createFreshDatabase(process.env.DATABASE_URL);
      const server = startNpm(await freeLoopbackPort(), database.url, provider.url);
      try {
        await until('the server to be ready', 180_000, async () => {
          if (server.exitCode() !== undefined) throw new Error(`the server exited:\n${server.tail()}`);
          const outcome = await once(server.port, readyRequest(), new http.Agent());
          return outcome.kind === 'answer' && outcome.status === 200;
        });
        const load = new Load(server.port);
        const running = Array.from({ length: loadLoops }, () => load.loop());
        // Busy: answers flowing, and a send job's hand-over held by the provider (an active job).
        await until('load and a held hand-over', 60_000, () => load.answered >= 20 && provider.held() > 0);
        signal(server.pid, target);
        await until('the drain to start', 30_000, () => server.logged('stopping'));
        provider.release();
        await until('the server to exit', 60_000, () => server.exitCode() !== undefined);
        load.stop();
        await Promise.all(running);
        expect(server.exitCode(), server.tail()).toBe(0);
        expect(server.count('stopping'), server.tail()).toBe(1);
        expect(load.resets, `${load.resetReasons.join('\n')}\n${server.tail()}`).toEqual(0);
        expect(await activeJobs(database.url)).toEqual([]);
      } finally {
        provider.release();
        server.kill();
        await provider.close();
        await database.drop();
      }
    });
  }
});

function signal(npmPid: number, target: 'npm' | 'group' | 'node'): void {
  if (target === 'npm') process.kill(npmPid, 'SIGTERM');
  else if (target === 'group') process.kill(-npmPid, 'SIGTERM');
  else {
    const [nodePid] = execFileSync('ps', ['-o', 'pid=', '--ppid', String(npmPid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    if (!nodePid) throw new Error('npm has no child process');
    process.kill(nodePid, 'SIGTERM');
  }
}

async function activeJobs(databaseUrl: string): Promise<string[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ name: string }[]>`select name from pgboss.job where state = 'active'`;
    return rows.map((row) => row.name);
  } finally {
    await sql.end();
  }
}

// ---- the load: queued texts on keep-alive connections, until the server is gone ----

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown };
type Outcome = { kind: 'answer'; status: number } | { kind: 'refused' } | { kind: 'reset'; reason: string };

const readyRequest = (): Request => ({ method: 'GET', path: '/api/health/ready' });

let textNumber = 0;
const textRequest = (): Request => ({
  method: 'POST',
  path: `/api/communications/department/${dealer.departmentUuid}/user/DEFAULT/customer/${customer?.customerUuid}/message`,
  body: {
    messageAttributes: {
      body: `Your car is ready (stop ${randomBytes(3).toString('hex')} #${++textNumber})`,
      isManual: false,
      protocol: 'TEXT',
      type: 'OUTGOING',
    },
  },
});

class Load {
  answered = 0;
  resets = 0;
  readonly resetReasons: string[] = [];
  private stopped = false;
  private sent = 0;
  constructor(private readonly port: number) {}

  /**
   * Requests back to back on a keep-alive connection. A loop ends at the first 503 (the instance
   * said it is going away: a proxy sends the next request elsewhere) or refused connection.
   */
  async loop(): Promise<void> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!this.stopped) {
        // Mostly texts (their send jobs keep the workers busy), now and then a read.
        const request = ++this.sent % 3 === 0 ? readyRequest() : textRequest();
        const outcome = await once(this.port, request, agent);
        if (outcome.kind === 'answer') {
          this.answered++;
          if (outcome.status === 503) return;
        } else if (outcome.kind === 'reset') {
          this.resets++;
          this.resetReasons.push(outcome.reason);
        } else return;
      }
    } finally {
      agent.destroy();
    }
  }

  stop(): void {
    this.stopped = true;
  }
}

/** One request; a connection cut before the whole answer arrived is a reset, a closed port is not. */
function once(port: number, request: Request, agent: http.Agent): Promise<Outcome> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent,
        timeout: 60_000,
        headers: {
          authorization,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ kind: 'answer', status: res.statusCode ?? 0 }));
        res.on('aborted', () => resolve({ kind: 'reset', reason: `answer ${res.statusCode} cut off` }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : {
              kind: 'reset',
              reason: `${request.method} ${error.code ?? error.message} ${req.reusedSocket ? 'on a reused connection' : 'on a new connection'} at ${Date.now()}`,
            },
      ),
    );
    req.end(payload);
  });
}

// ---- a text provider that holds every hand-over until released ----

async function startHoldingProvider() {
  let released = false;
  const waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = () => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }));
      };
      if (released) answer();
      else waiting.push(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => waiting.length,
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

// ---- npm start ----

/** `npm start -- --seed-demo` in a process group of its own, as a service manager starts it. */
function startNpm(port: number, databaseUrl: string, providerUrl: string) {
  const child: ChildProcess = spawn('npm', ['start', '--', '--seed-demo'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      TRUSTED_PROXY_COUNT: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      TWILIO_ACCOUNT_SID: 'ACstopthreeways',
      TWILIO_BASE_URL: providerUrl,
      OUTBOUND_TIMEOUT_MS: '60000',
      MESSAGE_RATE_LIMIT: '1000000',
      AUTH_MAX_FAILURES_PER_USERNAME: '50',
      LOG_LEVEL: 'info',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('npm did not start');
  const counts = new Map<string, number>();
  const tail: string[] = [];
  let partial = '';
  const keep = (chunk: Buffer) => {
    const lines = (partial + String(chunk)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const message = /"message":"([^"]*)"/.exec(line)?.[1];
      if (message) counts.set(message, (counts.get(message) ?? 0) + 1);
      tail.push(line);
    }
    if (tail.length > 200) tail.splice(0, tail.length - 100);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let code: number | null | undefined;
  child.on('exit', (exitCode) => {
    tail.push(`exited at ${Date.now()}`);
    code = exitCode;
  });
  return {
    pid,
    port,
    exitCode: () => code,
    logged: (message: string) => (counts.get(message) ?? 0) > 0,
    count: (message: string) => counts.get(message) ?? 0,
    tail: () => tail.slice(-40).join('\n'),
    kill: () => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

/** Checks `done` every 50 ms until it holds; fails after `timeoutMs`. */
async function until(what: string, timeoutMs: number, done: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

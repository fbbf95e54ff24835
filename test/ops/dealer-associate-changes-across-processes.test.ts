import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rememberedLifetimeMs } from '../../server/change-notices/remembered-principals';
import { db } from '../../server/db/client';
import { dealerAssociates, users } from '../../server/db/schema';
import { createTestTenant } from '../fixtures';
import { currentDatabaseUrl } from '../support/database-of-its-own';

type Answer = { name: string | null; authorities: string[] | null; statements: number };
type Instance = { ask: (departmentUuid: string) => Promise<Answer>; child: ChildProcess };

const instances: Instance[] = [];

/** Another instance of the app on the same database, answering the Default dealer associate. */
function startInstance(): Instance {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/support/default-dealer-associate-process.ts'],
    {
      env: { ...process.env, DATABASE_URL: currentDatabaseUrl(), NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting: Array<{ resolve: (answer: Answer) => void; reject: (error: Error) => void }> = [];
  if (!child.stdout || !child.stdin) throw new Error('the instance has no standard input or output');
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.resolve(JSON.parse(line)));
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`the instance exited with ${code}`));
  });
  const stdin = child.stdin;
  const ask = (departmentUuid: string) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ resolve, reject });
      stdin.write(`${departmentUuid}\n`);
    });
  const instance = { ask, child };
  instances.push(instance);
  return instance;
}

afterAll(async () => {
  for (const { child } of instances) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin?.end();
    if (child.exitCode === null) await exited;
  }
});

/** Asks until `done` holds for the answer; how long it took, or a failure after `seconds`. */
async function askUntil(ask: () => Promise<Answer>, done: (answer: Answer) => boolean, seconds: number) {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (done(answer)) return { answer, afterMs: Date.now() - started };
    if (Date.now() - started > seconds * 1000)
      throw new Error(`still ${JSON.stringify(answer)} after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// The change must come from the notice, well before a remembered answer expires.
const promptlyMs = 2_000;

/** A department whose Default dealer associate another instance answers from memory (no statement). */
async function rememberedByAnotherInstance() {
  const tenant = await createTestTenant();
  const other = startInstance();
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

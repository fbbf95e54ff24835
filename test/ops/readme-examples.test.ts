import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../server/database-setup/fresh-database';
import { closeDb, db } from '../../server/db/client';
import { seedDemo } from '../../server/demo/seed-demo';
import { setDatabaseUrl } from '../../server/env';
import { type RouteServer, startRouteServer } from '../support/http-routes';

/**
 * The README's "Try the API" and docs/going-live.md's first-booking shell blocks, run verbatim with
 * bash against the API route handlers over HTTP on a fresh database: editing them changes what runs here.
 * Only the README's server address is rewritten; a block that starts a server is skipped (this
 * test serves the API itself).
 */
const readmeAddress = 'http://localhost:3000';
const blockEnd = '@@block-end@@';
/** The service's identifiers (uuid, hex or base64url); node prints `undefined` for a missing one. */
const identifier = /^[\w-]{16,}$/;

/** The fenced shell blocks under a heading, up to the next heading of that level or above. */
function shellBlocks(markdown: string, heading: string): string[] {
  const level = heading.indexOf(' ');
  const blocks: string[] = [];
  let inSection = false;
  let block: string[] | null = null;
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      inFence = !inFence;
      if (inSection && inFence && /^```(bash|sh|shell)\s*$/.test(line)) block = [];
      else if (block && !inFence) {
        blocks.push(block.join('\n'));
        block = null;
      }
      continue;
    }
    if (inFence) {
      block?.push(line);
      continue;
    }
    const marks = /^(#+) /.exec(line)?.[1]?.length;
    if (line === heading) inSection = true;
    else if (inSection && marks !== undefined && marks <= level) break;
  }
  return blocks;
}

const startsServer = (block: string) => /\bnpm (run dev|start)\b/.test(block);
/** Variables a block assigns at the start of a line, e.g. `DEALER=$(…)`. */
const assigned = (script: string) => [...script.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');
/** Set by the shell or the login: a README example that assigns one breaks the reader's shell. */
const shellOwn = ['USER', 'HOME', 'PATH', 'SHELL', 'PWD', 'LOGNAME', 'HOSTNAME', 'LANG', 'TERM', 'IFS'];

type Run = { code: number; outputs: string[]; vars: Record<string, string>; stderr: string };

/** Runs the blocks in one bash (-e: a failing command stops it), as a reader pastes them. */
function runBlocks(blocks: string[], serverUrl: string, databaseUrl: string): Promise<Run> {
  const names = [...new Set(blocks.flatMap(assigned))];
  const script = [
    ...blocks.map((b) => `${b.replaceAll(readmeAddress, serverUrl)}\nprintf '\\n%s\\n' '${blockEnd}'`),
    ...names.map((name) => `printf '@@var %s=%s\\n' '${name}' "$${name}"`),
  ].join('\n');
  return new Promise((done) => {
    execFile(
      'bash',
      ['-e', '-o', 'pipefail', '-c', script],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const parts = stdout.split(`\n${blockEnd}\n`);
        const vars = Object.fromEntries(
          [...(parts.at(-1) ?? '').matchAll(/^@@var ([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]),
        );
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, outputs: parts.slice(0, -1), vars, stderr });
      },
    );
  });
}

/** The last JSON object a block printed (curl prints its answer on one line). */
function lastJson(output: string): Record<string, unknown> {
  const line = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('{'))
    .at(-1);
  expect(line, output).toBeDefined();
  return JSON.parse(line ?? '{}') as Record<string, unknown>;
}

const readme = fs.readFileSync('README.md', 'utf8');
const goingLive = fs.readFileSync('docs/going-live.md', 'utf8');
let server: RouteServer;

beforeAll(async () => {
  server = await startRouteServer();
});
afterAll(async () => {
  await server.close();
});

/** A database of its own for a describe block, made the one the route handlers use. */
function useFreshDatabase(seed: boolean): () => FreshDatabase {
  let fresh: FreshDatabase | undefined;
  beforeAll(async () => {
    fresh = await createFreshDatabase(inject('serverDatabaseUrl') || undefined);
    await closeDb();
    setDatabaseUrl(fresh.url);
    if (seed) await seedDemo(db());
  });
  afterAll(async () => {
    await closeDb();
    await fresh?.drop();
  });
  return () => {
    if (!fresh) throw new Error('the database is not created yet');
    return fresh;
  };
}

describe('README: Try the API', () => {
  const database = useFreshDatabase(true);
  const blocks = shellBlocks(readme, '## Try the API');

  it('runs on the seeded demo: demo:info prints the dealers, the partner lists its dealer', async () => {
    expect(blocks).toHaveLength(2);
    expect(blocks.filter(startsServer)).toEqual([]);
    expect(assigned(blocks.join('\n')).filter((name) => shellOwn.includes(name))).toEqual([]);
    const run = await runBlocks(blocks, server.url, database().url);
    expect(run.code, run.stderr).toBe(0);
    const [info, list] = run.outputs;
    const demo = JSON.parse(info ?? '') as { dealers: Array<{ dealerUuid: string }> };
    expect(demo.dealers.length).toBeGreaterThan(0);
    expect(run.vars.DEALER).toBe(demo.dealers[0]?.dealerUuid);
    const answer = lastJson(list ?? '');
    expect(answer.errors).toEqual([]);
    expect(Object.keys(answer.dealers as object)).toEqual([run.vars.DEALER]);
  }, 180_000);
});

describe('docs/going-live.md: from an empty install to a first booking', () => {
  const database = useFreshDatabase(false);
  const blocks = shellBlocks(goingLive, '## From an empty install to a first booking');
  const steps = blocks.filter((b) => !startsServer(b));

  it('from the empty install the command line sets up the dealer and the partner books with its credential', async () => {
    expect(blocks.length - steps.length).toBeGreaterThan(0);
    expect(steps.join('\n')).toContain('npm run --silent admin');
    expect(steps.join('\n')).toContain(readmeAddress);
    expect(assigned(steps.join('\n')).filter((name) => shellOwn.includes(name))).toEqual([]);
    const run = await runBlocks(steps, server.url, database().url);
    expect(run.code, run.stderr).toBe(0);
    const { DEALER, DEPT, CUSTOMER, VEHICLE } = run.vars;
    for (const id of [DEALER, DEPT, CUSTOMER, VEHICLE]) expect(id).toMatch(identifier);

    const booked = lastJson(run.outputs.at(-1) ?? '');
    expect(booked.errors, JSON.stringify(booked)).toEqual([]);
    expect(booked.appointmentUuid).toMatch(identifier);
    const [appointment] = await db().execute<{ dealer: string; department: string; customer: string }>(
      sql`select dealer_uuid as dealer, department_uuid as department, customer_uuid as customer
          from appointments where uuid = ${booked.appointmentUuid as string}`,
    );
    expect(appointment).toEqual({ dealer: DEALER, department: DEPT, customer: CUSTOMER });
    const people = await db().execute<{ login: string }>(
      sql`select login from users where login in ('ops.lead', 'dana.reyes') order by login`,
    );
    expect(people.map((p) => p.login)).toEqual(['dana.reyes', 'ops.lead']);
  }, 180_000);
});

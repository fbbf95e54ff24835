import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { z } from 'zod';
import { listResponseSchema, lookupManyResponseSchema } from '../server/appointments/appointment.schemas';
import { createFreshDatabase } from '../server/database-setup/fresh-database';
import { closeDb, db } from '../server/db/client';
import { seedDemo } from '../server/demo/seed-demo';
import { env, setDatabaseUrl } from '../server/env';
import { answerCheckFor } from '../server/http/answer-check';
import { cpuPerCall } from './cpu-per-call';
import { type CpuProfile, printShares, selfTimes, type Window } from './cpu-profile-summary';
import {
  authenticatedTrivial,
  availability21Days,
  createAppointment,
  firstAvailableSlot,
  getByDate,
  listByFilter,
  publicTrivial,
  queuedSend,
  type Scenario,
} from './scenarios';
import { seedBenchData } from './seed-bench-data';
import { startProductionServer } from './server';

/**
 * `BENCH_APPOINTMENTS=15000 tsx bench/profile-web.ts`, after `npx next build`: the production server under `--cpu-prof` on a
 * throwaway database, each scenario driven for a fixed number of requests; prints the web process's CPU
 * ms per request (utime + stime from /proc, robust to a loaded machine) and the top self times of the
 * profile inside each scenario's window. PROFILE_REQUESTS (500), PROFILE_CONNECTIONS (8), PROFILE_TOP (30);
 * PROFILE_ONLY=words,… keeps the scenarios whose name contains one of the words (as BENCH_ONLY does).
 */
const requests = Number(process.env.PROFILE_REQUESTS ?? 500);
const connections = Number(process.env.PROFILE_CONNECTIONS ?? 8);
const top = Number(process.env.PROFILE_TOP ?? 30);
const only = (process.env.PROFILE_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const chosen = (scenario: Scenario) =>
  only.length === 0 || only.some((word) => scenario.name.toLowerCase().includes(word));

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function fire(origin: string, scenario: Scenario, amount: number) {
  const result = await autocannon({
    url: origin,
    connections,
    amount,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.nextRequest() }) }],
  });
  if (result.non2xx || result.errors) {
    const codes = Object.entries(result.statusCodeStats).map(([code, s]) => `${code}: ${s.count}`);
    console.log(
      `  ${scenario.name}: ${result.non2xx} non-2xx (${codes.join(', ')}), ${result.errors} errors`,
    );
  }
  return result['2xx'];
}

type Measured = { window: Window; cpuMsPerRequest: number };

async function measure(origin: string, pid: number, scenario: Scenario): Promise<Measured> {
  await fire(origin, scenario, Math.max(50, Math.round(requests / 5)));
  const cpuBefore = cpuMsOf(pid);
  const fromUs = nowUs();
  const ok = await fire(origin, scenario, requests);
  const toUs = nowUs();
  const cpuMsPerRequest = (cpuMsOf(pid) - cpuBefore) / ok;
  console.log(`${scenario.name}: ${ok} requests, web CPU ${cpuMsPerRequest.toFixed(2)} ms/request`);
  return { window: { name: scenario.name, fromUs, toUs }, cpuMsPerRequest };
}

/**
 * The contract check of a real answer in this process: zod's parse (which copies it) against the
 * check that copies nothing, each followed by the JSON the route writes.
 */
async function compareAnswerChecks(origin: string, requests: Array<[string, Scenario, z.ZodType]>) {
  for (const [what, scenario, schema] of requests) {
    const { method, path: url, headers, body } = scenario.nextRequest();
    const answer: unknown = await (await fetch(`${origin}${url}`, { method, headers, body })).json();
    const check = answerCheckFor(schema);
    const ms = cpuPerCall(
      {
        'zod parse + JSON': () => JSON.stringify(schema.parse(answer)),
        'answer check + JSON': () => check?.(answer) && JSON.stringify(answer),
        'JSON alone': () => JSON.stringify(answer),
      },
      20,
      10,
    );
    const figures = Object.entries(ms).map(([k, v]) => `${k} ${v.toFixed(2)} ms`);
    console.log(
      `${what} (${JSON.stringify(answer).length} bytes): ${figures.join(', ')}; check passes: ${check?.(answer)}`,
    );
  }
}

async function main() {
  // The build is not remade here: a profile is of the build as it stands (`npx next build` first).
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) throw new Error('no production build: npx next build');
  const database = await createFreshDatabase(env().DATABASE_URL);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'servicebay-profile-'));
  try {
    setDatabaseUrl(database.url);
    await seedDemo(db());
    const bench = await seedBenchData(db());
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    const command = manifest.scripts.start.replace(
      'exec node ',
      `exec node --cpu-prof --cpu-prof-dir=${profileDir} `,
    );
    const server = await startProductionServer(database.url, command);
    const measured: Measured[] = [];
    try {
      const scenarios = [
        publicTrivial(),
        authenticatedTrivial(bench),
        availability21Days(bench),
        firstAvailableSlot(bench),
        getByDate(bench),
        listByFilter(bench),
        createAppointment(bench),
        queuedSend(bench),
      ];
      for (const scenario of scenarios.filter(chosen)) {
        measured.push(await measure(server.origin, server.pid, scenario));
      }
      await compareAnswerChecks(server.origin, [
        ['a day of appointments', getByDate(bench), lookupManyResponseSchema],
        ['a page of the list', listByFilter(bench), listResponseSchema],
      ]);
    } finally {
      // SIGTERM: the server drains and exits, and Node writes the profile on its way out.
      await server.stop();
    }
    const [file] = fs.readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile written in ${profileDir}`);
    const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    // The windows beside the profile, to summarise it again later.
    fs.writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify(measured, null, 1));
    console.log(`\nprofile: ${path.join(profileDir, file)}; load average ${os.loadavg()[0]?.toFixed(1)}`);
    for (const { window, cpuMsPerRequest } of measured) {
      const summary = selfTimes(profile, window);
      console.log(
        `\n== ${window.name}: ${cpuMsPerRequest.toFixed(2)} ms CPU/request, ${summary.totalMs.toFixed(0)} ms sampled`,
      );
      printShares('self time by function', summary.functions, top);
      printShares('self time by file', summary.files, 15);
      printShares('self time by the nearest code of ours on the stack', summary.ownCallers, 15);
    }
  } finally {
    await closeDb();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

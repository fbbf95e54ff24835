import os from 'node:os';
import { createFreshDatabase } from '../server/database-setup/fresh-database';
import { closeDb, db } from '../server/db/client';
import { seedDemo } from '../server/demo/seed-demo';
import { env, setDatabaseUrl } from '../server/env';
import { measureBareNode } from './bare-node';
import { ensureProductionBuild } from './build';
import { type Drain, measureWorkerThroughput, waitForTextsDelivered } from './drain';
import { type LoadSettings, measureScenario, warmUpServer } from './load';
import { peakResidentMb } from './memory';
import { type Compared, printTable, printTexts } from './report';
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
import { appointmentTotal, type BenchDepartment, seedBenchData } from './seed-bench-data';
import { type ProductionServer, startProductionServer } from './server';

/**
 * `npm run bench`: the production build served by `npm start`'s own path on a throwaway database
 * (on DATABASE_URL's server, else embedded) holding the demo dealership and 200,000 appointments,
 * driven over HTTP with autocannon. Prints requests per second and latency per scenario as a share
 * of a public trivial route of the same server in the same run. Never fails on a slow figure.
 */
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};

// The worker phase's texts go to customers the queued-send scenario does not reach.
const textsCustomerFrom = 40_000;
const textsQueuedAtOnce = 3_000;

// Undone in reverse order on success, failure and Ctrl+C alike.
const cleanups: Array<{ what: string; run: () => Promise<void> }> = [];
let cleaning: Promise<void> | null = null;
// After Ctrl+C the run fails as the server goes away; that failure is no news.
let interrupted = false;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step.run().catch((error: unknown) => console.error(`${step.what} failed:`, error));
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and dropping the bench database`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function prepareDatabase(): Promise<{ url: string; bench: BenchDepartment }> {
  const serverUrl = env().DATABASE_URL;
  if (!serverUrl) {
    console.warn(
      'DATABASE_URL is unset: a throwaway embedded PostgreSQL on this machine, run without fsync, serves the bench;',
    );
    console.warn('the figures will not show what a tuned PostgreSQL server of its own sustains.');
  }
  const database = await createFreshDatabase(serverUrl);
  cleanups.push({ what: 'dropping the bench database', run: database.drop });
  setDatabaseUrl(database.url);
  cleanups.push({ what: 'closing the bench connections', run: closeDb });
  console.log(`seeding the demo dealership and ${appointmentTotal.toLocaleString('en-US')} appointments`);
  await seedDemo(db());
  const bench = await seedBenchData(db());
  return { url: database.url, bench };
}

async function startServer(url: string): Promise<ProductionServer> {
  const server = await startProductionServer(url);
  cleanups.push({ what: 'stopping the server', run: server.stop });
  console.log(`npm start on ${server.origin} (log: ${server.logFile})`);
  return server;
}

/**
 * BENCH_ONLY=words,… keeps the scenarios whose name contains one of the words (a quick look at one
 * change); unset, every scenario runs.
 */
function chosen(scenarios: Scenario[]): Scenario[] {
  const words = (process.env.BENCH_ONLY ?? '').split(',').map((w) => w.trim().toLowerCase());
  if (!words.some(Boolean)) return scenarios;
  return scenarios.filter((s) => words.some((w) => w && s.name.toLowerCase().includes(w)));
}

// The public route between scenarios: warm already, so a shorter spell does.
const publicSettings: LoadSettings = {
  ...settings,
  seconds: Math.max(3, Math.round(settings.seconds / 2)),
  warmupSeconds: 1,
};

async function measureAll(server: ProductionServer, bench: BenchDepartment) {
  const probe = { database: db(), server };
  const measure = async (scenario: Scenario, load = settings) => {
    const measured = await measureScenario(server.origin, scenario, load, probe);
    console.log(`  ${measured.name}: ${measured.perSecond.toFixed(0)}/s, p50 ${measured.p50} ms`);
    return measured;
  };
  const sends = queuedSend(bench);
  const scenarios = chosen([
    authenticatedTrivial(bench),
    availability21Days(bench),
    firstAvailableSlot(bench),
    getByDate(bench),
    listByFilter(bench),
    createAppointment(bench),
    sends,
  ]);
  // Not the sends: texts queued now would still be sent while the next scenarios are measured.
  await warmUpServer(server.origin, [publicTrivial(), ...scenarios.filter((s) => s !== sends)], settings);
  const publicRuns = [await measure(publicTrivial())];
  const compared: Compared[] = [];
  let afterSends: Drain | null = null;
  // The machine's speed drifts (other work shares it): each scenario is compared with the public
  // route measured right before and right after it.
  for (const scenario of scenarios) {
    const from = new Date(Date.now() - 1000);
    const measured = await measure(scenario);
    if (scenario === sends) {
      afterSends = await waitForTextsDelivered(db(), bench.departmentUuid, from, 120);
    }
    const before = publicRuns.at(-1)?.perSecond ?? 0;
    publicRuns.push(await measure(publicTrivial(), publicSettings));
    compared.push({ ...measured, baseline: (before + (publicRuns.at(-1)?.perSecond ?? 0)) / 2 });
  }
  const workers = await measureWorkerThroughput(db(), bench, {
    serverPid: server.pid,
    firstCustomer: textsCustomerFrom,
    count: textsQueuedAtOnce,
  });
  return { publicRuns, compared, afterSends, workers };
}

async function main() {
  ensureProductionBuild();
  const started = performance.now();
  const { url, bench } = await prepareDatabase();
  const server = await startServer(url);
  const { publicRuns, compared, afterSends, workers } = await measureAll(server, bench);
  const peakMb = peakResidentMb(server.pid);
  const bareNode = await measureBareNode(settings);
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(
    `\n${settings.connections} connections, ${settings.seconds} s per scenario after ${settings.warmupSeconds} s of warm-up; ` +
      `${os.cpus().length} CPUs, load average ${load.join(' ')}; ${env().DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL'}`,
  );
  const rates = publicRuns.map((p) => p.perSecond.toFixed(0));
  console.log(`public trivial route, before, between and after the scenarios: ${rates.join(', ')} req/s`);
  console.log(
    `a bare Node http server on this machine, same load: ${bareNode.toFixed(0)} req/s (the ceiling without any framework)`,
  );
  console.log(
    `peak resident memory of the web server: ${peakMb === null ? 'unknown (no /proc)' : `${peakMb.toFixed(0)} MB`}`,
  );
  console.log('each share is of the mean of the public runs right before and right after the scenario\n');
  const [first] = publicRuns;
  printTable([...(first ? [{ ...first, baseline: first.perSecond }] : []), ...compared]);
  if (afterSends) printTexts(afterSends, workers);
  console.log(`\nseeding and measuring took ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main()
  .then(
    () => cleanUp(),
    async (error: unknown) => {
      if (!interrupted) console.error(error);
      process.exitCode = 1;
      await cleanUp();
    },
  )
  .then(() => process.exit());

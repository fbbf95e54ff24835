import autocannon, { type Result } from 'autocannon';
import type { Database } from '../server/db/client';
import { type CpuUse, cpuBetween, sampleCpu } from './cpu';
import type { Scenario } from './scenarios';
import { statementsSentBy } from './statements';

export type LoadSettings = { connections: number; seconds: number; warmupSeconds: number };

export type Measured = {
  name: string;
  targetPercent: number | null;
  /** 2xx answers, and per second. */
  ok: number;
  perSecond: number;
  p50: number;
  p97_5: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  cpu: CpuUse;
  /** Statements the server sent to PostgreSQL during the spell. */
  statements: number;
};

export type Probe = {
  database: Database;
  server: { pid: number; origin: string; metricsToken: string };
};

/** Runs the scenario for `seconds` with a fixed number of connections, each request built anew. */
async function fire(
  origin: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
): Promise<Result> {
  return await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.nextRequest() }) }],
  });
}

/** One request before any load, so a broken scenario stops the run instead of timing errors. */
async function checkOnce(origin: string, scenario: Scenario): Promise<void> {
  const { method, path, headers, body } = scenario.nextRequest();
  const response = await fetch(`${origin}${path}`, { method, headers, body });
  const text = await response.text();
  const parsed: unknown = text.startsWith('{') ? JSON.parse(text) : text;
  if (!response.ok || (scenario.succeeded && !scenario.succeeded(parsed))) {
    throw new Error(`${scenario.name}: ${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  }
}

/**
 * Right after a start every route still loads its modules and runs cold code: one request per
 * scenario, then a spell of the public route, before anything is measured.
 */
export async function warmUpServer(
  origin: string,
  scenarios: Scenario[],
  settings: LoadSettings,
): Promise<void> {
  for (const scenario of scenarios) await checkOnce(origin, scenario);
  const [first] = scenarios;
  if (first) await fire(origin, first, settings.connections, 2 * settings.warmupSeconds);
}

export async function measureScenario(
  origin: string,
  scenario: Scenario,
  settings: LoadSettings,
  probe: Probe,
): Promise<Measured> {
  await checkOnce(origin, scenario);
  // The warm-up fills the server's caches, JIT and connection pool for this route.
  await fire(origin, scenario, settings.connections, settings.warmupSeconds);
  const statementsBefore = await statementsSentBy(probe.server);
  const before = await sampleCpu(probe.database, probe.server.pid);
  const result = await fire(origin, scenario, settings.connections, settings.seconds);
  const after = await sampleCpu(probe.database, probe.server.pid);
  const statements = (await statementsSentBy(probe.server)) - statementsBefore;
  const elapsedSeconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    name: scenario.name,
    targetPercent: scenario.targetPercent,
    ok: result['2xx'],
    perSecond: result['2xx'] / elapsedSeconds,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
    cpu: cpuBetween(before, after),
    statements,
  };
}

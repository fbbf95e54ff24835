import fs from 'node:fs';
import path from 'node:path';
import { sqlStateOf, UnavailableError } from '../core/errors';
import { db } from '../db/client';
import { jobQueueStatus } from '../jobs/queue-state';
import { findLatestAppliedMigration } from './migration-records';

export type Check = 'ok' | 'skipped' | string;
export type Readiness = { status: 'ready'; checks: { database: Check; migrations: Check; jobs: Check } };

/** Longest wait for the database's answer: a probe must answer well within the balancer's timeout. */
const databaseTimeoutMs = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

let latestMigration: number | undefined;
/** The creation time of the newest committed migration, as drizzle records it when applied. */
function latestCommittedMigration(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: Array<{ when: number }> };
    latestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}

async function checkDatabase(): Promise<{ database: Check; migrations: Check }> {
  try {
    const latest = await withTimeout(findLatestAppliedMigration(db()), databaseTimeoutMs, 'the database');
    const applied = Number(latest ?? 0);
    return {
      database: 'ok',
      migrations: applied >= latestCommittedMigration() ? 'ok' : 'the latest migration is not applied',
    };
  } catch (error) {
    // Reachable, but never migrated (no drizzle schema or table yet).
    if (['42P01', '3F000'].includes(sqlStateOf(error) ?? ''))
      return { database: 'ok', migrations: 'no migration is applied' };
    const reason = error instanceof Error ? error.message : String(error);
    return { database: `unreachable: ${reason}`, migrations: 'unknown: the database is unreachable' };
  }
}

function checkJobs(): Check {
  const status = jobQueueStatus();
  // A process that does not run jobs (JOBS_IN_WEB=false, or a web process that only sends) has none to check.
  if (!status?.working) return 'skipped';
  return status.state === 'running' ? 'ok' : `job workers ${status.state}`;
}

/**
 * GET /api/health/ready: whether this instance should get traffic. The database answers a
 * statement within two seconds, the newest migration is applied, and the job workers run when
 * this process runs them. Fails with 503 naming each failing check (and while the process drains
 * for shutdown the wrapper answers 503 before this runs).
 */
export async function getReadiness(): Promise<Readiness> {
  const checks = { ...(await checkDatabase()), jobs: checkJobs() };
  const failing = Object.entries(checks).filter(([, check]) => check !== 'ok' && check !== 'skipped');
  if (failing.length > 0) {
    throw new UnavailableError(
      `Not ready: ${failing.map(([part, check]) => `${part} ${check}`).join('; ')}`,
      {
        retryAfterSeconds: 5,
      },
    );
  }
  return { status: 'ready', checks };
}

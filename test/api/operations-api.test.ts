import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { GET as readinessRoute } from '@/app/api/health/ready/route';
import { GET as healthRoute } from '@/app/api/health/route';
import { GET as metricsRoute } from '@/app/api/metrics/route';
import { closeDb, db } from '../../server/db/client';
import { overrideEnvForTests, setDatabaseUrl } from '../../server/env';
import { startJobs, stopJobs } from '../../server/jobs/boss';
import { callRoute } from '../call-route';

const token = 'metrics-token-for-tests-0123456789';
const scrape = (authorization?: string) =>
  metricsRoute(
    new Request('http://localhost/api/metrics', { headers: authorization ? { authorization } : {} }),
  );
const ready = () => callRoute(readinessRoute, { path: '/api/health/ready' });

beforeAll(async () => {
  await startJobs({ work: true });
});

afterAll(async () => {
  await stopJobs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readiness', () => {
  it('is ready with the database reachable, migrations current and the job workers running', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } });
  });

  it('answers 503 naming the database while it is unreachable, and 200 again once it is back', async () => {
    await closeDb();
    // Nothing listens on port 1: the connection is refused at once.
    setDatabaseUrl('postgres://postgres@127.0.0.1:1/unreachable');
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      const [error] = (res.body as { errors: Array<{ errorCode: string; errorDescription: string }> }).errors;
      expect(error?.errorCode).toBe('SERVICE_UNAVAILABLE');
      expect(error?.errorDescription).toMatch(/database unreachable/);
    } finally {
      await closeDb();
      setDatabaseUrl(inject('databaseUrl'));
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 naming the migrations when the newest one is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await db().execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(JSON.stringify(res.body)).toMatch(/migrations the latest migration is not applied/);
    } finally {
      await db().execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
    }
    expect((await ready()).status).toBe(200);
  });
});

describe('metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    delete process.env.METRICS_TOKEN;
    overrideEnvForTests({});
    expect((await scrape(`Bearer ${token}`)).status).toBe(404);
  });

  it('refuses a missing or wrong token with 401', async () => {
    overrideEnvForTests({ METRICS_TOKEN: token });
    const missing = await scrape();
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await scrape('Bearer not-the-token')).status).toBe(401);
    expect((await scrape(`Basic ${Buffer.from(`x:${token}`).toString('base64')}`)).status).toBe(401);
  });

  it('serves every named series in the Prometheus text format to the holder of the token', async () => {
    overrideEnvForTests({ METRICS_TOKEN: token });
    await callRoute(healthRoute, { path: '/api/health' });
    const res = await scrape(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const series of [
      'servicebay_http_request_duration_seconds_bucket{le="0.005",operation="health",status="200"}',
      'servicebay_http_requests_in_flight',
      'servicebay_availability_evaluation_seconds_bucket',
      'servicebay_text_provider_breaker_open 0',
      'servicebay_job_queue_depth{queue="messaging.send"}',
      'servicebay_job_oldest_waiting_seconds{queue="messaging.send"}',
      'servicebay_job_oldest_active_seconds{queue="messaging.send"}',
      'servicebay_jobs{queue="webhook.deliver",state="failed"}',
      'servicebay_jobs{queue="webhook.deliver",state="retry"}',
      'servicebay_messages_sent{provider="sandbox",protocol="TEXT"}',
      'servicebay_messages_failed{provider="sandbox",protocol="EMAIL"}',
      'servicebay_messages{status="QUEUED",protocol="TEXT"}',
      'servicebay_messages{status="SENDING",protocol="EMAIL"}',
      'servicebay_messages{status="WAITING_FOR_OPT_IN",protocol="TEXT"}',
      'servicebay_message_oldest_seconds{status="QUEUED",protocol="TEXT"}',
      'servicebay_message_oldest_seconds{status="SENDING",protocol="TEXT"}',
      'servicebay_callback_deliveries{outcome="DELIVERED"}',
      'servicebay_db_pool_connections{state="open"}',
      'servicebay_db_pool_connections{state="busy"}',
      'servicebay_db_pool_max 10',
      'servicebay_job_queue_connections{state="open"}',
      'servicebay_job_queue_connections{state="busy"}',
      'servicebay_job_queue_connections_max 4',
      'servicebay_database_up 1',
      'process_cpu_seconds_total',
    ]) {
      expect(text, series).toContain(series);
    }
    // The pool's open connections are counted from the server: this process has at least one.
    const open = Number(/servicebay_db_pool_connections\{state="open"\} (\d+)/.exec(text)?.[1]);
    expect(open).toBeGreaterThan(0);
    // The workers of this file hold pg-boss connections of their own, counted apart.
    const jobs = Number(/servicebay_job_queue_connections\{state="open"\} (\d+)/.exec(text)?.[1]);
    expect(jobs).toBeGreaterThan(0);
  });
});

describe('request log', () => {
  it('writes one JSON line per request with the operation, status, duration, request id and client kind only', async () => {
    const level = process.env.LOG_LEVEL ?? 'silent';
    overrideEnvForTests({ LOG_LEVEL: 'info' });
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      await callRoute(healthRoute, {
        path: '/api/health?email=casey@example.com',
        headers: { 'x-request-id': 'req-log-test', authorization: 'Basic c2VjcmV0OnNlY3JldA==' },
      });
    } finally {
      overrideEnvForTests({ LOG_LEVEL: level });
    }
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.message === 'request');
    expect(requests).toHaveLength(1);
    const { time, durationMs, ...entry } = requests[0];
    expect(entry).toEqual({
      level: 'info',
      message: 'request',
      operationId: 'health',
      status: 200,
      requestId: 'req-log-test',
      client: 'api-client',
    });
    expect(typeof durationMs).toBe('number');
    expect(lines.join('\n')).not.toContain('casey@example.com');
  });
});

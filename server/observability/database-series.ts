import { Gauge, type Registry } from 'prom-client';
import { db, poolApplicationName, poolSize } from '../db/client';
import { env } from '../env';
import { log } from '../log';
import { jobQueueApplicationName, jobQueuePoolSize } from '../queue/connections';
import { queues } from '../queue/queues';
import {
  countCallbacks,
  countConnections,
  countJobs,
  countOutgoingMessages,
  countPendingMessages,
  pendingStatuses,
} from './metric-records';

const num = (value: unknown): number => Number(value ?? 0) || 0;

function gauges(registry: Registry) {
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  return {
    up: gauge('servicebay_database_up', '1 when the scrape could read the database, else 0', []),
    queueDepth: gauge('servicebay_job_queue_depth', 'Jobs due to run and not yet taken, per queue', [
      'queue',
    ]),
    oldestWaiting: gauge(
      'servicebay_job_oldest_waiting_seconds',
      'How long the longest-waiting due job of the queue has been due (0 when none waits)',
      ['queue'],
    ),
    oldestActive: gauge(
      'servicebay_job_oldest_active_seconds',
      'How long the longest-running active job of the queue has been held (0 when none is active)',
      ['queue'],
    ),
    jobs: gauge('servicebay_jobs', 'Jobs in the queue tables, per queue and pg-boss state', [
      'queue',
      'state',
    ]),
    sent: gauge(
      'servicebay_messages_sent',
      'Outgoing texts and emails handed to the provider (SENT or DELIVERED)',
      ['provider', 'protocol'],
    ),
    failed: gauge('servicebay_messages_failed', 'Outgoing texts and emails that FAILED', [
      'provider',
      'protocol',
    ]),
    messages: gauge(
      'servicebay_messages',
      'Outgoing texts and emails not yet handed over (QUEUED, SENDING, WAITING_FOR_OPT_IN)',
      ['status', 'protocol'],
    ),
    messageOldest: gauge(
      'servicebay_message_oldest_seconds',
      'How long the oldest QUEUED or SENDING message has been in that status (0 when none)',
      ['status', 'protocol'],
    ),
    callbacks: gauge(
      'servicebay_callback_deliveries',
      'Callbacks and webhooks to partners by outcome (PENDING, DELIVERED, FAILED)',
      ['outcome'],
    ),
    poolConnections: gauge(
      'servicebay_db_pool_connections',
      "This process's pooled connections as the server sees them: open, and busy (in a statement or transaction)",
      ['state'],
    ),
    poolMax: gauge('servicebay_db_pool_max', 'Most connections the pool of this process opens', []),
    jobConnections: gauge(
      'servicebay_job_queue_connections',
      "This process's pg-boss connections as the server sees them: open, and busy",
      ['state'],
    ),
    jobConnectionsMax: gauge(
      'servicebay_job_queue_connections_max',
      'Most connections pg-boss opens in this process',
      [],
    ),
  };
}

type Gauges = ReturnType<typeof gauges>;

/** The provider a protocol's messages go to under this configuration (rows do not record it). */
function providerOf(protocol: string): string {
  if (protocol === 'TEXT') return env().TWILIO_ACCOUNT_SID ? 'twilio' : 'sandbox';
  if (protocol === 'EMAIL') return env().SMTP_URL ? 'smtp' : 'sandbox';
  return 'none';
}

const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];

async function readJobs(g: Gauges): Promise<void> {
  const rows = await countJobs(db());
  // Every queue and state is present, so an alert on a series never sees it vanish when empty.
  for (const queue of Object.values(queues)) {
    g.queueDepth.set({ queue }, 0);
    g.oldestWaiting.set({ queue }, 0);
    g.oldestActive.set({ queue }, 0);
    for (const state of jobStates) g.jobs.set({ queue, state }, 0);
  }
  const due = new Map<string, number>();
  const waited = new Map<string, number>();
  for (const row of rows) {
    const queue = String(row.queue);
    g.jobs.set({ queue, state: String(row.state) }, num(row.jobs));
    due.set(queue, (due.get(queue) ?? 0) + num(row.due));
    waited.set(queue, Math.max(waited.get(queue) ?? 0, num(row.waited)));
    if (row.state === 'active') g.oldestActive.set({ queue }, num(row.held));
  }
  for (const [queue, count] of due) g.queueDepth.set({ queue }, count);
  for (const [queue, seconds] of waited) g.oldestWaiting.set({ queue }, seconds);
}

async function readMessagesAndCallbacks(g: Gauges): Promise<void> {
  const [messageRows, callbackRows] = await Promise.all([countOutgoingMessages(db()), countCallbacks(db())]);
  for (const protocol of ['TEXT', 'EMAIL']) {
    g.sent.set({ provider: providerOf(protocol), protocol }, 0);
    g.failed.set({ provider: providerOf(protocol), protocol }, 0);
  }
  for (const row of messageRows) {
    const labels = { provider: providerOf(String(row.protocol)), protocol: String(row.protocol) };
    g.sent.set(labels, num(row.sent));
    g.failed.set(labels, num(row.failed));
  }
  for (const outcome of ['PENDING', 'DELIVERED', 'FAILED']) g.callbacks.set({ outcome }, 0);
  for (const row of callbackRows) g.callbacks.set({ outcome: String(row.outcome) }, num(row.deliveries));
}

async function readPendingMessages(g: Gauges): Promise<void> {
  const rows = await countPendingMessages(db());
  for (const status of pendingStatuses) {
    for (const protocol of ['TEXT', 'EMAIL']) {
      g.messages.set({ status, protocol }, 0);
      if (status !== 'WAITING_FOR_OPT_IN') g.messageOldest.set({ status, protocol }, 0);
    }
  }
  for (const row of rows) {
    const labels = { status: String(row.status), protocol: String(row.protocol) };
    g.messages.set(labels, num(row.messages));
    if (row.status !== 'WAITING_FOR_OPT_IN') g.messageOldest.set(labels, num(row.oldest));
  }
}

/**
 * postgres.js and pg-boss keep their pools' state to themselves, so both are counted from the
 * server's side: this process's connections in pg_stat_activity, less the one running this query.
 */
async function readPools(g: Gauges): Promise<void> {
  const rows = await countConnections(db(), [poolApplicationName, jobQueueApplicationName]);
  const count = (pool: string) => rows.find((row) => row.pool === pool);
  const app = count(poolApplicationName);
  const jobs = count(jobQueueApplicationName);
  g.poolConnections.set({ state: 'open' }, num(app?.open));
  g.poolConnections.set({ state: 'busy' }, num(app?.busy));
  g.poolMax.set(poolSize);
  g.jobConnections.set({ state: 'open' }, num(jobs?.open));
  g.jobConnections.set({ state: 'busy' }, num(jobs?.busy));
  g.jobConnectionsMax.set(jobQueuePoolSize);
}

type Holder = { gauges: Gauges; readAt: number; reading?: Promise<void> };
const holders = new WeakMap<Registry, Holder>();

/** Scrapes come often and from several collectors: the tables are read at most this often. */
const freshForMs = 5_000;

/**
 * Refreshes the series read from the database: queue depth and ages, job states, messages sent,
 * failed and pending, callback outcomes and the connections of the pool and of pg-boss. A failed
 * read sets servicebay_database_up to 0 and keeps the last values rather than failing the scrape.
 */
export async function refreshDatabaseSeries(registry: Registry): Promise<void> {
  let held = holders.get(registry);
  if (!held) {
    held = { gauges: gauges(registry), readAt: 0 };
    holders.set(registry, held);
  }
  const h = held;
  if (Date.now() - h.readAt < freshForMs) return;
  h.reading ??= Promise.all([
    readJobs(h.gauges),
    readMessagesAndCallbacks(h.gauges),
    readPendingMessages(h.gauges),
    readPools(h.gauges),
  ])
    .then(
      () => {
        h.gauges.up.set(1);
        h.readAt = Date.now();
      },
      (error: unknown) => {
        h.gauges.up.set(0);
        log.warn('metrics could not read the database', { reason: (error as Error).message });
      },
    )
    .finally(() => {
      h.reading = undefined;
    });
  await h.reading;
}

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { roundTripsMade, statementsSent } from '../db/statement-count';
import { requestsInFlight } from '../lifecycle/in-flight';
import { openBreakers } from '../messaging/text-breaker';

function createSeries() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requestDuration: new Histogram({
      name: 'servicebay_http_request_duration_seconds',
      help: 'Time to answer an API request, by operation and HTTP status',
      labelNames: ['operation', 'status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    requestsInFlight: new Gauge({
      name: 'servicebay_http_requests_in_flight',
      help: 'API requests this process is answering now',
      registers: [registry],
      collect() {
        this.set(requestsInFlight());
      },
    }),
    // The breaker is shared through PostgreSQL (text_provider_breakers); each process reports the
    // state it last saw, so any process reporting it open means texts are held back.
    textProviderBreakerOpen: new Gauge({
      name: 'servicebay_text_provider_breaker_open',
      help: '1 while this process holds texts back because the text provider is down or refuses our credentials',
      registers: [registry],
      collect() {
        this.set(openBreakers().length > 0 ? 1 : 0);
      },
    }),
    statementsSent: new Counter({
      name: 'servicebay_db_statements_total',
      help: "Statements this process sent to PostgreSQL through its pool (BEGIN and COMMIT included; the job queue's own connections not)",
      registers: [registry],
      collect() {
        this.reset();
        this.inc(statementsSent());
      },
    }),
    roundTrips: new Counter({
      name: 'servicebay_db_round_trips_total',
      help: "Times this process waited for PostgreSQL's answer: statements sent together in a transaction share one, other statements count one each",
      registers: [registry],
      collect() {
        this.reset();
        this.inc(roundTripsMade());
      },
    }),
    availabilityEvaluation: new Histogram({
      name: 'servicebay_availability_evaluation_seconds',
      help: 'Time to evaluate the availability of a window of days (the rules engine, without loading)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
    jobOutcomes: new Counter({
      name: 'servicebay_job_outcomes_total',
      help: 'Jobs this process ran, by queue and outcome (completed, or failed and handed back for retry)',
      labelNames: ['queue', 'outcome'] as const,
      registers: [registry],
    }),
  };
}

export type Series = ReturnType<typeof createSeries>;

// One set per process: Next.js may load this module once per route bundle.
const holder = globalThis as unknown as { __servicebayMetrics?: Series };

export function series(): Series {
  holder.__servicebayMetrics ??= createSeries();
  return holder.__servicebayMetrics;
}

export function observeRequestDuration(operationId: string, status: number, seconds: number): void {
  series().requestDuration.observe({ operation: operationId, status: String(status) }, seconds);
}

/** Runs one availability evaluation and records how long it took. */
export function timeAvailabilityEvaluation<T>(evaluate: () => T): T {
  const end = series().availabilityEvaluation.startTimer();
  try {
    return evaluate();
  } finally {
    end();
  }
}

export function countJobOutcomes(queue: string, completed: number, failed: number): void {
  if (completed > 0) series().jobOutcomes.inc({ queue, outcome: 'completed' }, completed);
  if (failed > 0) series().jobOutcomes.inc({ queue, outcome: 'failed' }, failed);
}

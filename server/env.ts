import { z } from 'zod';

/**
 * The one place that reads process.env. Every setting has a development default so that
 * `npm run dev` works on a fresh machine; production deployments override them.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  /** `true`: production may run on the embedded database (no DATABASE_URL), e.g. a throwaway test server. */
  EMBEDDED_DATABASE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  EMBEDDED_DB_DIR: z.string().default('.data/postgres'),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(54329),
  PORT: z.coerce.number().int().positive().default(3000),
  NEXTAUTH_SECRET: z.string().min(16).default('servicebay-development-secret-change-me'),
  NEXTAUTH_URL: z.string().url().optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** A signed-in session ends after this long without a request (idle timeout). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(480),
  /** A signed-in session ends this long after sign-in however active it is (absolute lifetime). */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  AUTH_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(5),
  AUTH_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  AUTH_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** One-time codes of the public scheduling page one phone number may be sent per hour. */
  ONLINE_CODES_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(3),
  /** One-time codes one caller address may ask for per hour (many customers can share a carrier's address). */
  ONLINE_CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /**
   * Proxies in front of the service that append the caller's address to X-Forwarded-For (one load
   * balancer: 1). The sign-in throttle counts failures per the address that many entries from the
   * right. 0 (no proxy): the headers are ignored, since any caller can send them, and the address is
   * the socket's peer, which the server (server/web-server) hands to the app in a header of its own.
   */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  JOBS_IN_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Hosts (comma-separated, e.g. `localhost,127.0.0.1,hooks.internal`) that callbacks and webhooks
   * may reach even though they are private, loopback or link-local (development, tests, on-premise).
   */
  OUTBOUND_ALLOWLIST: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** A text SENDING this long (its sender died mid-hand-over) is looked up at the provider; above OUTBOUND_TIMEOUT_MS. */
  MESSAGE_STUCK_LOOKUP_AFTER_MS: z.coerce.number().int().positive().default(120_000),
  /** A stuck text whose look-up keeps failing this long after its claim is failed (MESSAGE_SEND_LOCK_NOT_OBTAINED). */
  MESSAGE_STUCK_FAIL_AFTER_MS: z.coerce.number().int().positive().default(600_000),
  WEBHOOK_SIGNING_SECRET: z.string().min(16).default('servicebay-development-webhook-secret'),
  /** Twilio-compatible text provider; without an account SID texts go to the built-in sandbox. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** Twilio auth token: authenticates sends and verifies X-Twilio-Signature of the webhooks (also the sandbox's). */
  SMS_AUTH_TOKEN: z.string().min(8).default('servicebay-sandbox-sms-token'),
  /** SMTP server for emails, e.g. smtp://user:pass@mail.example.com:587; without it emails go to the sandbox. */
  SMTP_URL: z.string().optional(),
  /** Most messages to one recipient per window (a dealership's messaging settings can override both). */
  MESSAGE_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  MESSAGE_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** How long opening a thread in the inbox keeps other advisors from texting the customer. */
  CUSTOMER_LOCK_MINUTES: z.coerce.number().int().positive().default(5),
  /** Origins (comma-separated, e.g. `https://skins.example.com`) whose cssRef may restyle the payment page. */
  PAYMENT_CSS_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, '').toLowerCase())
        .filter(Boolean),
    ),
  /**
   * The platform's Stripe account (secret key sk_…): dealerships whose processor is Stripe take
   * payments on their Connect accounts through it. Unset: only the sandbox processor is available.
   */
  STRIPE_SECRET_KEY: z.string().min(8).max(200).optional(),
  /** Signing secret (whsec_…) of the Stripe webhook endpoint /api/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).max(200).optional(),
  /** Another address for the Stripe API (a local fake in tests), e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: z.string().url().max(200).optional(),
  /**
   * Demo only: a Stripe test-mode connected account (acct_…) the second demo dealership takes its
   * payments on when the demo is seeded (needs STRIPE_SECRET_KEY); unset, every demo dealer uses the
   * sandbox.
   */
  DEMO_STRIPE_ACCOUNT: z
    .string()
    .max(64)
    .regex(/^acct_[A-Za-z0-9]+$/)
    .optional(),
  /**
   * Days the daily pruning job keeps webhook deliveries that ended (with their attempts) and processed
   * processor events; the dealership's records (messages, appointments, payments, audit) are kept.
   */
  HISTORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Workers each process runs per queue; jobs of one queue are handled that many at a time. */
  JOB_WORKERS_PER_QUEUE: z.coerce.number().int().min(1).max(50).default(4),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * `false`: `npm run dev` leaves an empty database empty instead of writing the demo dealership,
   * for an install set up with `npm run admin` (docs/going-live.md). `npm start` never seeds.
   */
  DEMO_SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Bearer token of the Prometheus scraper; without it GET /api/metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * On SIGTERM, how long requests in flight may finish, and separately how long job workers may
   * finish their fetched jobs before handing them back; then the process closes the database.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** Set by `npm start`/`npm run dev`: the SIGTERM handler (instrumentation.ts) exits the process when done. */
  NEXT_MANUAL_SIG_HANDLE: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

/** Tests and launchers change the connection string after start-up (fresh database per run). */
export function setDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url;
  cached = undefined;
}

/** The launcher fills in settings the app reads later (e.g. NEXTAUTH_URL from the public origin). */
export function applyLaunchSettings(values: Record<string, string>): void {
  Object.assign(process.env, values);
  cached = undefined;
}

/** Tests change single settings (e.g. allow loopback callbacks) for the rest of their file. */
export function overrideEnvForTests(values: Record<string, string>): void {
  Object.assign(process.env, values);
  cached = undefined;
}

/**
 * One line per setting that does not parse (never its value: it may be a secret), for a start-up
 * that stops with a message an operator can act on instead of a validation dump.
 */
export function settingProblems(source: Record<string, string | undefined> = process.env): string[] {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return [];
  const lines = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'settings');
    if (!lines.has(name)) lines.set(name, `${name} is not valid: ${issue.message}`);
  }
  return [...lines.values()];
}

/** What a production start needs and has no safe default for: one line per missing setting. */
export function productionProblems(settings: Env = env()): string[] {
  if (settings.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!settings.DATABASE_URL && !settings.EMBEDDED_DATABASE)
    problems.push(
      'DATABASE_URL is not set: production needs its PostgreSQL, e.g. postgres://user:pass@db.example.com:5432/servicebay (EMBEDDED_DATABASE=true runs the embedded one instead)',
    );
  if (!settings.PUBLIC_BASE_URL && !settings.NEXTAUTH_URL)
    problems.push(
      'PUBLIC_BASE_URL (or NEXTAUTH_URL) is not set: production needs the public origin of the app, e.g. https://service.example.com',
    );
  return problems;
}

/**
 * Settings production cannot guess. Without a public origin, links sent to customers and sign-in
 * redirects would be built from the Host header a caller chose, so start-up stops instead.
 */
export function assertProductionSettings(settings: Env = env()): void {
  if (settings.NODE_ENV !== 'production') return;
  if (!settings.PUBLIC_BASE_URL && !settings.NEXTAUTH_URL) {
    throw new Error(
      'Refusing to start in production: set PUBLIC_BASE_URL (or NEXTAUTH_URL) to the public origin of the app, e.g. https://service.example.com',
    );
  }
}

export function requireDatabaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set: start through `npm run dev`/`npm start`, which provide the embedded database',
    );
  }
  return url;
}

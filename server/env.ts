import { z } from 'zod';

/**
 * The one place that reads process.env. Every setting has a development default so that
 * `npm run dev` works on a fresh machine; production deployments override them.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_DB_DIR: z.string().default('.data/pglite'),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(54329),
  PORT: z.coerce.number().int().positive().default(3000),
  NEXTAUTH_SECRET: z.string().min(16).default('servicebay-development-secret-change-me'),
  NEXTAUTH_URL: z.string().url().optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  AUTH_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(5),
  AUTH_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  AUTH_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  JOBS_IN_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Lets callbacks and webhooks reach private, loopback and link-local addresses (tests, on-premise). */
  OUTBOUND_ALLOW_PRIVATE_NETWORKS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  WEBHOOK_SIGNING_SECRET: z.string().min(16).default('servicebay-development-webhook-secret'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
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

/** Tests change single settings (e.g. allow loopback callbacks) for the rest of their file. */
export function overrideEnvForTests(values: Record<string, string>): void {
  Object.assign(process.env, values);
  cached = undefined;
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

import Stripe from 'stripe';
import { DomainError } from '../../core/errors';
import { env } from '../../env';

let cached: { key: string; base: string; client: Stripe } | undefined;

/** Whether the platform's Stripe account is configured (STRIPE_SECRET_KEY). */
export const stripeConfigured = (): boolean => Boolean(env().STRIPE_SECRET_KEY);

/**
 * The platform's Stripe client (the official SDK). STRIPE_API_BASE points it elsewhere (a local
 * fake in tests). Rebuilt when the settings change, which only tests do.
 */
export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base = '' } = env();
  if (!key) {
    throw new DomainError(
      'PAYMENT_PROCESSOR_UNAVAILABLE',
      'Stripe is not configured on this server (STRIPE_SECRET_KEY); the dealership cannot take payments now',
    );
  }
  if (cached?.key === key && cached.base === base) return cached.client;
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiAddress(base),
  });
  cached = { key, base, client };
  return client;
}

function apiAddress(base: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The platform's webhook signing secret, or null when webhooks cannot be verified (refuse them all). */
export const stripeWebhookSecret = (): string | null => env().STRIPE_WEBHOOK_SECRET ?? null;

/** Stripe's own errors (declines, invalid requests, outages) become one answer the caller can show. */
export function processorFailure(error: unknown): never {
  if (error instanceof DomainError) throw error;
  if (error instanceof Stripe.errors.StripeError) {
    throw new DomainError(
      'PAYMENT_PROCESSOR_UNAVAILABLE',
      `Stripe refused the request: ${error.message.slice(0, 300)}`,
    );
  }
  throw error;
}

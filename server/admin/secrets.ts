import { randomBytes } from 'node:crypto';

/** A temporary password shown once to whoever hands it over; its holder must replace it at sign-in. */
export const newTemporaryPassword = (): string => randomBytes(12).toString('base64url');

/** An API client's secret: 32 random bytes, shown once; only its argon2 hash is stored. */
export const newApiSecret = (): string => randomBytes(32).toString('base64url');

/** A callback signing secret in the Standard Webhooks form (server/partner-webhooks/sign-webhook.ts). */
export const newCallbackSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

import { createHash, randomBytes } from 'node:crypto';

/** Dealer and department identifiers are 64 hex characters, as partners already store them. */
export const newTenantUuid = (): string => randomBytes(32).toString('hex');

/** Other identifiers are 43-character url-safe strings. */
export const newUuid = (): string => randomBytes(32).toString('base64url');

/** Stable identifiers for seeded records, so seeding twice changes nothing. */
export const seededTenantUuid = (name: string): string =>
  createHash('sha256').update(`tenant:${name}`).digest('hex');
export const seededUuid = (name: string): string =>
  createHash('sha256').update(`record:${name}`).digest('base64url');

/**
 * The UID a customer's calendar keys the visit on, the same through every change: the emailed
 * invites and the visit page's "Add to calendar" file both use it, so a calendar moves the one
 * event it has instead of adding a second.
 */
export const appointmentCalendarUid = (appointmentUuid: string) =>
  `appointment-${appointmentUuid}@servicebay`;

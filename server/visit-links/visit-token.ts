import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Random bytes in a visit token: 144 bits, above the 128 an unguessable link needs. */
export const visitTokenBytes = 18;

/** A new visit token: 24 characters of base64url, short enough for a text message. */
export function newVisitToken(): string {
  return randomBytes(visitTokenBytes).toString('base64url');
}

/** What a visit token looks like; anything else is refused before the database is asked. */
export const visitTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'Not a visit link');

export const isVisitToken = (value: string) => visitTokenSchema.safeParse(value).success;

/** The path of a visit's page. */
export const visitPath = (token: string) => `/v/${token}`;

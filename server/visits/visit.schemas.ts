import { z } from 'zod';
import { text } from '../core/text';
import { visitTokenSchema } from '../visit-links/visit-token';

export const visitParams = z.object({ token: visitTokenSchema });

/** A new start, wall-clock in the dealer's zone, as the free times list gives it. */
export const rescheduleVisitBody = z.object({
  startDateTime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'expected yyyy-MM-ddTHH:mm:ss'),
});

export const cancelVisitBody = z.object({
  reason: text({ min: 1, max: 500, trim: true, multiline: true }),
});

export const visitTimesQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd')
    .optional(),
});

export const visitChangeResponse = z.object({
  status: z.string(),
  /** The start, wall-clock in the dealer's zone. */
  start: z.string(),
  /** The start as the customer reads it, with the zone named. */
  when: z.string(),
});

export const visitTimesResponse = z.object({
  timeZone: z.string(),
  from: z.string(),
  nextFrom: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      label: z.string(),
      times: z.array(z.object({ startDateTime: z.string(), label: z.string() })),
    }),
  ),
});

/** At most this many websites may embed a dealership's booking page. */
export const maxEmbedOrigins = 20;

/**
 * A website origin allowed to frame the booking page: https, a host name (no wildcard, no path),
 * an optional port; written as the browser writes it (lower case, no trailing slash).
 */
export const embedOrigin = text({ max: 200, trim: true }).transform((value, ctx) => {
  const origin = httpsOriginOf(value);
  if (!origin) {
    ctx.issues.push({
      code: 'custom',
      message: `${value.slice(0, 60)} is not a website origin such as https://www.example.com`,
      input: value,
    });
    return z.NEVER;
  }
  return origin;
});

/** The origin `value` names when it is exactly an https origin with a plain host name; else null. */
export function httpsOriginOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.replace(/\/$/, ''));
  } catch {
    return null;
  }
  const plain = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(url.hostname);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (url.protocol !== 'https:' || !plain || !bare) return null;
  if (value.replace(/\/$/, '').toLowerCase() !== url.origin) return null;
  return url.origin;
}

export const embedOriginsBody = z.object({ origins: z.array(embedOrigin).max(maxEmbedOrigins) });
export const embedOriginsResponse = z.object({ origins: z.array(z.string()) });

import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env';
import type { OnlineContact } from './online-contact';

/** How long a proven phone or email may book before a new code is needed. */
export const sessionSeconds = 30 * 60;

/** Exactly one of `phone` and `email` is set: the contact its code proved. */
export type OnlineSession = {
  dealerUuid: string;
  phone: string | null;
  email: string | null;
  expiresAt: number;
};

const key = () => createHmac('sha256', env().NEXTAUTH_SECRET).update('servicebay online session').digest();
const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

/**
 * The page's proof that the phone (or email) was proven by a code: a short-lived signed token it
 * keeps in memory (no cookie), so nothing of the advisor session or partner credentials is involved.
 */
export function issueSession(input: { dealerUuid: string; contact: OnlineContact; now: Date }): string {
  const { contact } = input;
  const proven = contact.kind === 'phone' ? { p: contact.phone } : { m: contact.email };
  const payload = Buffer.from(
    JSON.stringify({ d: input.dealerUuid, ...proven, e: input.now.getTime() + sessionSeconds * 1000 }),
  ).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The session a token holds, when it is ours, unaltered, for this dealer and unexpired; else null. */
export function readSession(token: string, input: { dealerUuid: string; now: Date }): OnlineSession | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      d?: unknown;
      p?: unknown;
      m?: unknown;
      e?: unknown;
    };
    const phone = typeof data.p === 'string' ? data.p : null;
    const email = typeof data.m === 'string' ? data.m : null;
    if (typeof data.d !== 'string' || (phone === null) === (email === null) || typeof data.e !== 'number')
      return null;
    if (data.d !== input.dealerUuid || data.e <= input.now.getTime()) return null;
    return { dealerUuid: data.d, phone, email, expiresAt: data.e };
  } catch {
    return null;
  }
}

/** The contact a session proved: its phone, else its email. */
export const contactOfSession = (session: OnlineSession): OnlineContact =>
  session.phone ? { kind: 'phone', phone: session.phone } : { kind: 'email', email: session.email ?? '' };

/** A code's hash at rest: keyed by the service secret and the code's own uuid. */
export function hashCode(codeUuid: string, code: string): string {
  return createHmac('sha256', key()).update(`${codeUuid}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

import { and, eq } from 'drizzle-orm';
import { decode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as ownAccount } from '@/app/api/admin/v1/account/route';
import { DELETE as endSession } from '@/app/api/admin/v1/account/sessions/[sessionUuid]/route';
import { GET as listSessions } from '@/app/api/admin/v1/account/sessions/route';
import { POST as signOutEverywhere } from '@/app/api/admin/v1/account/sign-out-everywhere/route';
import { authOptions } from '../../server/auth/next-auth';
import { db } from '../../server/db/client';
import { auditEntries, userSessions } from '../../server/db/schema';
import { env } from '../../server/env';
import { callRoute } from '../call-route';
import { createTestTenant, type TestTenant } from '../fixtures';
import { cookieForSession, sessionCookieFor, sessionIdOfCookie, signIn } from '../sessions';

const account = '/api/admin/v1/account';
const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let tenant: TestTenant;

beforeAll(async () => {
  tenant = await createTestTenant();
});

const accountStatus = async (cookie: string) =>
  (await callRoute(ownAccount, { path: account, headers: { cookie } })).status;

/** Moves a session's clock: its sign-in and last request that long ago. */
async function age(cookie: string, times: { signedInMinutesAgo: number; seenMinutesAgo: number }) {
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await db()
    .update(userSessions)
    .set({ createdAt: at(times.signedInMinutesAgo), lastSeenAt: at(times.seenMinutesAgo) })
    .where(eq(userSessions.uuid, (await sessionIdOfCookie(cookie)) ?? ''));
}

async function signedInCookie(userAgent: string) {
  const user = await signIn(tenant.advisor.login, tenant.advisor.password, userAgent);
  if (!user) throw new Error('the advisor could not sign in');
  return cookieForSession(user.id, user.sessionId);
}

/**
 * Signs out as next-auth's POST /api/auth/signout does: it decodes the cookie's token and hands it to
 * events.signOut (the route itself needs a Next.js request scope; e2e/sign-in.spec.ts drives it).
 */
async function signOut(cookie: string) {
  const token = await decode({ token: cookie.split('=')[1] ?? '', secret: env().NEXTAUTH_SECRET });
  if (!token) throw new Error('not a session cookie');
  await authOptions.events?.signOut?.({ token, session: null as never });
}

describe('sessions are server-side records', () => {
  it('a signed-out cookie is refused everywhere at once', async () => {
    const cookie = await signedInCookie(chromeOnLinux);
    expect(await accountStatus(cookie)).toBe(200);
    await signOut(cookie);
    expect(await accountStatus(cookie)).toBe(401);
  });

  it('a token from before session records is no longer valid', async () => {
    expect(await accountStatus(await cookieForSession(tenant.advisor.userUuid, undefined))).toBe(401);
  });

  it('ends after the idle timeout (8 h by default), however young', async () => {
    const cookie = await sessionCookieFor(tenant.advisor.userUuid);
    await age(cookie, { signedInMinutesAgo: 479, seenMinutesAgo: 479 });
    expect(await accountStatus(cookie)).toBe(200);
    await age(cookie, { signedInMinutesAgo: 481, seenMinutesAgo: 481 });
    expect(await accountStatus(cookie)).toBe(401);
  });

  it('ends after the absolute lifetime (7 days by default), however active', async () => {
    const cookie = await sessionCookieFor(tenant.advisor.userUuid);
    await age(cookie, { signedInMinutesAgo: 7 * 1440 - 1, seenMinutesAgo: 1 });
    expect(await accountStatus(cookie)).toBe(200);
    await age(cookie, { signedInMinutesAgo: 7 * 1440 + 1, seenMinutesAgo: 0 });
    expect(await accountStatus(cookie)).toBe(401);
  });

  it('moves last-seen at most about once a minute, not on every request', async () => {
    const cookie = await sessionCookieFor(tenant.advisor.userUuid);
    const sessionId = (await sessionIdOfCookie(cookie)) ?? '';
    const lastSeen = async () =>
      (
        await db().select().from(userSessions).where(eq(userSessions.uuid, sessionId))
      )[0]?.lastSeenAt.getTime();
    await age(cookie, { signedInMinutesAgo: 5, seenMinutesAgo: 0.5 });
    const before = await lastSeen();
    await accountStatus(cookie);
    expect(await lastSeen()).toBe(before);
    await age(cookie, { signedInMinutesAgo: 5, seenMinutesAgo: 2 });
    await accountStatus(cookie);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('sign out everywhere still ends every session', async () => {
    const cookie = await signedInCookie(chromeOnLinux);
    const other = await signedInCookie(firefoxOnWindows);
    const ended = await callRoute(signOutEverywhere, {
      path: `${account}/sign-out-everywhere`,
      method: 'POST',
      headers: { cookie },
    });
    expect(ended.status).toBe(200);
    expect(await accountStatus(cookie)).toBe(401);
    expect(await accountStatus(other)).toBe(401);
  });
});

describe('one’s own sessions on the account page', () => {
  it('lists the active sessions, marks this device, and ends another one with an audit entry', async () => {
    const here = await signedInCookie(chromeOnLinux);
    const phone = await signedInCookie(firefoxOnWindows);
    const phoneId = (await sessionIdOfCookie(phone)) ?? '';
    const listed = await callRoute<{ sessions: Array<Record<string, unknown>> }>(listSessions, {
      path: `${account}/sessions`,
      headers: { cookie: here },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Chrome on Linux', current: true }),
        expect.objectContaining({ sessionUuid: phoneId, device: 'Firefox on Windows', current: false }),
      ]),
    );

    const ended = await callRoute(endSession, {
      path: `${account}/sessions/${phoneId}`,
      params: { sessionUuid: phoneId },
      method: 'DELETE',
      headers: { cookie: here },
    });
    expect(ended.status).toBe(200);
    expect(await accountStatus(phone)).toBe(401);
    expect(await accountStatus(here)).toBe(200);
    const audited = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'user.session.end'), eq(auditEntries.targetUuid, phoneId)));
    expect(audited).toHaveLength(1);
    const after = await callRoute<{ sessions: Array<{ sessionUuid: string }> }>(listSessions, {
      path: `${account}/sessions`,
      headers: { cookie: here },
    });
    expect(after.body.sessions.map((s) => s.sessionUuid)).not.toContain(phoneId);
  });

  it('cannot end someone else’s session', async () => {
    const mine = await sessionCookieFor(tenant.advisor.userUuid);
    const theirs = await sessionCookieFor(tenant.defaultUserUuid);
    const theirId = (await sessionIdOfCookie(theirs)) ?? '';
    const refused = await callRoute(endSession, {
      path: `${account}/sessions/${theirId}`,
      params: { sessionUuid: theirId },
      method: 'DELETE',
      headers: { cookie: mine },
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { code: 'SESSION_NOT_FOUND' } });
    expect(await accountStatus(theirs)).toBe(200);
  });
});

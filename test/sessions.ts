import { eq } from 'drizzle-orm';
import { decode, encode } from 'next-auth/jwt';
import { authOptions } from '../server/auth/next-auth';
import { startSession } from '../server/auth/session-records';
import { db } from '../server/db/client';
import { userSessions } from '../server/db/schema';
import { env } from '../server/env';

/** The sign-in check behind the login form (the credentials provider's authorize), called directly. */
export async function signIn(username: string, password: string, userAgent?: string) {
  const provider = authOptions.providers[0] as unknown as {
    options: {
      authorize: (c: Record<string, string>, r: { headers: Record<string, string> }) => Promise<unknown>;
    };
  };
  const headers: Record<string, string> = userAgent ? { 'user-agent': userAgent } : {};
  return (await provider.options.authorize({ username, password }, { headers })) as {
    id: string;
    name: string;
    mustChangePassword: boolean;
    sessionId: string;
  } | null;
}

/** The cookie next-auth sets for a token carrying `sessionId`, as after sign-in. */
export async function cookieForSession(
  userUuid: string,
  sessionId: string | undefined,
  mustChangePassword = false,
): Promise<string> {
  const token = await encode({
    token: { sub: userUuid, name: userUuid, sessionId, mustChangePassword },
    secret: env().NEXTAUTH_SECRET,
  });
  return `next-auth.session-token=${token}`;
}

/** A new session record and its cookie, for route calls made as that person. */
export async function sessionCookieFor(
  userUuid: string,
  options: { signedInAt?: number; mustChangePassword?: boolean; userAgent?: string } = {},
): Promise<string> {
  const sessionId = await startSession(db(), userUuid, options.userAgent);
  if (options.signedInAt !== undefined) {
    const at = new Date(options.signedInAt);
    await db()
      .update(userSessions)
      .set({ createdAt: at, lastSeenAt: at })
      .where(eq(userSessions.uuid, sessionId));
  }
  return cookieForSession(userUuid, sessionId, options.mustChangePassword ?? false);
}

/** The session id inside a cookie made by the helpers above. */
export async function sessionIdOfCookie(cookie: string): Promise<string | undefined> {
  const token = await decode({ token: cookie.split('=')[1] ?? '', secret: env().NEXTAUTH_SECRET });
  return typeof token?.sessionId === 'string' ? token.sessionId : undefined;
}

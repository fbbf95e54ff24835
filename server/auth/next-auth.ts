import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { verifySecret } from '../core/password';
import { db } from '../db/client';
import { env } from '../env';
import { countCurrentMemberships } from '../users/dealer-associate-records';
import { findUserByLogin } from '../users/user-records';
import { isAdministrator, loadAdministration } from './administration';
import { clientAddress, peerAddressHeader } from './client-address';
import { redirectWithinApp } from './safe-callback-url';
import { endSession, startSession } from './session-records';
import { loadSessionState, sessionIdOf } from './session-state';
import { signInErrors, throttledSignInError } from './sign-in-errors';
import { checkUnderThrottle } from './throttled-check';

export { signInErrors } from './sign-in-errors';

// next-auth's Session is an interface, so adding the user's uuid needs declaration merging.
declare module 'next-auth' {
  interface Session {
    userUuid: string;
    /** Signed in with a temporary password: only the own-account operations answer until it is changed. */
    mustChangePassword: boolean;
  }
  interface User {
    mustChangePassword?: boolean;
    sessionId?: string;
  }
}
declare module 'next-auth/jwt' {
  interface JWT {
    /** The user_sessions record, checked on every request (server/auth/session-state.ts). */
    sessionId?: string;
    mustChangePassword?: boolean;
  }
}

const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1000),
});

type HeaderValue = string | string[] | undefined;

const firstHeader = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value);

/** Same address rule as the API's Basic authentication, so both count failures under one key. */
function addressFromHeaders(headers: Record<string, HeaderValue> | undefined): string | null {
  return clientAddress({
    forwardedFor: firstHeader(headers?.['x-forwarded-for']),
    realIp: firstHeader(headers?.['x-real-ip']),
    peerAddress: firstHeader(headers?.[peerAddressHeader]),
  });
}

/** Verifies an advisor's login and password under the same throttle as the API's Basic authentication. */
async function authorizeAdvisor(
  input: unknown,
  headers: Record<string, HeaderValue> | undefined,
): Promise<{ id: string; name: string; mustChangePassword: boolean; sessionId: string } | null> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return null;
  const { username, password } = parsed.data;
  const database = db();
  const subject = { username, address: addressFromHeaders(headers) };
  const user = await findUserByLogin(database, username);
  // verifySecret runs even for an unknown login, so timing does not reveal which logins exist.
  const check = await checkUnderThrottle(
    database,
    subject,
    async () => (await verifySecret(user?.passwordHash, password)) && user !== undefined,
  );
  if (!check.checked) throw new Error(throttledSignInError(check.retryAfterSeconds));
  const valid = check.succeeded;
  if (!user || !valid) return null;
  if (user.deactivatedAt) return null;
  // Administrators (an operator of an empty install) may sign in without belonging to a department.
  if (
    (await countCurrentMemberships(database, user.uuid)) === 0 &&
    !isAdministrator(await loadAdministration(database, user.uuid))
  )
    throw new Error(signInErrors.noDepartment);
  return {
    id: user.uuid,
    name: `${user.firstName} ${user.lastName}`.trim(),
    mustChangePassword: user.mustChangePassword,
    sessionId: await startSession(database, user.uuid, firstHeader(headers?.['user-agent'])),
  };
}

export const authOptions: NextAuthOptions = {
  secret: env().NEXTAUTH_SECRET,
  // API requests read the same JWT cookie through getToken (server/auth/authenticate.ts).
  // The cookie lives as long as a session may; the record (idle and absolute limits) decides sooner.
  session: { strategy: 'jwt', maxAge: env().SESSION_MAX_DAYS * 86_400 },
  pages: { signIn: '/login' },
  providers: [
    CredentialsProvider({
      name: 'ServiceBay',
      credentials: {
        username: { label: 'Username', type: 'text' },
        password: { label: 'Password', type: 'password' },
      },
      authorize: (credentials, request) => authorizeAdvisor(credentials, request.headers),
    }),
  ],
  callbacks: {
    redirect: redirectWithinApp,
    // token.sub is the user uuid (the provider returns it as id); authenticate.ts relies on that.
    // A session ended since sign-in (sign-out, idle, too old, password change, deactivation) loses its sub.
    jwt: async ({ token, user }) => {
      if (user) return { ...token, sessionId: user.sessionId, mustChangePassword: user.mustChangePassword };
      if (!token.sub) return token;
      const state = await loadSessionState(db(), token.sub, sessionIdOf(token));
      return state.current ? { ...token, mustChangePassword: state.mustChangePassword } : {};
    },
    session: ({ session, token }) => ({
      ...session,
      userUuid: token.sub ?? '',
      mustChangePassword: token.mustChangePassword === true,
    }),
  },
  events: {
    // Signing out ends the record, so a copy of the cookie stops working everywhere at once.
    signOut: async ({ token }) => {
      const sessionId = sessionIdOf(token ?? {});
      if (token?.sub && sessionId) await endSession(db(), token.sub, sessionId);
    },
  },
};

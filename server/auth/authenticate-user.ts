import { getToken } from 'next-auth/jwt';
import { DomainError } from '../core/errors';
import type { Principal } from '../core/principal';
import type { Database } from '../db/client';
import { env } from '../env';
import { loadAdministration } from './administration';
import { parseCookies } from './authenticate';
import { loadSessionState, sessionIdOf } from './session-state';

/**
 * A signed-in person from the session cookie, with their administrative roles, for operations
 * authorized by role. Partner credentials never administer: Basic is refused. Someone holding a
 * temporary password passes only where `allowPasswordChange` (their own account's operations).
 */
export async function authenticateUser(
  database: Database,
  request: Request,
  options: { allowPasswordChange: boolean },
): Promise<Principal> {
  if (request.headers.get('authorization')) {
    throw new DomainError('FORBIDDEN', 'Administration needs a signed-in session, not API credentials');
  }
  const token = await getToken({
    req: { cookies: parseCookies(request.headers.get('cookie')), headers: {} } as unknown as Parameters<
      typeof getToken
    >[0]['req'],
    secret: env().NEXTAUTH_SECRET,
  });
  if (!token?.sub) throw new DomainError('NO_AUTHENTICATION_PROVIDED', 'Sign in first');
  const sessionId = sessionIdOf(token);
  const session = await loadSessionState(database, token.sub, sessionId);
  if (!session.current) throw new DomainError('UNAUTHORIZED', 'Your session has ended; sign in again');
  if (session.mustChangePassword && !options.allowPasswordChange)
    throw new DomainError('PASSWORD_CHANGE_REQUIRED', 'Change your temporary password first');
  return {
    kind: 'advisor',
    id: token.sub,
    username: String(token.name ?? token.sub),
    grants: [],
    administration: await loadAdministration(database, token.sub),
    sessionId,
  };
}

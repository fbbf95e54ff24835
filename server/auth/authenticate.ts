import { getToken } from 'next-auth/jwt';
import { hearingApiClientChanges } from '../change-notices/principal-changes';
import {
  rememberedPrincipal,
  rememberingGeneration,
  rememberPrincipal,
} from '../change-notices/remembered-principals';
import { DomainError, isDomainError } from '../core/errors';
import type { Principal } from '../core/principal';
import type { Database } from '../db/client';
import { env } from '../env';
import { loadAdvisorGrants } from './advisor-grants';
import { findApiClientWithGrants, markApiClientUsed, unexpiredEarlierHashes } from './api-client-records';
import { asBasicChallenge } from './basic-challenge';
import { parseBasicAuthorization } from './basic-credentials';
import { clientAddress, peerAddressHeader } from './client-address';
import { matchingSecretHash } from './client-secrets';
import { loadSessionState, sessionIdOf } from './session-state';
import { throttledMessage } from './sign-in-errors';
import { checkUnderThrottle } from './throttled-check';
import { rememberVerified, verifyOnce, wasRecentlyVerified } from './verified-secrets';

export class ThrottledError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('TOO_MANY_FAILED_ATTEMPTS', throttledMessage(retryAfterSeconds));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return cookies;
}

type Credentials = { username: string; password: string };

/**
 * Verifies a partner's Basic credentials against the database. Repeated failures block the
 * username from that address and the address; failures for the username from everywhere only
 * space its checks (throttled-check.ts). A secret verified within the last minute skips argon2 and
 * the throttle (it is known to be right).
 */
export async function authenticateApiClient(
  database: Database,
  credentials: Credentials,
  address: string | null,
): Promise<Principal> {
  return (await verifyApiClient(database, credentials, address)).principal;
}

/**
 * The same, served from memory while this process hears every change to API clients
 * (server/change-notices/principal-changes.ts): a partner's steady stream of requests then costs
 * no round trip, and a revoked, rotated or re-granted client is still refused from the next
 * request on, here and on every other instance (each forgets it when the change commits).
 */
export async function authenticateApiClientRemembered(
  database: Database,
  credentials: Credentials,
  address: string | null,
): Promise<Principal> {
  const hearing = hearingApiClientChanges(database);
  const remembered = hearing ? rememberedPrincipal(credentials.username, credentials.password) : undefined;
  if (remembered) return remembered;
  const generation = rememberingGeneration();
  const verified = await verifyApiClient(database, credentials, address);
  // A secret in its grace period is read each time: its grace ends to the second on every instance.
  if (hearing && verified.byCurrentSecret) rememberPrincipal(credentials, verified.principal, generation);
  return verified.principal;
}

/** The principal, and whether the client's current secret matched (not one in its grace period). */
async function verifyApiClient(
  database: Database,
  credentials: Credentials,
  address: string | null,
): Promise<{ principal: Principal; byCurrentSecret: boolean }> {
  const { username, password } = credentials;
  const client = await findApiClientWithGrants(database, username);
  // Earlier secrets (a rotation's grace period) are read only when the current one does not match.
  const current = client !== undefined && wasRecentlyVerified(username, password, client.secretHash);
  const earlier = client && !current ? await unexpiredEarlierHashes(database, client.uuid) : [];
  const matched =
    (current ? client.secretHash : undefined) ??
    earlier.find((hash) => wasRecentlyVerified(username, password, hash)) ??
    (await verifyOnce(username, password, () =>
      verifySecretUnderThrottle(database, credentials, address, {
        hashes: client ? [client.secretHash, ...earlier] : [],
        active: client?.isActive === true,
      }),
    ));
  if (!client?.isActive) throw new DomainError('UNAUTHORIZED', 'The username or password is not valid');
  await markApiClientUsed(database, client);
  return {
    principal: { kind: 'apiClient', id: client.uuid, username: client.username, grants: client.grants },
    byCurrentSecret: matched === client.secretHash,
  };
}

/**
 * The argon2 check of a secret not verified lately, under the sign-in throttle: a place is taken
 * first, and given back when the secret was right. Remembers a right secret for the next requests
 * and answers the stored hash it matched.
 */
async function verifySecretUnderThrottle(
  database: Database,
  credentials: Credentials,
  address: string | null,
  stored: { hashes: string[]; active: boolean },
): Promise<string> {
  const found: { hash: string | null } = { hash: null };
  const check = await checkUnderThrottle(database, { username: credentials.username, address }, async () => {
    found.hash = await matchingSecretHash(stored.hashes, credentials.password);
    return found.hash !== null && stored.active;
  });
  if (!check.checked) throw new ThrottledError(check.retryAfterSeconds);
  const matched = found.hash;
  if (!check.succeeded || !matched)
    throw new DomainError('UNAUTHORIZED', 'The username or password is not valid');
  rememberVerified(credentials.username, credentials.password, matched);
  return matched;
}

/**
 * One Principal from either HTTP Basic (partners) or the next-auth session cookie (advisors).
 * Basic wins when both are present, so a partner tool run from a signed-in browser stays a partner.
 */
export async function authenticateRequest(database: Database, request: Request): Promise<Principal> {
  try {
    return await authenticateByHeaderOrCookie(database, request);
  } catch (error) {
    throw challengeFor(request, error);
  }
}

/**
 * Which 401s challenge for Basic: those of a request that sent an Authorization header, and those
 * of a request with no credentials unless a browser's page sent it (Sec-Fetch-Mode): a challenge
 * there would open the browser's own password dialog over the app.
 */
function challengeFor(request: Request, error: unknown): unknown {
  const triedHeader = request.headers.get('authorization') !== null;
  const fromBrowser = request.headers.get('sec-fetch-mode') !== null;
  const noCredentials = isDomainError(error) && error.code === 'NO_AUTHENTICATION_PROVIDED';
  return triedHeader || (noCredentials && !fromBrowser) ? asBasicChallenge(error) : error;
}

async function authenticateByHeaderOrCookie(database: Database, request: Request): Promise<Principal> {
  const parsed = parseBasicAuthorization(request.headers.get('authorization'));
  if (parsed.kind === 'basic') {
    return authenticateApiClientRemembered(
      database,
      parsed.credentials,
      clientAddress({
        forwardedFor: request.headers.get('x-forwarded-for'),
        realIp: request.headers.get('x-real-ip'),
        peerAddress: request.headers.get(peerAddressHeader),
      }),
    );
  }
  if (parsed.kind === 'malformed' || parsed.kind === 'other') {
    throw new DomainError(
      'INVALID_AUTHORITY_KEY_IN_REQUEST',
      'The Authorization header is not valid HTTP Basic credentials',
    );
  }
  const token = await getToken({
    req: { cookies: parseCookies(request.headers.get('cookie')), headers: {} } as unknown as Parameters<
      typeof getToken
    >[0]['req'],
    secret: env().NEXTAUTH_SECRET,
  });
  if (token?.sub) {
    const session = await loadSessionState(database, token.sub, sessionIdOf(token));
    if (!session.current) throw new DomainError('UNAUTHORIZED', 'Your session has ended; sign in again');
    if (session.mustChangePassword)
      throw new DomainError('PASSWORD_CHANGE_REQUIRED', 'Change your temporary password first');
    const grants = await loadAdvisorGrants(database, token.sub);
    if (grants.length > 0) {
      return { kind: 'advisor', id: token.sub, username: String(token.name ?? token.sub), grants };
    }
    throw new DomainError('UNAUTHORIZED', 'Your session is no longer valid; sign in again');
  }
  throw new DomainError('NO_AUTHENTICATION_PROVIDED', 'Send HTTP Basic credentials or sign in');
}

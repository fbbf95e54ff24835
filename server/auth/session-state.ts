import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';

export type SessionState = { current: boolean; mustChangePassword: boolean };

/**
 * Whether a session signed in at `signedInAt` (ms) still stands: the user exists, is not
 * deactivated, and has not ended their sessions since (password change, sign out everywhere,
 * a reset by an administrator). Read on every request, so an ended session stops at once even
 * though its JWT has not expired.
 */
export async function loadSessionState(tx: Tx, userUuid: string, signedInAt: number): Promise<SessionState> {
  const [user] = await tx
    .select({
      mustChangePassword: users.mustChangePassword,
      sessionsValidAfter: users.sessionsValidAfter,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.uuid, userUuid))
    .limit(1);
  if (!user || user.deactivatedAt) return { current: false, mustChangePassword: false };
  const ended = user.sessionsValidAfter !== null && signedInAt <= user.sessionsValidAfter.getTime();
  return { current: !ended, mustChangePassword: user.mustChangePassword };
}

/** When a token was signed in: our own claim (ms), else the JWT's iat (s) for tokens issued before it. */
export function signedInAtOf(token: { signedInAt?: unknown; iat?: unknown }): number {
  if (typeof token.signedInAt === 'number') return token.signedInAt;
  return typeof token.iat === 'number' ? token.iat * 1000 : 0;
}

import type { Tx } from '../db/client';
import { env } from '../env';
import { findSessionOfUser, touchSession } from './session-records';

export type SessionState = { current: boolean; mustChangePassword: boolean };

const ended: SessionState = { current: false, mustChangePassword: false };

/** Last-seen moves forward at most this often, so reading a session rarely writes. */
const touchEveryMs = 60_000;

type SessionRow = {
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  sessionsValidAfter: Date | null;
  deactivatedAt: Date | null;
};

/** Whether a session record still stands at `now`: not ended, not idle too long, not too old. */
export function sessionStands(row: SessionRow, now: number): boolean {
  const { SESSION_IDLE_MINUTES, SESSION_MAX_DAYS } = env();
  if (row.endedAt || row.deactivatedAt) return false;
  // Password change, sign out everywhere and deactivation end every session begun before them.
  if (row.sessionsValidAfter && row.createdAt.getTime() <= row.sessionsValidAfter.getTime()) return false;
  if (now - row.lastSeenAt.getTime() > SESSION_IDLE_MINUTES * 60_000) return false;
  return now - row.createdAt.getTime() <= SESSION_MAX_DAYS * 86_400_000;
}

/**
 * Whether the session `sessionId` of the user still stands, read with one indexed lookup on every
 * request so that an ended session stops at once even though its JWT has not expired.
 */
export async function loadSessionState(
  tx: Tx,
  userUuid: string,
  sessionId: string | undefined,
): Promise<SessionState> {
  if (!sessionId) return ended;
  const row = await findSessionOfUser(tx, userUuid, sessionId);
  const now = Date.now();
  if (!row || !sessionStands(row, now)) return ended;
  if (now - row.lastSeenAt.getTime() >= touchEveryMs)
    await touchSession(tx, userUuid, sessionId, new Date(now));
  return { current: true, mustChangePassword: row.mustChangePassword };
}

/** The session id a JWT carries; tokens issued before sessions were recorded carry none. */
export function sessionIdOf(token: { sessionId?: unknown }): string | undefined {
  return typeof token.sessionId === 'string' ? token.sessionId : undefined;
}

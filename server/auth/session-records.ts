import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { userSessions, users } from '../db/schema';
import { deviceLabel } from './device-label';

/** Records a new session at sign-in; its id goes into the JWT. */
export async function startSession(tx: Tx, userUuid: string, userAgent: string | null | undefined) {
  const now = new Date();
  const uuid = randomUUID();
  await tx
    .insert(userSessions)
    .values({ uuid, userUuid, device: deviceLabel(userAgent), createdAt: now, lastSeenAt: now });
  return uuid;
}

/** Ends one session of the user; false when it is not theirs or already ended. */
export async function endSession(tx: Tx, userUuid: string, sessionId: string): Promise<boolean> {
  const rows = await tx
    .update(userSessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(userSessions.uuid, sessionId),
        eq(userSessions.userUuid, userUuid),
        isNull(userSessions.endedAt),
      ),
    )
    .returning({ uuid: userSessions.uuid });
  return rows.length > 0;
}

/** The user's session with what decides whether it still stands (its person's state included). */
export async function findSessionOfUser(tx: Tx, userUuid: string, sessionId: string) {
  const [row] = await tx
    .select({
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
      endedAt: userSessions.endedAt,
      sessionsValidAfter: users.sessionsValidAfter,
      deactivatedAt: users.deactivatedAt,
      mustChangePassword: users.mustChangePassword,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.uuid, userSessions.userUuid))
    .where(and(eq(userSessions.uuid, sessionId), eq(userSessions.userUuid, userUuid)))
    .limit(1);
  return row;
}

export async function touchSession(tx: Tx, userUuid: string, sessionId: string, at: Date): Promise<void> {
  await tx
    .update(userSessions)
    .set({ lastSeenAt: at })
    .where(and(eq(userSessions.uuid, sessionId), eq(userSessions.userUuid, userUuid)));
}

/** The user's sessions not ended by sign-out, newest first, with their person's state. */
export const findOpenSessionsOfUser = (tx: Tx, userUuid: string) =>
  tx
    .select({
      uuid: userSessions.uuid,
      device: userSessions.device,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
      endedAt: userSessions.endedAt,
      sessionsValidAfter: users.sessionsValidAfter,
      deactivatedAt: users.deactivatedAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.uuid, userSessions.userUuid))
    .where(and(eq(userSessions.userUuid, userUuid), isNull(userSessions.endedAt)))
    .orderBy(desc(userSessions.createdAt))
    .limit(200);

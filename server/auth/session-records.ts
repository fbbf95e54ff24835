import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { userSessions } from '../db/schema';
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

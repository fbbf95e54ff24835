import { and, desc, eq, isNull } from 'drizzle-orm';
import { sessionStands } from '../auth/session-state';
import type { UseCaseContext } from '../core/context';
import { userSessions, users } from '../db/schema';

/** The signed-in person's sessions that still stand, the one making the request marked current. */
export async function listOwnSessions(ctx: UseCaseContext) {
  const userUuid = ctx.principal?.id ?? '';
  const rows = await ctx.db
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
  const now = Date.now();
  return {
    sessions: rows
      .filter((row) => sessionStands(row, now))
      .map((row) => ({
        sessionUuid: row.uuid,
        device: row.device,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.uuid === ctx.principal?.sessionId,
      })),
  };
}

import { findOpenSessionsOfUser } from '../auth/session-records';
import { sessionStands } from '../auth/session-state';
import type { UseCaseContext } from '../core/context';

/** The signed-in person's sessions that still stand, the one making the request marked current. */
export async function listOwnSessions(ctx: UseCaseContext) {
  const userUuid = ctx.principal?.id ?? '';
  const rows = await findOpenSessionsOfUser(ctx.db, userUuid);
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

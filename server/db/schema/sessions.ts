import { foreignKey, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people';

/**
 * One signed-in browser session; its id travels in the JWT cookie. A session stands while it is not
 * ended, was seen within the idle timeout and is younger than the absolute lifetime (server/env.ts).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    uuid: text('uuid').primaryKey(),
    userUuid: text('user_uuid').notNull(),
    /** A simplified device name such as "Chrome on Linux", never the raw User-Agent. */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most about once a minute, so a request does not write. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('user_sessions_user_idx').on(t.userUuid, t.createdAt),
    foreignKey({
      name: 'user_sessions_user_uuid_fk',
      columns: [t.userUuid],
      foreignColumns: [users.uuid],
    }).onDelete('cascade'),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { dealers, departments } from './tenancy';

/** A partner's credentials for HTTP Basic. The secret is stored only as an argon2 hash. */
export const apiClients = pgTable(
  'api_clients',
  {
    uuid: text('uuid').primaryKey(),
    username: text('username').notNull(),
    secretHash: text('secret_hash').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Signs this client's callbacks (Standard Webhooks); created on its first callback. */
    webhookSecret: text('webhook_secret'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('api_clients_username_unique').on(sql`lower(${t.username})`)],
);

export type GrantLevel = 'DEALER' | 'DEPARTMENT';

/** One scope granted to a client for one dealer (covers its departments) or one department. */
export const apiClientGrants = pgTable(
  'api_client_grants',
  {
    uuid: text('uuid').primaryKey(),
    apiClientUuid: text('api_client_uuid').notNull(),
    scope: text('scope').notNull(),
    level: text('level').$type<GrantLevel>().notNull(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid'),
    ...timestamps,
  },
  (t) => [
    index('api_client_grants_client_idx').on(t.apiClientUuid),
    foreignKey({
      name: 'api_client_grants_api_client_uuid_fk',
      columns: [t.apiClientUuid],
      foreignColumns: [apiClients.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'api_client_grants_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'api_client_grants_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
  ],
);

/** Failed sign-ins, counted per username and per address to slow down guessing. */
export const authFailures = pgTable(
  'auth_failures',
  {
    uuid: text('uuid').primaryKey(),
    throttleKey: text('throttle_key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('auth_failures_key_time_idx').on(t.throttleKey, t.occurredAt)],
);

/**
 * Sign-in attempts per throttle key and fixed window, one row each. The row is counted up in one
 * statement that also checks the limit, so simultaneous attempts cannot pass it together.
 */
export const authFailureCounts = pgTable(
  'auth_failure_counts',
  {
    throttleKey: text('throttle_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'auth_failure_counts_pk', columns: [t.throttleKey, t.windowStart] }),
    index('auth_failure_counts_window_idx').on(t.windowStart),
  ],
);

export type ApiClient = typeof apiClients.$inferSelect;
export type ApiClientGrant = typeof apiClientGrants.$inferSelect;

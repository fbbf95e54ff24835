import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { apiClients } from './access';
import { timestamps } from './columns';
import { users } from './people';
import { dealers } from './tenancy';

export type AdministratorRole = 'OPERATOR' | 'DEALER_ADMIN';

/**
 * Who may administer what: a platform operator runs the install (every dealer); a dealership
 * administrator manages one dealer. A user holds each role at most once per dealer.
 */
export const administrators = pgTable(
  'administrators',
  {
    uuid: text('uuid').primaryKey(),
    userUuid: text('user_uuid').notNull(),
    role: text('role').$type<AdministratorRole>().notNull(),
    /** The dealer a DEALER_ADMIN manages; null for an OPERATOR. */
    dealerUuid: text('dealer_uuid'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('administrators_one_operator_role_per_user')
      .on(t.userUuid)
      .where(sql`${t.role} = 'OPERATOR'`),
    uniqueIndex('administrators_one_dealer_admin_role_per_user_dealer')
      .on(t.userUuid, t.dealerUuid)
      .where(sql`${t.role} = 'DEALER_ADMIN'`),
    index('administrators_dealer_idx').on(t.dealerUuid),
    check(
      'administrators_role_dealer_check',
      sql`(${t.role} = 'OPERATOR' and ${t.dealerUuid} is null) or (${t.role} = 'DEALER_ADMIN' and ${t.dealerUuid} is not null)`,
    ),
    foreignKey({
      name: 'administrators_user_uuid_fk',
      columns: [t.userUuid],
      foreignColumns: [users.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'administrators_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/**
 * Earlier secrets of an API client still accepted until expires_at, so a partner can switch to a
 * rotated secret without downtime. The current secret stays in api_clients.secret_hash.
 */
export const apiClientSecrets = pgTable(
  'api_client_secrets',
  {
    uuid: text('uuid').primaryKey(),
    apiClientUuid: text('api_client_uuid').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('api_client_secrets_client_expiry_idx').on(t.apiClientUuid, t.expiresAt),
    foreignKey({
      name: 'api_client_secrets_api_client_uuid_fk',
      columns: [t.apiClientUuid],
      foreignColumns: [apiClients.uuid],
    }).onDelete('cascade'),
  ],
);

export type AuditActorKind = 'user' | 'apiClient' | 'system' | 'public';

/**
 * One administrative action: who, when, what, on which record, the state before and after (never
 * a secret). Written in the action's own transaction; the service has no path that changes or
 * deletes an entry.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    uuid: text('uuid').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorUuid: text('actor_uuid'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetUuid: text('target_uuid').notNull(),
    /** The dealer the action concerns, so a dealership administrator sees their own entries. */
    dealerUuid: text('dealer_uuid'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    ...timestamps,
  },
  (t) => [
    index('audit_entries_dealer_time_idx').on(t.dealerUuid, t.occurredAt),
    index('audit_entries_time_idx').on(t.occurredAt),
  ],
);

export type Administrator = typeof administrators.$inferSelect;
export type AuditEntry = typeof auditEntries.$inferSelect;

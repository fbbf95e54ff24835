import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { dealers, departments } from './tenancy';

/** A person who can sign in (login + password) or act as an integration sender (no password). */
export const users = pgTable(
  'users',
  {
    uuid: text('uuid').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address'),
    phone: text('phone'),
    login: text('login'),
    passwordHash: text('password_hash'),
    /** Set with a temporary password: the user must choose their own before doing anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Sessions signed in before this instant are ended (password change, sign out everywhere). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    /** A deactivated user cannot sign in; their history stays. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_login_unique').on(sql`lower(${t.login})`)],
);

export const roles = pgTable(
  'roles',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    roleName: text('role_name').notNull(),
    roleAcronym: text('role_acronym').notNull(),
    isServiceRole: boolean('is_service_role').notNull().default(false),
    defaultAuthorities: jsonb('default_authorities').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roles_dealer_acronym_unique').on(t.dealerUuid, t.roleAcronym),
    foreignKey({
      name: 'roles_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/** A user's membership of one department: the identity that books, sends and is assigned. */
export const dealerAssociates = pgTable(
  'dealer_associates',
  {
    uuid: text('uuid').primaryKey(),
    userUuid: text('user_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    roleUuid: text('role_uuid'),
    userName: text('user_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isValid: boolean('is_valid').notNull().default(true),
    isAdvisor: boolean('is_advisor').notNull().default(false),
    /** Marked in administration as someone who drives pickups and deliveries: the trip driver choices. */
    isDriver: boolean('is_driver').notNull().default(false),
    authorities: jsonb('authorities').$type<string[]>().notNull().default([]),
    textNumber: text('text_number'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dealer_associates_user_department_unique').on(t.userUuid, t.departmentUuid),
    uniqueIndex('dealer_associates_department_username_unique').on(
      t.departmentUuid,
      sql`lower(${t.userName})`,
    ),
    // Exactly one Default DealerAssociate per department (the system sender).
    uniqueIndex('dealer_associates_one_default_per_department')
      .on(t.departmentUuid)
      .where(sql`${t.isDefault}`),
    index('dealer_associates_department_idx').on(t.departmentUuid),
    foreignKey({
      name: 'dealer_associates_user_uuid_fk',
      columns: [t.userUuid],
      foreignColumns: [users.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'dealer_associates_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'dealer_associates_role_uuid_fk',
      columns: [t.roleUuid],
      foreignColumns: [roles.uuid],
    }).onDelete('set null'),
  ],
);

/** Dealer associate groups. */
export const teams = pgTable(
  'teams',
  {
    uuid: text('uuid').primaryKey(),
    departmentUuid: text('department_uuid').notNull(),
    name: text('name').notNull(),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('teams_department_idx').on(t.departmentUuid),
    foreignKey({
      name: 'teams_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamUuid: text('team_uuid').notNull(),
    dealerAssociateUuid: text('dealer_associate_uuid').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'team_members_pk', columns: [t.teamUuid, t.dealerAssociateUuid] }),
    index('team_members_dealer_associate_idx').on(t.dealerAssociateUuid),
    foreignKey({
      name: 'team_members_team_uuid_fk',
      columns: [t.teamUuid],
      foreignColumns: [teams.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'team_members_dealer_associate_uuid_fk',
      columns: [t.dealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('cascade'),
  ],
);

export type User = typeof users.$inferSelect;
export type Role = typeof roles.$inferSelect;
export type DealerAssociate = typeof dealerAssociates.$inferSelect;
export type Team = typeof teams.$inferSelect;

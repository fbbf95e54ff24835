import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { dealers, departments } from './tenancy';

/** How a department takes bookings from its customers on the public scheduling page (and partners' online flow). */
export const onlineSchedulingSettings = pgTable(
  'online_scheduling_settings',
  {
    departmentUuid: text('department_uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** How many days ahead (today included) customers may book. */
    daysAhead: integer('days_ahead').notNull().default(14),
    /** Minimum notice for an online booking, in minutes; may be longer than the advisors' own. */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    /** The transport options offered online; null: every option shown online. */
    transportOptionUuids: text('transport_option_uuids').array(),
    /** Whether customers may pick their advisor. */
    advisorChoice: boolean('advisor_choice').notNull().default(false),
    /** Advisors bookable online; null: every advisor of the department. */
    bookableAdvisorUuids: text('bookable_advisor_uuids').array(),
    welcomeText: text('welcome_text'),
    termsText: text('terms_text'),
    ...timestamps,
  },
  (t) => [
    index('online_scheduling_settings_dealer_idx').on(t.dealerUuid),
    foreignKey({
      name: 'online_scheduling_settings_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'online_scheduling_settings_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/** The short name a dealership's public scheduling address may use instead of its uuid. */
export const onlineDealerNames = pgTable(
  'online_dealer_names',
  {
    dealerUuid: text('dealer_uuid').primaryKey(),
    /** Lower case letters, digits and dashes. */
    shortName: text('short_name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('online_dealer_names_short_name_unique').on(t.shortName),
    foreignKey({
      name: 'online_dealer_names_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/** One-time codes sent by text to prove a phone, or by email to prove an address: only their hash is kept. */
export const onlineCodes = pgTable(
  'online_codes',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    /** E.164; null for a code sent by email. */
    phone: text('phone'),
    /** Lower case; null for a code sent by text. */
    email: text('email'),
    /** The caller's address as the sign-in throttle reads it; null when unknown. */
    callerAddress: text('caller_address'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('online_codes_phone_idx').on(t.phone, t.createdAt),
    index('online_codes_email_idx').on(t.email, t.createdAt),
    index('online_codes_caller_address_idx').on(t.callerAddress, t.createdAt),
    foreignKey({
      name: 'online_codes_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/** "Text me when something opens": a customer waiting for a free time on a day. */
export const onlineWaitlist = pgTable(
  'online_waitlist',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    /** E.164, proven by a code. */
    phone: text('phone').notNull(),
    customerUuid: text('customer_uuid'),
    localDate: text('local_date').notNull(),
    operationUuids: text('operation_uuids').array().notNull(),
    transportOptionUuid: text('transport_option_uuid'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('online_waitlist_department_date_idx').on(t.departmentUuid, t.localDate, t.createdAt),
    uniqueIndex('online_waitlist_phone_date_unique').on(t.departmentUuid, t.phone, t.localDate),
    foreignKey({
      name: 'online_waitlist_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'online_waitlist_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('set null'),
  ],
);

/** Consent to texts given on the public page, with its evidence: when, on which page, the words shown. */
export const onlineConsents = pgTable(
  'online_consents',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    phone: text('phone').notNull(),
    appointmentUuid: text('appointment_uuid'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    page: text('page').notNull(),
    wording: text('wording').notNull(),
    ...timestamps,
  },
  (t) => [
    index('online_consents_customer_idx').on(t.customerUuid, t.consentedAt),
    foreignKey({
      name: 'online_consents_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
  ],
);

export type OnlineSchedulingSettings = typeof onlineSchedulingSettings.$inferSelect;
export type OnlineCode = typeof onlineCodes.$inferSelect;
export type OnlineWaitlistEntry = typeof onlineWaitlist.$inferSelect;

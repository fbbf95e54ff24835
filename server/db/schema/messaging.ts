import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { dealerAssociates } from './people';
import { dealers, departments } from './tenancy';

export type MessageProtocol = 'TEXT' | 'EMAIL' | 'VOICE_CALL' | 'NONE';
export type MessageDirection = 'OUTGOING' | 'INCOMING';
/** MESSAGE = text or email; NOTE = internal note; EVENT = system event (opt-out, expiry ...); DRAFT = scheduled send. */
export type MessageKind = 'MESSAGE' | 'NOTE' | 'EVENT' | 'DRAFT';
/**
 * Lifecycle of an outgoing message: QUEUED → SENDING → SENT → DELIVERED, or FAILED at any step.
 * WAITING_FOR_OPT_IN holds a queueIfOptedOut text until the customer opts in (→ QUEUED) or the
 * dealership's timeout passes (→ EXPIRED). Incoming messages are RECEIVED; notes and events NONE.
 */
export type DeliveryStatus =
  | 'QUEUED'
  | 'WAITING_FOR_OPT_IN'
  | 'SENDING'
  | 'SENT'
  | 'DELIVERED'
  | 'FAILED'
  | 'EXPIRED'
  | 'RECEIVED'
  | 'NONE';
export type MessageDraftStatus = 'SCHEDULED' | 'SENT' | 'FAILED';
export type MessageWarning = { warningCode: string; warningDescription: string };
/** An RFC 5545 calendar object and its METHOD, sent with an appointment's email as text/calendar. */
export type MessageCalendarInvite = { method: 'REQUEST' | 'CANCEL'; ics: string };

/** Every text, email, note, system event and draft of a customer's thread in one department. */
export const messages = pgTable(
  'messages',
  {
    uuid: text('uuid').primaryKey(),
    /** The numeric id of the wire record. */
    id: integer('id').generatedAlwaysAsIdentity({ name: 'messages_id_seq' }).notNull(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    dealerAssociateUuid: text('dealer_associate_uuid'),
    kind: text('kind').$type<MessageKind>().notNull(),
    protocol: text('protocol').$type<MessageProtocol>().notNull(),
    direction: text('direction').$type<MessageDirection>().notNull(),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull(),
    fromName: text('from_name'),
    fromNumber: text('from_number'),
    toName: text('to_name'),
    toNumber: text('to_number'),
    ccList: jsonb('cc_list').$type<string[]>().notNull().default([]),
    bccList: jsonb('bcc_list').$type<string[]>().notNull().default([]),
    subject: text('subject'),
    body: text('body').notNull(),
    sendVCard: boolean('send_vcard').notNull().default(false),
    isManual: boolean('is_manual').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    isArchive: boolean('is_archive').notNull().default(false),
    purpose: text('purpose'),
    providerMessageId: text('provider_message_id'),
    errorCode: text('error_code'),
    /** The carrier's own numeric code for a refusal or undelivered text (Twilio's, e.g. 21610, 30003). */
    providerErrorCode: text('provider_error_code'),
    failureReason: text('failure_reason'),
    warnings: jsonb('warnings').$type<MessageWarning[]>().notNull().default([]),
    sendSynchronously: boolean('send_synchronously').notNull().default(false),
    callbackUrl: text('callback_url'),
    callbackMetaData: jsonb('callback_meta_data').$type<Record<string, string>>(),
    apiClientUuid: text('api_client_uuid'),
    requestUuid: text('request_uuid'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    /** Segments the carrier bills for an outgoing text (GSM-7 or UCS-2, as composed); null otherwise. */
    segmentCount: integer('segment_count'),
    sentOn: timestamp('sent_on', { withTimezone: true }),
    /** Thread order: when the message entered the thread (created, received or, for drafts, scheduled). */
    receivedOn: timestamp('received_on', { withTimezone: true }).notNull().defaultNow(),
    routedOn: timestamp('routed_on', { withTimezone: true }),
    deliveredOn: timestamp('delivered_on', { withTimezone: true }),
    queueExpiresAt: timestamp('queue_expires_at', { withTimezone: true }),
    draftStatus: text('draft_status').$type<MessageDraftStatus>(),
    scheduledOn: timestamp('scheduled_on', { withTimezone: true }),
    addSignature: boolean('add_signature').notNull().default(false),
    /** The appointment a confirmation, change, cancellation or reminder is about. */
    appointmentUuid: text('appointment_uuid'),
    /** The invite an appointment's email carries, rendered when the email is queued. */
    calendarInvite: jsonb('calendar_invite').$type<MessageCalendarInvite>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('messages_id_unique').on(t.id),
    index('messages_thread_idx').on(t.departmentUuid, t.customerUuid, t.receivedOn, t.uuid),
    index('messages_customer_idx').on(t.customerUuid),
    index('messages_recipient_rate_idx').on(t.dealerUuid, t.toNumber, t.createdAt),
    uniqueIndex('messages_provider_id_unique')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('messages_waiting_idx')
      .on(t.deliveryStatus, t.queueExpiresAt)
      .where(sql`${t.deliveryStatus} = 'WAITING_FOR_OPT_IN'`),
    index('messages_stuck_idx').on(t.deliveryStatus, t.updatedAt).where(sql`${t.deliveryStatus} = 'SENDING'`),
    // The metrics' oldest queued text, read at every scrape: the queue, not the whole history.
    index('messages_queued_idx').on(t.deliveryStatus, t.updatedAt).where(sql`${t.deliveryStatus} = 'QUEUED'`),
    // The inbox's unread counts (its badge is polled from every page): only what is still unread.
    index('messages_unread_idx')
      .on(t.departmentUuid, t.customerUuid)
      .where(sql`${t.direction} = 'INCOMING' and not ${t.isRead}`),
    foreignKey({
      name: 'messages_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'messages_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'messages_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'messages_dealer_associate_uuid_fk',
      columns: [t.dealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('set null'),
  ],
);

/**
 * An advisor working a customer's thread in the inbox: others' sends to the customer answer
 * CUSTOMER_LOCKED until the lock expires or is released.
 */
export const customerLocks = pgTable(
  'customer_locks',
  {
    uuid: text('uuid').primaryKey(),
    departmentUuid: text('department_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    dealerAssociateUuid: text('dealer_associate_uuid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customer_locks_department_customer_unique').on(t.departmentUuid, t.customerUuid),
    foreignKey({
      name: 'customer_locks_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'customer_locks_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'customer_locks_dealer_associate_uuid_fk',
      columns: [t.dealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('cascade'),
  ],
);

/** A dealership's messaging settings; a dealer without a row uses the defaults of server/env.ts. */
export const messagingSettings = pgTable(
  'messaging_settings',
  {
    dealerUuid: text('dealer_uuid').primaryKey(),
    /** How long a queueIfOptedOut text waits for the customer's opt-in before it expires. */
    optInQueueTimeoutMinutes: integer('opt_in_queue_timeout_minutes').notNull().default(1440),
    /** Most messages to one recipient within the window (RATE_LIMIT_REACHED above it). */
    recipientRateLimit: integer('recipient_rate_limit'),
    recipientRateWindowSeconds: integer('recipient_rate_window_seconds'),
    /** Addresses or @domains that never receive email from the dealership. */
    blockedEmailDomains: jsonb('blocked_email_domains').$type<string[]>().notNull().default([]),
    /** CC addresses that asked not to be copied. */
    doNotCcAddresses: jsonb('do_not_cc_addresses').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'messaging_settings_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type CustomerLock = typeof customerLocks.$inferSelect;
export type MessagingSettings = typeof messagingSettings.$inferSelect;

/** Texts an advisor starts from; their placeholders ({firstName}, {appointmentTime} …) are filled in the composer. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    uuid: text('uuid').primaryKey(),
    departmentUuid: text('department_uuid').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [
    index('message_templates_department_idx').on(t.departmentUuid),
    foreignKey({
      name: 'message_templates_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
  ],
);

/** Who in the department owns a customer's thread; one row per thread, none while unassigned. */
export const threadAssignments = pgTable(
  'thread_assignments',
  {
    departmentUuid: text('department_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    dealerAssociateUuid: text('dealer_associate_uuid').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'thread_assignments_pk', columns: [t.departmentUuid, t.customerUuid] }),
    index('thread_assignments_dealer_associate_idx').on(t.dealerAssociateUuid),
    foreignKey({
      name: 'thread_assignments_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'thread_assignments_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'thread_assignments_dealer_associate_uuid_fk',
      columns: [t.dealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('cascade'),
  ],
);

export type MessageTemplate = typeof messageTemplates.$inferSelect;

/**
 * The breaker of one text-provider account, shared by every process: once one finds the provider
 * down or refusing our credentials, none hands texts over until `openUntil`; then one process at
 * a time probes (holding `probeUntil`, a lease that ends by itself should the prober die).
 */
export const textProviderBreakers = pgTable('text_provider_breakers', {
  account: text('account').primaryKey(),
  /** Transient failures in a row since the provider last answered. */
  failures: integer('failures').notNull().default(0),
  openUntil: timestamp('open_until', { withTimezone: true }),
  probeUntil: timestamp('probe_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
export type TextProviderBreaker = typeof textProviderBreakers.$inferSelect;

/** How a customer gave consent to texts that an advisor recorded: face to face or on a call. */
export type TextConsentMethod = 'IN_PERSON' | 'BY_PHONE';

/**
 * Evidence of a consent to texts recorded by an advisor (the customer said yes in the lane or on
 * the phone): which number at which dealer, how, who recorded it and when. Kept as it was given;
 * a later opt-out is a new status of the number, not a change of this row.
 */
export const textConsents = pgTable(
  'text_consents',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    phoneNumber: text('phone_number').notNull(),
    method: text('method').$type<TextConsentMethod>().notNull(),
    recordedByUserUuid: text('recorded_by_user_uuid').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('text_consents_customer_idx').on(t.customerUuid, t.recordedAt),
    foreignKey({
      name: 'text_consents_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'text_consents_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'text_consents_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
  ],
);
export type TextConsent = typeof textConsents.$inferSelect;

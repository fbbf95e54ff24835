import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { timestamps } from './columns';
import { customers } from './customers';
import { dealerAssociates } from './people';
import { dealers, departments, type PaymentProcessorName } from './tenancy';

/*
 * Online payment links. Card numbers and CVV codes never reach the database: the processor answers
 * with a brand, the last four digits and (for saveCard) a token, and only those are stored.
 */

/**
 * OPEN until paid, out of attempts (DECLINED), past its ttl (EXPIRED, set lazily when seen) or
 * canceled by an advisor (CANCELED); a paid link whose whole amount went back is REFUNDED.
 */
export type PaymentLinkStatus = 'OPEN' | 'PAID' | 'DECLINED' | 'EXPIRED' | 'CANCELED' | 'REFUNDED';
export type PaymentType = 'auth' | 'sale';
export type PaymentCreatorKind = 'apiClient' | 'advisor';

export type AdditionalCharge = { amountMinor: number; description: string };
export type SignatureCoordinates = {
  x: number;
  y: number;
  width: number;
  height: number;
  pageNumber: number;
};
export type PaymentLinkFlags = {
  footerToAdd: boolean;
  useMyKaarmaEmailPaymentRequest: boolean;
  useMyKaarmaTextPaymentRequest: boolean;
  useMyKaarmaEmailReceipt: boolean;
  useMyKaarmaTextPaymentReceipt: boolean;
};

/** One payment link (the invoice of the wire's invoiceId) created through the payment URL request. */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    uuid: text('uuid').primaryKey(),
    /** The unguessable part of the public URL /pay/<token>. */
    token: text('token').notNull(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    dealerAssociateUuid: text('dealer_associate_uuid'),
    /** The visit the link was made for, from the appointment page; null for any other link. */
    appointmentUuid: text('appointment_uuid'),
    /** Who created the link: an API client uuid or an advisor's user uuid, with a display name. */
    createdByKind: text('created_by_kind').$type<PaymentCreatorKind>().notNull(),
    createdById: text('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    status: text('status').$type<PaymentLinkStatus>().notNull().default('OPEN'),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    additionalCharges: jsonb('additional_charges').$type<AdditionalCharge[]>().notNull().default([]),
    totalMinor: integer('total_minor').notNull(),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    paymentDescription: text('payment_description'),
    invoiceUrl: text('invoice_url'),
    processedFor: text('processed_for').notNull(),
    paymentReceiptFormat: text('payment_receipt_format').notNull(),
    requireSignature: boolean('require_signature').notNull().default(false),
    signatureCoordinates: jsonb('signature_coordinates').$type<SignatureCoordinates>(),
    verifyAvs: boolean('verify_avs').notNull().default(false),
    verifyZipCode: boolean('verify_zip_code').notNull().default(false),
    billingZipCode: text('billing_zip_code'),
    /** Attempts allowed in all: 1 + retryCount. */
    maxAttempts: integer('max_attempts').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    language: text('language').notNull(),
    orderRef: text('order_ref'),
    saveCard: boolean('save_card').notNull().default(false),
    bypass3ds: boolean('bypass_3ds').notNull().default(false),
    webhookUrl: text('webhook_url'),
    redirectUrl: text('redirect_url'),
    cssRef: text('css_ref'),
    flags: jsonb('flags').$type<PaymentLinkFlags>().notNull(),
    /** The payment URL request as received (it never carries card data). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The processor the customer was sent to (set when Pay is first pressed). */
    processor: text('processor').$type<PaymentProcessorName>(),
    /** The processor's checkout session for this link: one at a time, reused while open. */
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    /** Decided before the session is asked for, so a retried request repeats the same parameters. */
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    checkoutIdempotencyKey: text('checkout_idempotency_key'),
    checkoutCount: integer('checkout_count').notNull().default(0),
    /** The processor's payment (Stripe PaymentIntent) once the customer paid. */
    processorPaymentId: text('processor_payment_id'),
    capturedMinor: integer('captured_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** Drawn on the invoice page before leaving for the processor (requireSignature). */
    signatureSvgPath: text('signature_svg_path'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_invoices_token_unique').on(t.token),
    index('payment_invoices_checkout_session_idx').on(t.checkoutSessionId),
    index('payment_invoices_processor_payment_idx').on(t.processorPaymentId),
    index('payment_invoices_department_created_idx').on(t.departmentUuid, t.createdAt),
    index('payment_invoices_customer_idx').on(t.customerUuid),
    index('payment_invoices_appointment_idx').on(t.appointmentUuid),
    foreignKey({
      name: 'payment_invoices_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_invoices_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_invoices_appointment_uuid_fk',
      columns: [t.appointmentUuid],
      foreignColumns: [appointments.uuid],
    }).onDelete('set null'),
    foreignKey({
      name: 'payment_invoices_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_invoices_dealer_associate_uuid_fk',
      columns: [t.dealerAssociateUuid],
      foreignColumns: [dealerAssociates.uuid],
    }).onDelete('set null'),
  ],
);

export type PaymentAttemptOutcome = 'APPROVED' | 'DECLINED';

/** One card submission on the payment page and the processor's answer. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    uuid: text('uuid').primaryKey(),
    invoiceUuid: text('invoice_uuid').notNull(),
    dealerUuid: text('dealer_uuid').notNull(),
    processor: text('processor').notNull(),
    processorReference: text('processor_reference'),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome').$type<PaymentAttemptOutcome>().notNull(),
    declineCode: text('decline_code'),
    avsResult: text('avs_result'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** The customer's drawn signature as an SVG path, when the link asked for one. */
    signatureSvgPath: text('signature_svg_path'),
    ...timestamps,
  },
  (t) => [
    index('payment_attempts_invoice_idx').on(t.invoiceUuid),
    foreignKey({
      name: 'payment_attempts_invoice_uuid_fk',
      columns: [t.invoiceUuid],
      foreignColumns: [paymentInvoices.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_attempts_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/** A card saved for a customer (saveCard): the processor's token, never the number. */
export const savedCardTokens = pgTable(
  'saved_card_tokens',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    customerUuid: text('customer_uuid').notNull(),
    processor: text('processor').notNull(),
    token: text('token').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    sourceInvoiceUuid: text('source_invoice_uuid'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('saved_card_tokens_processor_token_unique').on(t.processor, t.token),
    index('saved_card_tokens_customer_idx').on(t.customerUuid),
    foreignKey({
      name: 'saved_card_tokens_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'saved_card_tokens_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'saved_card_tokens_source_invoice_uuid_fk',
      columns: [t.sourceInvoiceUuid],
      foreignColumns: [paymentInvoices.uuid],
    }).onDelete('set null'),
  ],
);

export type PaymentNotificationKind =
  | 'PAYMENT_REQUEST_TEXT'
  | 'PAYMENT_REQUEST_EMAIL'
  | 'RECEIPT_TEXT'
  | 'RECEIPT_EMAIL';
/** SENT: handed to Messaging; NOT_SENT: could not be sent, `reason` says why. */
export type PaymentNotificationStatus = 'SENT' | 'NOT_SENT';

/** Each text or email the flags asked for, and what became of it. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    uuid: text('uuid').primaryKey(),
    invoiceUuid: text('invoice_uuid').notNull(),
    dealerUuid: text('dealer_uuid').notNull(),
    kind: text('kind').$type<PaymentNotificationKind>().notNull(),
    destination: text('destination'),
    body: text('body').notNull(),
    status: text('status').$type<PaymentNotificationStatus>().notNull(),
    reason: text('reason'),
    messageReference: text('message_reference'),
    ...timestamps,
  },
  (t) => [
    index('payment_notifications_invoice_idx').on(t.invoiceUuid),
    uniqueIndex('payment_notifications_invoice_kind_unique')
      .on(t.invoiceUuid, t.kind)
      .where(sql`${t.kind} like 'RECEIPT%'`),
    foreignKey({
      name: 'payment_notifications_invoice_uuid_fk',
      columns: [t.invoiceUuid],
      foreignColumns: [paymentInvoices.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_notifications_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/**
 * Every event a processor reported (Stripe webhooks, raw) or the sandbox and advisors produced, kept
 * as received: deduplicated by the processor's event id, processed at most once.
 */
export const processorEvents = pgTable(
  'processor_events',
  {
    /** The processor's event id (evt_…), or a generated one for the sandbox's and advisors' events. */
    id: text('id').primaryKey(),
    processor: text('processor').$type<PaymentProcessorName>().notNull(),
    type: text('type').notNull(),
    /** The connected account the event came from (Stripe Connect). */
    account: text('account'),
    invoiceUuid: text('invoice_uuid'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What processing did with it, e.g. PAID, IGNORED: link already REFUNDED. */
    outcome: text('outcome'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('processor_events_invoice_idx').on(t.invoiceUuid, t.createdAt),
    // The daily pruning finds processed events by age.
    index('processor_events_processed_idx').on(t.processedAt),
    foreignKey({
      name: 'processor_events_invoice_uuid_fk',
      columns: [t.invoiceUuid],
      foreignColumns: [paymentInvoices.uuid],
    }).onDelete('cascade'),
  ],
);

export type PaymentInvoice = typeof paymentInvoices.$inferSelect;
export type ProcessorEvent = typeof processorEvents.$inferSelect;
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
export type SavedCardToken = typeof savedCardTokens.$inferSelect;
export type PaymentNotification = typeof paymentNotifications.$inferSelect;

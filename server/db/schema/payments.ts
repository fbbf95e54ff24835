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
import { timestamps } from './columns';
import { customers } from './customers';
import { dealerAssociates } from './people';
import { dealers, departments } from './tenancy';

/*
 * Online payment links. Card numbers and CVV codes never reach the database: the processor answers
 * with a brand, the last four digits and (for saveCard) a token, and only those are stored.
 */

/** OPEN until paid, out of attempts (DECLINED) or past its ttl (EXPIRED, set lazily when seen). */
export type PaymentLinkStatus = 'OPEN' | 'PAID' | 'DECLINED' | 'EXPIRED';
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_invoices_token_unique').on(t.token),
    index('payment_invoices_department_created_idx').on(t.departmentUuid, t.createdAt),
    index('payment_invoices_customer_idx').on(t.customerUuid),
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

export type PaymentInvoice = typeof paymentInvoices.$inferSelect;
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
export type SavedCardToken = typeof savedCardTokens.$inferSelect;
export type PaymentNotification = typeof paymentNotifications.$inferSelect;

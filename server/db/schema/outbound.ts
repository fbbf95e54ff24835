import { foreignKey, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export type WebhookDeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

/** Every callback or webhook the service sends, kept until delivered or given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    uuid: text('uuid').primaryKey(),
    /** What the delivery is about, e.g. message.status or payment.completed */
    kind: text('kind').notNull(),
    /** The record it reports on (message uuid, invoice uuid ...) */
    reference: text('reference'),
    dealerUuid: text('dealer_uuid'),
    /** The API client whose webhook secret signs the delivery; null → the service-wide secret. */
    apiClientUuid: text('api_client_uuid'),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_reference_idx').on(t.reference),
    index('webhook_deliveries_status_idx').on(t.status),
    // The daily pruning finds ended deliveries by age.
    index('webhook_deliveries_updated_idx').on(t.updatedAt),
  ],
);

/** One attempt of a delivery: what the receiver answered, kept so integrators can see each try. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    uuid: text('uuid').primaryKey(),
    deliveryUuid: text('delivery_uuid').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    ...timestamps,
  },
  (t) => [
    index('webhook_delivery_attempts_delivery_idx').on(t.deliveryUuid, t.attemptNumber),
    foreignKey({
      name: 'webhook_delivery_attempts_delivery_uuid_fk',
      columns: [t.deliveryUuid],
      foreignColumns: [webhookDeliveries.uuid],
    }).onDelete('cascade'),
  ],
);

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryAttempt = typeof webhookDeliveryAttempts.$inferSelect;

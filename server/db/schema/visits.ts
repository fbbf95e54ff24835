import { foreignKey, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { timestamps } from './columns';
import { dealers } from './tenancy';

/**
 * The link a customer manages a visit from (/v/{token}): one per appointment, the same through
 * every change of it. The token is 144 random bits (base64url), the only key of the public page;
 * it expires 30 days after the visit's end, which is read from the appointment, not stored.
 */
export const visitLinks = pgTable(
  'visit_links',
  {
    token: text('token').primaryKey(),
    appointmentUuid: text('appointment_uuid').notNull(),
    dealerUuid: text('dealer_uuid').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('visit_links_appointment_unique').on(t.appointmentUuid),
    foreignKey({
      name: 'visit_links_appointment_uuid_fk',
      columns: [t.appointmentUuid],
      foreignColumns: [appointments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'visit_links_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/** A website origin (https://host[:port]) allowed to frame the dealership's booking page. */
export const dealerEmbedOrigins = pgTable(
  'dealer_embed_origins',
  {
    dealerUuid: text('dealer_uuid').notNull(),
    origin: text('origin').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dealer_embed_origins_dealer_origin_unique').on(t.dealerUuid, t.origin),
    index('dealer_embed_origins_dealer_idx').on(t.dealerUuid),
    foreignKey({
      name: 'dealer_embed_origins_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

export type VisitLink = typeof visitLinks.$inferSelect;

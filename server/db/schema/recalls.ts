import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { opcodes } from './opcodes';
import { dealers, departments } from './tenancy';

/**
 * An open (or closed) recall campaign the dealership knows of, entered by its administrator: the
 * OEM's recall id, what the customer reads, the opcode that does the repair (in a department of the
 * dealer) and the vehicles it covers (VINs, and/or a make, model and model-year range).
 */
export const recallCampaigns = pgTable(
  'recall_campaigns',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    departmentUuid: text('department_uuid').notNull(),
    oemRecallId: text('oem_recall_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    operationUuid: text('operation_uuid').notNull(),
    /** Upper-case VINs covered, whatever their make and model. */
    vins: text('vins').array().notNull().default(sql`'{}'::text[]`),
    /** Make and model covered (compared without case), within yearFrom..yearTo (inclusive). */
    make: text('make'),
    model: text('model'),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    /** Null while the campaign is open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('recall_campaigns_dealer_oem_unique').on(t.dealerUuid, sql`lower(${t.oemRecallId})`),
    index('recall_campaigns_dealer_idx').on(t.dealerUuid),
    foreignKey({
      name: 'recall_campaigns_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recall_campaigns_department_uuid_fk',
      columns: [t.departmentUuid],
      foreignColumns: [departments.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recall_campaigns_operation_uuid_fk',
      columns: [t.operationUuid],
      foreignColumns: [opcodes.uuid],
    }),
  ],
);

export type RecallCampaignRow = typeof recallCampaigns.$inferSelect;

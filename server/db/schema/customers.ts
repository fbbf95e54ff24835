import { sql } from 'drizzle-orm';
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
import { dealers } from './tenancy';

export const customers = pgTable(
  'customers',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    customerKey: text('customer_key'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    company: text('company'),
    isBusiness: boolean('is_business').notNull().default(false),
    preferredLocale: text('preferred_locale').notNull().default('en-us'),
    preferredCommunication: text('preferred_communication'),
    ...timestamps,
  },
  (t) => [
    // The look-ups join a customer per appointment by uuid: a hash index finds it in one page,
    // where the primary key's B-tree descends three, comparing the text key on each.
    index('customers_uuid_hash_idx').using('hash', t.uuid),
    index('customers_dealer_idx').on(t.dealerUuid),
    uniqueIndex('customers_dealer_key_unique')
      .on(t.dealerUuid, t.customerKey)
      .where(sql`${t.customerKey} is not null`),
    foreignKey({
      name: 'customers_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

/** Consent to texts: a number added through the API starts as NONE (neither opted in nor out). */
export type OptInStatus = 'OPTED_IN' | 'OPTED_OUT' | 'NONE';

export const customerPhones = pgTable(
  'customer_phones',
  {
    uuid: text('uuid').primaryKey(),
    customerUuid: text('customer_uuid').notNull(),
    phoneNumber: text('phone_number').notNull(),
    label: text('label').notNull().default('CELL'),
    isPreferred: boolean('is_preferred').notNull().default(false),
    okToCall: boolean('ok_to_call').notNull().default(true),
    okToText: boolean('ok_to_text').notNull().default(true),
    optInStatus: text('opt_in_status').$type<OptInStatus>().notNull().default('NONE'),
    optInChangedAt: timestamp('opt_in_changed_at', { withTimezone: true }),
    comments: text('comments'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customer_phones_customer_number_unique').on(t.customerUuid, t.phoneNumber),
    index('customer_phones_number_idx').on(t.phoneNumber),
    // The preferred phone of each appointment's customer, for the look-ups (see customers_uuid_hash_idx).
    index('customer_phones_preferred_hash_idx').using('hash', t.customerUuid).where(sql`${t.isPreferred}`),
    foreignKey({
      name: 'customer_phones_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
  ],
);

export const customerEmails = pgTable(
  'customer_emails',
  {
    uuid: text('uuid').primaryKey(),
    customerUuid: text('customer_uuid').notNull(),
    emailAddress: text('email_address').notNull(),
    label: text('label').notNull().default('HOME'),
    isPreferred: boolean('is_preferred').notNull().default(false),
    okToEmail: boolean('ok_to_email').notNull().default(true),
    comments: text('comments'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customer_emails_customer_address_unique').on(t.customerUuid, t.emailAddress),
    index('customer_emails_address_idx').on(t.emailAddress),
    // The preferred e-mail of each appointment's customer, for the look-ups (see customers_uuid_hash_idx).
    index('customer_emails_preferred_hash_idx').using('hash', t.customerUuid).where(sql`${t.isPreferred}`),
    foreignKey({
      name: 'customer_emails_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    uuid: text('uuid').primaryKey(),
    customerUuid: text('customer_uuid').notNull(),
    dealerUuid: text('dealer_uuid').notNull(),
    vin: text('vin'),
    vehicleKey: text('vehicle_key'),
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    trim: text('trim'),
    engine: text('engine'),
    mileage: integer('mileage'),
    licensePlate: text('license_plate'),
    color: text('color'),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Each appointment's vehicle, for the look-ups (see customers_uuid_hash_idx).
    index('vehicles_uuid_hash_idx').using('hash', t.uuid),
    index('vehicles_customer_idx').on(t.customerUuid),
    index('vehicles_dealer_vin_idx').on(t.dealerUuid, t.vin),
    uniqueIndex('vehicles_customer_vin_unique').on(t.customerUuid, t.vin).where(sql`${t.vin} is not null`),
    foreignKey({
      name: 'vehicles_customer_uuid_fk',
      columns: [t.customerUuid],
      foreignColumns: [customers.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vehicles_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type CustomerPhone = typeof customerPhones.$inferSelect;
export type CustomerEmail = typeof customerEmails.$inferSelect;
export type Vehicle = typeof vehicles.$inferSelect;

import { boolean, foreignKey, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export type DealerFeatures = {
  schedulerEnabled?: boolean;
  /** Bookings must name an advisor (USER_UUID_MANDATORY) instead of one being chosen. */
  advisorRequired?: boolean;
  /** Most future appointments a customer may hold (default 3). */
  maxFutureAppointmentsPerCustomer?: number;
  onlinePaymentsEnabled?: boolean;
  textingEnabled?: boolean;
};

/** Who takes the dealership's card payments: the built-in sandbox (no money moves) or Stripe. */
export type PaymentProcessorName = 'sandbox' | 'stripe';

/** How the dealership's pages write a time of day: 4:15 PM or 16:15. */
export type TimeFormat = '12h' | '24h';

export const dealers = pgTable('dealers', {
  uuid: text('uuid').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  /** Every time on the dealership's pages is written this way; 12-hour as US dealerships expect. */
  timeFormat: text('time_format').$type<TimeFormat>().notNull().default('12h'),
  phoneNumber: text('phone_number'),
  phoneCountryCode: text('phone_country_code').notNull().default('1'),
  emailAddress: text('email_address'),
  website: text('website'),
  addressLine1: text('address_line1'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  country: text('country').notNull().default('US'),
  features: jsonb('features').$type<DealerFeatures>().notNull().default({}),
  paymentProcessor: text('payment_processor').$type<PaymentProcessorName>().notNull().default('sandbox'),
  /** The dealership's Stripe Connect connected account (acct_…), the merchant of its payments. */
  stripeAccountId: text('stripe_account_id'),
  ...timestamps,
});

export type DepartmentType = 'SERVICE' | 'SALES' | 'PARTS';

export const departments = pgTable(
  'departments',
  {
    uuid: text('uuid').primaryKey(),
    dealerUuid: text('dealer_uuid').notNull(),
    name: text('name').notNull(),
    departmentType: text('department_type').$type<DepartmentType>().notNull().default('SERVICE'),
    phoneNumber: text('phone_number'),
    textNumber: text('text_number'),
    emailAddress: text('email_address'),
    footer: text('footer'),
    tcpaOptOutText: text('tcpa_opt_out_text').notNull().default('Reply STOP to opt out.'),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('departments_dealer_idx').on(t.dealerUuid),
    foreignKey({
      name: 'departments_dealer_uuid_fk',
      columns: [t.dealerUuid],
      foreignColumns: [dealers.uuid],
    }).onDelete('cascade'),
  ],
);

export type Dealer = typeof dealers.$inferSelect;
export type Department = typeof departments.$inferSelect;

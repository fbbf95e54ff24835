import { and, asc, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Customer, customerEmails, customerPhones, customers, vehicles } from '../db/schema';
import type { CustomerWithVehiclesDto } from './customer.schemas';
import { toCustomersWithVehicles } from './customer-wire';

/*
 * Customer data access. Every query names the dealer: a customer uuid of another dealer behaves
 * exactly like an unknown one.
 */

/**
 * Serialises customer saves of one dealer until the transaction ends, so two concurrent
 * dedupe-saves of the same person cannot both miss each other and create two customers.
 */
export async function lockDealerCustomers(tx: Tx, dealerUuid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customers:${dealerUuid}`}))`);
}

export async function getCustomerRow(
  tx: Tx,
  filter: { dealerUuid: string; customerUuid: string; forUpdate?: boolean },
): Promise<Customer | null> {
  const query = tx
    .select()
    .from(customers)
    .where(and(eq(customers.uuid, filter.customerUuid), eq(customers.dealerUuid, filter.dealerUuid)));
  const [row] = filter.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The customer of the dealer holding a DMS customer key, other than `exceptUuid`. */
export async function findCustomerUuidByKey(
  tx: Tx,
  filter: { dealerUuid: string; customerKey: string; exceptUuid?: string },
): Promise<string | null> {
  const conditions: SQL[] = [
    eq(customers.dealerUuid, filter.dealerUuid),
    eq(customers.customerKey, filter.customerKey),
  ];
  if (filter.exceptUuid) conditions.push(ne(customers.uuid, filter.exceptUuid));
  const [row] = await tx
    .select({ uuid: customers.uuid })
    .from(customers)
    .where(and(...conditions))
    .limit(1);
  return row?.uuid ?? null;
}

/**
 * The duplicate rule after uuid and key: a customer of the dealer with one of these (normalised)
 * phone numbers or emails and the same last name or company, case-insensitive. The oldest wins so
 * repeated saves keep landing on the same record.
 */
export async function findCustomerUuidByContact(
  tx: Tx,
  filter: {
    dealerUuid: string;
    phoneNumbers: string[];
    emailAddresses: string[];
    lastName?: string;
    company?: string;
  },
): Promise<string | null> {
  const sameName: SQL[] = [];
  if (filter.lastName) sameName.push(sql`lower(${customers.lastName}) = ${filter.lastName.toLowerCase()}`);
  if (filter.company) sameName.push(sql`lower(${customers.company}) = ${filter.company.toLowerCase()}`);
  const sharedContact: SQL[] = [];
  if (filter.phoneNumbers.length) {
    sharedContact.push(
      exists(
        tx
          .select({ one: sql`1` })
          .from(customerPhones)
          .where(
            and(
              eq(customerPhones.customerUuid, customers.uuid),
              inArray(customerPhones.phoneNumber, filter.phoneNumbers),
            ),
          ),
      ),
    );
  }
  if (filter.emailAddresses.length) {
    sharedContact.push(
      exists(
        tx
          .select({ one: sql`1` })
          .from(customerEmails)
          .where(
            and(
              eq(customerEmails.customerUuid, customers.uuid),
              inArray(customerEmails.emailAddress, filter.emailAddresses),
            ),
          ),
      ),
    );
  }
  if (sameName.length === 0 || sharedContact.length === 0) return null;
  const [row] = await tx
    .select({ uuid: customers.uuid })
    .from(customers)
    .where(and(eq(customers.dealerUuid, filter.dealerUuid), or(...sameName), or(...sharedContact)))
    .orderBy(asc(customers.createdAt), asc(customers.uuid))
    .limit(1);
  return row?.uuid ?? null;
}

/**
 * Phones, emails and vehicles of a page of customers of one dealer: one query per table, whatever
 * the page size. The preferred phone and email come first.
 */
export async function loadCustomerDetails(
  tx: Tx,
  options: { dealerUuid: string; customers: Customer[]; includeVehicles: boolean },
): Promise<CustomerWithVehiclesDto[]> {
  const uuids = options.customers.map((c) => c.uuid);
  if (uuids.length === 0) return [];
  const [phones, emails, vehicleRows] = await Promise.all([
    tx
      .select()
      .from(customerPhones)
      .where(inArray(customerPhones.customerUuid, uuids))
      .orderBy(desc(customerPhones.isPreferred), asc(customerPhones.createdAt), asc(customerPhones.uuid)),
    tx
      .select()
      .from(customerEmails)
      .where(inArray(customerEmails.customerUuid, uuids))
      .orderBy(desc(customerEmails.isPreferred), asc(customerEmails.createdAt), asc(customerEmails.uuid)),
    options.includeVehicles
      ? tx
          .select()
          .from(vehicles)
          .where(and(inArray(vehicles.customerUuid, uuids), eq(vehicles.dealerUuid, options.dealerUuid)))
          .orderBy(asc(vehicles.createdAt), asc(vehicles.uuid))
      : Promise.resolve([]),
  ]);
  return toCustomersWithVehicles(options.customers, { phones, emails, vehicles: vehicleRows });
}

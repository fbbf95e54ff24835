import { and, asc, desc, eq, exists, ilike, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  type Customer,
  type CustomerEmail,
  type CustomerPhone,
  customerEmails,
  customerPhones,
  customers,
  vehicles,
} from '../db/schema';
import type { CustomerWithVehiclesDto, SearchField } from './customer.schemas';
import { toCustomersWithVehicles } from './customer-wire';
import { phoneSearchDigits } from './normalize-phone';

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

/** The fields of the dealer's customer that changed; false when the customer is gone. */
export async function updateCustomerRow(
  tx: Tx,
  options: { dealerUuid: string; customerUuid: string; changes: Partial<Customer> },
): Promise<boolean> {
  const [updated] = await tx
    .update(customers)
    .set(options.changes)
    .where(and(eq(customers.uuid, options.customerUuid), eq(customers.dealerUuid, options.dealerUuid)))
    .returning({ uuid: customers.uuid });
  return updated !== undefined;
}

export async function insertCustomerRow(tx: Tx, row: typeof customers.$inferInsert): Promise<void> {
  await tx.insert(customers).values(row);
}

/** A customer of a dealer: phone and email rows are reached only through both. */
export type CustomerOwner = { dealerUuid: string; customerUuid: string };
export type NewCustomerPhone = typeof customerPhones.$inferInsert & { uuid: string };
export type NewCustomerEmail = typeof customerEmails.$inferInsert & { uuid: string };

/** The customer's uuid if the dealer holds it: the tenant condition of phone and email statements. */
const ownedCustomer = (tx: Tx, owner: CustomerOwner) =>
  tx
    .select({ uuid: customers.uuid })
    .from(customers)
    .where(and(eq(customers.uuid, owner.customerUuid), eq(customers.dealerUuid, owner.dealerUuid)));

export async function findCustomerPhones(tx: Tx, owner: CustomerOwner): Promise<CustomerPhone[]> {
  return tx
    .select()
    .from(customerPhones)
    .where(inArray(customerPhones.customerUuid, ownedCustomer(tx, owner)));
}

export async function findCustomerEmails(tx: Tx, owner: CustomerOwner): Promise<CustomerEmail[]> {
  return tx
    .select()
    .from(customerEmails)
    .where(inArray(customerEmails.customerUuid, ownedCustomer(tx, owner)));
}

export async function insertCustomerPhones(tx: Tx, rows: NewCustomerPhone[]): Promise<void> {
  await tx.insert(customerPhones).values(rows);
}

export async function insertCustomerEmails(tx: Tx, rows: NewCustomerEmail[]): Promise<void> {
  await tx.insert(customerEmails).values(rows);
}

export async function updateCustomerPhone(
  tx: Tx,
  owner: CustomerOwner,
  options: { phoneUuid: string; changes: Partial<CustomerPhone> },
): Promise<void> {
  await tx
    .update(customerPhones)
    .set(options.changes)
    .where(
      and(
        eq(customerPhones.uuid, options.phoneUuid),
        inArray(customerPhones.customerUuid, ownedCustomer(tx, owner)),
      ),
    );
}

export async function updateCustomerEmail(
  tx: Tx,
  owner: CustomerOwner,
  options: { emailUuid: string; changes: Partial<CustomerEmail> },
): Promise<void> {
  await tx
    .update(customerEmails)
    .set(options.changes)
    .where(
      and(
        eq(customerEmails.uuid, options.emailUuid),
        inArray(customerEmails.customerUuid, ownedCustomer(tx, owner)),
      ),
    );
}

/** Makes `phoneUuid` the customer's one preferred phone and every other not preferred. */
export async function setPreferredPhone(tx: Tx, owner: CustomerOwner, phoneUuid: string): Promise<void> {
  await tx
    .update(customerPhones)
    .set({ isPreferred: sql`${customerPhones.uuid} = ${phoneUuid}` })
    .where(inArray(customerPhones.customerUuid, ownedCustomer(tx, owner)));
}

/** Makes `emailUuid` the customer's one preferred email and every other not preferred. */
export async function setPreferredEmail(tx: Tx, owner: CustomerOwner, emailUuid: string): Promise<void> {
  await tx
    .update(customerEmails)
    .set({ isPreferred: sql`${customerEmails.uuid} = ${emailUuid}` })
    .where(inArray(customerEmails.customerUuid, ownedCustomer(tx, owner)));
}

/**
 * One page of the dealer's customers whose searched fields contain every word (or, with OR, any
 * word), by name, with the number of all that match.
 */
export async function searchCustomerRows(
  tx: Tx,
  search: {
    dealerUuid: string;
    words: string[];
    fields: SearchField[];
    operator: 'AND' | 'OR';
    limit: number;
  },
) {
  const { dealerUuid, fields } = search;
  const wordMatches = search.words.map((word) =>
    or(...fields.map((field) => fieldContains(tx, field, word, dealerUuid))),
  );
  return tx
    .select({ customer: customers, matchingCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(customers)
    .where(
      and(
        eq(customers.dealerUuid, dealerUuid),
        search.operator === 'OR' ? or(...wordMatches) : and(...wordMatches),
      ),
    )
    .orderBy(
      sql`lower(coalesce(${customers.lastName}, ${customers.company}))`,
      sql`lower(${customers.firstName})`,
      asc(customers.uuid),
    )
    .limit(search.limit);
}

/** LIKE treats % and _ as wildcards: a partner searching for "50%" means the characters. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function fieldContains(db: Tx, field: SearchField, word: string, dealerUuid: string): SQL | undefined {
  const pattern = containing(word);
  const one = { one: sql`1` };
  switch (field) {
    case 'fname':
      return ilike(customers.firstName, pattern);
    case 'lname':
      return ilike(customers.lastName, pattern);
    case 'company':
      return ilike(customers.company, pattern);
    case 'customerKey':
      return ilike(customers.customerKey, pattern);
    case 'communications.commValue': {
      const digits = phoneSearchDigits(word);
      return or(
        exists(
          db
            .select(one)
            .from(customerEmails)
            .where(
              and(
                eq(customerEmails.customerUuid, customers.uuid),
                ilike(customerEmails.emailAddress, pattern),
              ),
            ),
        ),
        digits
          ? exists(
              db
                .select(one)
                .from(customerPhones)
                .where(
                  and(
                    eq(customerPhones.customerUuid, customers.uuid),
                    like(customerPhones.phoneNumber, `%${digits}%`),
                  ),
                ),
            )
          : undefined,
      );
    }
    case 'vehicles.vin':
      return exists(
        db
          .select(one)
          .from(vehicles)
          .where(
            and(
              eq(vehicles.customerUuid, customers.uuid),
              eq(vehicles.dealerUuid, dealerUuid),
              ilike(vehicles.vin, pattern),
            ),
          ),
      );
  }
}

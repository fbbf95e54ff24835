import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customerEmails, customerPhones, customers, onlineConsents, vehicles } from '../db/schema';

export type PhoneCustomer = {
  uuid: string;
  firstName: string | null;
  lastName: string | null;
  vehicles: {
    uuid: string;
    year: number | null;
    make: string | null;
    model: string | null;
    vin: string | null;
  }[];
};

/** The dealer's oldest customer holding the (proven) phone, with their vehicles; null when none. */
export async function findCustomerByPhone(
  tx: Tx,
  input: { dealerUuid: string; phone: string },
): Promise<PhoneCustomer | null> {
  const [customer] = await tx
    .select({ uuid: customers.uuid, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .innerJoin(customerPhones, eq(customerPhones.customerUuid, customers.uuid))
    .where(and(eq(customers.dealerUuid, input.dealerUuid), eq(customerPhones.phoneNumber, input.phone)))
    .orderBy(asc(customers.createdAt), asc(customers.uuid))
    .limit(1);
  return customer ? withVehicles(tx, { dealerUuid: input.dealerUuid, customer }) : null;
}

/**
 * The dealer's oldest customer holding the (proven) email address, lower case as the Customer API
 * stores it, with their vehicles; null when none.
 */
export async function findCustomerByEmail(
  tx: Tx,
  input: { dealerUuid: string; email: string },
): Promise<PhoneCustomer | null> {
  const [customer] = await tx
    .select({ uuid: customers.uuid, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .innerJoin(customerEmails, eq(customerEmails.customerUuid, customers.uuid))
    .where(and(eq(customers.dealerUuid, input.dealerUuid), eq(customerEmails.emailAddress, input.email)))
    .orderBy(asc(customers.createdAt), asc(customers.uuid))
    .limit(1);
  return customer ? withVehicles(tx, { dealerUuid: input.dealerUuid, customer }) : null;
}

async function withVehicles(
  tx: Tx,
  input: { dealerUuid: string; customer: Omit<PhoneCustomer, 'vehicles'> },
): Promise<PhoneCustomer> {
  const { customer } = input;
  const owned = await tx
    .select({
      uuid: vehicles.uuid,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      vin: vehicles.vin,
    })
    .from(vehicles)
    .where(and(eq(vehicles.customerUuid, customer.uuid), eq(vehicles.dealerUuid, input.dealerUuid)))
    .orderBy(asc(vehicles.createdAt));
  return { ...customer, vehicles: owned };
}

/** Records consent to texts with its evidence. */
export async function insertConsent(tx: Tx, row: typeof onlineConsents.$inferInsert): Promise<void> {
  await tx.insert(onlineConsents).values(row);
}

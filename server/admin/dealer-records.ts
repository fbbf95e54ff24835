import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Dealer, type Department, dealers, departments } from '../db/schema';

/** Wire forms of the stored dealer and department, also the audit log's before/after states. */
export const dealerProfileOf = (d: Dealer) => ({
  dealerUuid: d.uuid,
  name: d.name,
  timeZone: d.timeZone,
  phone: d.phoneNumber,
  email: d.emailAddress,
  website: d.website,
  addressLine1: d.addressLine1,
  city: d.city,
  state: d.state,
  zip: d.zip,
  country: d.country,
});

export const departmentSettingsOf = (d: Department) => ({
  departmentUuid: d.uuid,
  dealerUuid: d.dealerUuid,
  name: d.name,
  phone: d.phoneNumber,
  textNumber: d.textNumber,
  emailAddress: d.emailAddress,
  footer: d.footer,
  optOutText: d.tcpaOptOutText,
  active: d.isValid,
});

export async function findDealer(tx: Tx, dealerUuid: string): Promise<Dealer | undefined> {
  const [dealer] = await tx.select().from(dealers).where(eq(dealers.uuid, dealerUuid)).limit(1);
  return dealer;
}

export const findDepartmentsOfDealer = (tx: Tx, dealerUuid: string) =>
  tx
    .select()
    .from(departments)
    .where(eq(departments.dealerUuid, dealerUuid))
    .orderBy(asc(departments.name), asc(departments.uuid));

/** A dealer of that exact name (case aside) with its first department, for an idempotent create. */
export async function findDealerByName(tx: Tx, name: string) {
  const [row] = await tx
    .select({ dealerUuid: dealers.uuid, departmentUuid: departments.uuid })
    .from(dealers)
    .leftJoin(departments, eq(departments.dealerUuid, dealers.uuid))
    .where(eq(sql`lower(${dealers.name})`, name.trim().toLowerCase()))
    .orderBy(asc(departments.createdAt), asc(departments.uuid))
    .limit(1);
  return row;
}

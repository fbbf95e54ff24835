import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type Dealer, type Department, dealers, departments } from '../db/schema';

/** Wire forms of the stored dealer and department, also the audit log's before/after states. */
export const dealerProfileOf = (d: Dealer) => ({
  dealerUuid: d.uuid,
  name: d.name,
  timeZone: d.timeZone,
  timeFormat: d.timeFormat,
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

export async function findDealerForUpdate(tx: Tx, dealerUuid: string): Promise<Dealer | undefined> {
  const [dealer] = await tx.select().from(dealers).where(eq(dealers.uuid, dealerUuid)).for('update');
  return dealer;
}

export const findDealersByUuids = (tx: Tx, dealerUuids: string[]) =>
  tx.select().from(dealers).where(inArray(dealers.uuid, dealerUuids));

export const findAllDealers = (tx: Tx) => tx.select().from(dealers);

/** Identifiers, names and zones of the given dealers (every dealer when `dealerUuids` is null), by name. */
export const listDealerNames = (tx: Tx, dealerUuids: string[] | null) =>
  tx
    .select({ dealerUuid: dealers.uuid, name: dealers.name, timeZone: dealers.timeZone })
    .from(dealers)
    .where(dealerUuids === null ? undefined : inArray(dealers.uuid, dealerUuids))
    .orderBy(asc(dealers.name));

export async function findDealerPayments(tx: Tx, dealerUuid: string) {
  const [row] = await tx
    .select({ processor: dealers.paymentProcessor, stripeAccount: dealers.stripeAccountId })
    .from(dealers)
    .where(eq(dealers.uuid, dealerUuid));
  return row;
}

export async function insertDealer(tx: Tx, row: typeof dealers.$inferInsert): Promise<void> {
  await tx.insert(dealers).values(row);
}

export async function updateDealer(
  tx: Tx,
  dealerUuid: string,
  values: Partial<typeof dealers.$inferInsert>,
): Promise<Dealer | undefined> {
  const [after] = await tx.update(dealers).set(values).where(eq(dealers.uuid, dealerUuid)).returning();
  return after;
}

export const findDepartmentsOfDealers = (tx: Tx, dealerUuids: string[]) =>
  tx.select().from(departments).where(inArray(departments.dealerUuid, dealerUuids));

export async function findDepartmentOfDealer(
  tx: Tx,
  dealerUuid: string,
  departmentUuid: string,
): Promise<Department | undefined> {
  const [department] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.uuid, departmentUuid), eq(departments.dealerUuid, dealerUuid)));
  return department;
}

export async function findDepartmentOfDealerForUpdate(
  tx: Tx,
  dealerUuid: string,
  departmentUuid: string,
): Promise<Department | undefined> {
  const [department] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.uuid, departmentUuid), eq(departments.dealerUuid, dealerUuid)))
    .for('update');
  return department;
}

/** The dealer a department belongs to, if the department exists. */
export async function dealerOfDepartment(tx: Tx, departmentUuid: string): Promise<string | undefined> {
  const [department] = await tx
    .select({ dealerUuid: departments.dealerUuid })
    .from(departments)
    .where(eq(departments.uuid, departmentUuid));
  return department?.dealerUuid;
}

export async function updateDepartment(
  tx: Tx,
  dealerUuid: string,
  departmentUuid: string,
  values: Partial<typeof departments.$inferInsert>,
): Promise<Department | undefined> {
  const [after] = await tx
    .update(departments)
    .set(values)
    .where(and(eq(departments.uuid, departmentUuid), eq(departments.dealerUuid, dealerUuid)))
    .returning();
  return after;
}

/** Which of the given dealer uuids name a dealer. */
export const findDealerUuidsAmong = (tx: Tx, dealerUuids: string[]) =>
  tx.select({ uuid: dealers.uuid }).from(dealers).where(inArray(dealers.uuid, dealerUuids));

/** The given departments that exist, each with its dealer. */
export const findDepartmentsWithDealerAmong = (tx: Tx, departmentUuids: string[]) =>
  tx
    .select({ uuid: departments.uuid, dealerUuid: departments.dealerUuid })
    .from(departments)
    .where(inArray(departments.uuid, departmentUuids));

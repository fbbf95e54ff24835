import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import {
  type Customer,
  type CustomerEmail,
  type CustomerPhone,
  customerEmails,
  customerPhones,
  customers,
  type Vehicle,
  vehicles,
} from '../db/schema';
import { newUuid } from '../ids';
import type { SavedVehicleDto } from './customer.schemas';
import { findCustomerUuidByKey } from './customer-records';
import type { NormalizedCustomerRequest } from './normalize-customer-request';

export type StoredCustomer = { customerUuid: string; isNewCustomer: boolean; vehicles: SavedVehicleDto[] };

/**
 * Writes a normalised save request onto `existing` (merging phones, emails and vehicles into what
 * is stored) or onto a new customer of the dealer. Runs inside the caller's transaction, after
 * lockDealerCustomers and with `existing` locked for update.
 */
export async function storeCustomer(
  tx: Tx,
  options: { dealerUuid: string; existing: Customer | null; request: NormalizedCustomerRequest },
): Promise<StoredCustomer> {
  const { dealerUuid, existing, request } = options;
  const key = request.customer.customerKey;
  if (key && key !== existing?.customerKey) {
    const holder = await findCustomerUuidByKey(tx, {
      dealerUuid,
      customerKey: key,
      exceptUuid: existing?.uuid,
    });
    if (holder) {
      throw new DomainError(
        'CUSTOMER_KEY_CONFLICT',
        `customerKey ${key} already belongs to customer ${holder} of this dealer; update that customer or save with searchForDuplicate true`,
      );
    }
  }

  let customerUuid: string;
  if (existing) {
    customerUuid = existing.uuid;
    const changes = changedFields(existing, request.customer);
    if (changes) {
      const [updated] = await tx
        .update(customers)
        .set(changes)
        .where(and(eq(customers.uuid, existing.uuid), eq(customers.dealerUuid, dealerUuid)))
        .returning({ uuid: customers.uuid });
      if (!updated) throw new DomainError('CUSTOMER_NOT_FOUND', `Customer ${existing.uuid} no longer exists`);
    }
  } else {
    customerUuid = newUuid();
    await tx.insert(customers).values({ uuid: customerUuid, dealerUuid, ...request.customer });
  }

  await mergePhones(tx, customerUuid, request.phones);
  await mergeEmails(tx, customerUuid, request.emails);
  const savedVehicles = await mergeVehicles(tx, { dealerUuid, customerUuid, requested: request.vehicles });
  return { customerUuid, isNewCustomer: existing === null, vehicles: savedVehicles };
}

/** The sent values that differ from the stored row; values not sent (undefined) leave it unchanged. */
function changedFields<T extends object>(stored: T, sent: Partial<T>): Partial<T> | null {
  const changes: Partial<T> = {};
  for (const key of Object.keys(sent) as Array<keyof T>) {
    if (sent[key] !== undefined && sent[key] !== stored[key]) changes[key] = sent[key];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * At most one preferred phone (or email): the first the request marks preferred, else the one
 * already preferred, else the first one sent.
 */
function choosePreferred(
  requested: Array<{ uuid: string; isPreferred: boolean }>,
  stored: Array<{ uuid: string; isPreferred: boolean }>,
): string | undefined {
  return (
    requested.find((r) => r.isPreferred)?.uuid ??
    stored.find((s) => s.isPreferred)?.uuid ??
    requested[0]?.uuid ??
    stored[0]?.uuid
  );
}

async function mergePhones(tx: Tx, customerUuid: string, phones: NormalizedCustomerRequest['phones']) {
  const stored = await tx.select().from(customerPhones).where(eq(customerPhones.customerUuid, customerUuid));
  const requested: Array<{ uuid: string; isPreferred: boolean }> = [];
  const added: Array<typeof customerPhones.$inferInsert & { uuid: string }> = [];
  for (const { isPreferred, ...phone } of phones) {
    const match = stored.find((s) => s.phoneNumber === phone.phoneNumber);
    if (!match) {
      // Consent to texts is the customer's to give: a number added here is neither opted in nor out.
      const uuid = newUuid();
      added.push({ uuid, customerUuid, ...phone, optInStatus: 'NONE' });
      requested.push({ uuid, isPreferred });
      continue;
    }
    requested.push({ uuid: match.uuid, isPreferred });
    // optInStatus is never among the changes: only the customer's own opt-in or opt-out moves it.
    const changes = changedFields<CustomerPhone>(match, phone);
    if (changes) {
      await tx
        .update(customerPhones)
        .set(changes)
        .where(and(eq(customerPhones.uuid, match.uuid), eq(customerPhones.customerUuid, customerUuid)));
    }
  }
  const preferred = choosePreferred(requested, stored);
  if (added.length > 0) {
    await tx.insert(customerPhones).values(added.map((p) => ({ ...p, isPreferred: p.uuid === preferred })));
  }
  if (preferred && stored.some((s) => s.isPreferred !== (s.uuid === preferred))) {
    await tx
      .update(customerPhones)
      .set({ isPreferred: sql`${customerPhones.uuid} = ${preferred}` })
      .where(eq(customerPhones.customerUuid, customerUuid));
  }
}

async function mergeEmails(tx: Tx, customerUuid: string, emails: NormalizedCustomerRequest['emails']) {
  const stored = await tx.select().from(customerEmails).where(eq(customerEmails.customerUuid, customerUuid));
  const requested: Array<{ uuid: string; isPreferred: boolean }> = [];
  const added: Array<typeof customerEmails.$inferInsert & { uuid: string }> = [];
  for (const { isPreferred, ...email } of emails) {
    const match = stored.find((s) => s.emailAddress === email.emailAddress);
    if (!match) {
      const uuid = newUuid();
      added.push({ uuid, customerUuid, ...email });
      requested.push({ uuid, isPreferred });
      continue;
    }
    requested.push({ uuid: match.uuid, isPreferred });
    const changes = changedFields<CustomerEmail>(match, email);
    if (changes) {
      await tx
        .update(customerEmails)
        .set(changes)
        .where(and(eq(customerEmails.uuid, match.uuid), eq(customerEmails.customerUuid, customerUuid)));
    }
  }
  const preferred = choosePreferred(requested, stored);
  if (added.length > 0) {
    await tx.insert(customerEmails).values(added.map((e) => ({ ...e, isPreferred: e.uuid === preferred })));
  }
  if (preferred && stored.some((s) => s.isPreferred !== (s.uuid === preferred))) {
    await tx
      .update(customerEmails)
      .set({ isPreferred: sql`${customerEmails.uuid} = ${preferred}` })
      .where(eq(customerEmails.customerUuid, customerUuid));
  }
}

/** A sent vehicle is the stored one with the same VIN, else the same DMS vehicle key; else it is new. */
async function mergeVehicles(
  tx: Tx,
  options: { dealerUuid: string; customerUuid: string; requested: NormalizedCustomerRequest['vehicles'] },
): Promise<SavedVehicleDto[]> {
  const { dealerUuid, customerUuid } = options;
  const known: Vehicle[] = await tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.customerUuid, customerUuid), eq(vehicles.dealerUuid, dealerUuid)));
  const saved: SavedVehicleDto[] = [];
  for (const vehicle of options.requested) {
    const match =
      (vehicle.vin ? known.find((k) => k.vin?.toUpperCase() === vehicle.vin) : undefined) ??
      (vehicle.vehicleKey ? known.find((k) => k.vehicleKey === vehicle.vehicleKey) : undefined);
    let row: Vehicle | undefined = match;
    if (!match) {
      [row] = await tx
        .insert(vehicles)
        .values({ uuid: newUuid(), customerUuid, dealerUuid, ...vehicle })
        .returning();
      if (row) known.push(row);
    } else {
      const changes = changedFields<Vehicle>(match, vehicle);
      if (changes) {
        [row] = await tx
          .update(vehicles)
          .set(changes)
          .where(and(eq(vehicles.uuid, match.uuid), eq(vehicles.dealerUuid, dealerUuid)))
          .returning();
        if (row) known.splice(known.indexOf(match), 1, row);
      }
    }
    if (!row) throw new Error(`Vehicle of customer ${customerUuid} was not written`);
    saved.push({ vehicleUuid: row.uuid, vin: row.vin, vehicleKey: row.vehicleKey, isNew: !match });
  }
  return saved;
}

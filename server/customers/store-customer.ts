import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { Customer, CustomerEmail, CustomerPhone, Vehicle } from '../db/schema';
import { newUuid } from '../ids';
import type { SavedVehicleDto } from './customer.schemas';
import {
  type CustomerOwner,
  findCustomerEmails,
  findCustomerPhones,
  findCustomerUuidByKey,
  insertCustomerEmails,
  insertCustomerPhones,
  insertCustomerRow,
  type NewCustomerEmail,
  type NewCustomerPhone,
  setPreferredEmail,
  setPreferredPhone,
  updateCustomerEmail,
  updateCustomerPhone,
  updateCustomerRow,
} from './customer-records';
import type { NormalizedCustomerRequest } from './normalize-customer-request';
import { findCustomerVehicles, insertVehicle, updateVehicle } from './vehicle-records';

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
      const updated = await updateCustomerRow(tx, { dealerUuid, customerUuid: existing.uuid, changes });
      if (!updated) throw new DomainError('CUSTOMER_NOT_FOUND', `Customer ${existing.uuid} no longer exists`);
    }
  } else {
    customerUuid = newUuid();
    await insertCustomerRow(tx, { uuid: customerUuid, dealerUuid, ...request.customer });
  }

  const owner = { dealerUuid, customerUuid };
  await mergePhones(tx, owner, request.phones);
  await mergeEmails(tx, owner, request.emails);
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

async function mergePhones(tx: Tx, owner: CustomerOwner, phones: NormalizedCustomerRequest['phones']) {
  const { customerUuid } = owner;
  const stored = await findCustomerPhones(tx, owner);
  const requested: Array<{ uuid: string; isPreferred: boolean }> = [];
  const added: NewCustomerPhone[] = [];
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
    if (changes) await updateCustomerPhone(tx, owner, { phoneUuid: match.uuid, changes });
  }
  const preferred = choosePreferred(requested, stored);
  if (added.length > 0) {
    await insertCustomerPhones(
      tx,
      added.map((p) => ({ ...p, isPreferred: p.uuid === preferred })),
    );
  }
  if (preferred && stored.some((s) => s.isPreferred !== (s.uuid === preferred))) {
    await setPreferredPhone(tx, owner, preferred);
  }
}

async function mergeEmails(tx: Tx, owner: CustomerOwner, emails: NormalizedCustomerRequest['emails']) {
  const { customerUuid } = owner;
  const stored = await findCustomerEmails(tx, owner);
  const requested: Array<{ uuid: string; isPreferred: boolean }> = [];
  const added: NewCustomerEmail[] = [];
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
    if (changes) await updateCustomerEmail(tx, owner, { emailUuid: match.uuid, changes });
  }
  const preferred = choosePreferred(requested, stored);
  if (added.length > 0) {
    await insertCustomerEmails(
      tx,
      added.map((e) => ({ ...e, isPreferred: e.uuid === preferred })),
    );
  }
  if (preferred && stored.some((s) => s.isPreferred !== (s.uuid === preferred))) {
    await setPreferredEmail(tx, owner, preferred);
  }
}

/** A sent vehicle is the stored one with the same VIN, else the same DMS vehicle key; else it is new. */
async function mergeVehicles(
  tx: Tx,
  options: { dealerUuid: string; customerUuid: string; requested: NormalizedCustomerRequest['vehicles'] },
): Promise<SavedVehicleDto[]> {
  const { dealerUuid, customerUuid } = options;
  const known: Vehicle[] = await findCustomerVehicles(tx, { dealerUuid, customerUuid });
  const saved: SavedVehicleDto[] = [];
  for (const vehicle of options.requested) {
    const match =
      (vehicle.vin ? known.find((k) => k.vin?.toUpperCase() === vehicle.vin) : undefined) ??
      (vehicle.vehicleKey ? known.find((k) => k.vehicleKey === vehicle.vehicleKey) : undefined);
    let row: Vehicle | undefined = match;
    if (!match) {
      row = await insertVehicle(tx, { uuid: newUuid(), customerUuid, dealerUuid, ...vehicle });
      if (row) known.push(row);
    } else {
      const changes = changedFields<Vehicle>(match, vehicle);
      if (changes) {
        row = await updateVehicle(tx, { dealerUuid, vehicleUuid: match.uuid, changes });
        if (row) known.splice(known.indexOf(match), 1, row);
      }
    }
    if (!row) throw new Error(`Vehicle of customer ${customerUuid} was not written`);
    saved.push({ vehicleUuid: row.uuid, vin: row.vin, vehicleKey: row.vehicleKey, isNew: !match });
  }
  return saved;
}

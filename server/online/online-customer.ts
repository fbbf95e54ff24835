import type { z } from 'zod';
import { DomainError } from '../core/errors';
import { lockDealerCustomers } from '../customers/customer-records';
import { findMatchingCustomer } from '../customers/find-matching-customer';
import { normalizeCustomerRequest } from '../customers/normalize-customer-request';
import { storeCustomer } from '../customers/store-customer';
import type { Tx } from '../db/client';
import { isValidVin } from '../recalls/vin';
import type { newCustomerBody, newVehicleBody } from './online.schemas';
import type { OnlineContact } from './online-contact';
import { findCustomerByEmail, findCustomerByPhone } from './online-customer-records';

type NewVehicle = z.output<typeof newVehicleBody>;
type NewCustomer = z.output<typeof newCustomerBody>;

/** A vehicle given on the page: a VIN that passes its check digit, or year, make and model. */
export function checkedVehicle(vehicle: NewVehicle) {
  const vin = vehicle.vin?.trim().toUpperCase() || undefined;
  if (vin && !isValidVin(vin))
    throw new DomainError('INVALID_VEHICLE', 'That VIN is not valid: check its 17 characters');
  if (!vin && !(vehicle.year && vehicle.make && vehicle.model))
    throw new DomainError('INVALID_VEHICLE', 'Give the VIN, or the year, make and model');
  return {
    vin,
    vehicleYear: vehicle.year ?? undefined,
    vehicleMake: vehicle.make ?? undefined,
    vehicleModel: vehicle.model ?? undefined,
  };
}

/** The dealer's customer holding the proven phone or email (the oldest), with their vehicles. */
export function findCustomerHolding(tx: Tx, input: { dealerUuid: string; contact: OnlineContact }) {
  const { dealerUuid, contact } = input;
  return contact.kind === 'phone'
    ? findCustomerByPhone(tx, { dealerUuid, phone: contact.phone })
    : findCustomerByEmail(tx, { dealerUuid, email: contact.email });
}

/**
 * The customer a proven phone or email books for, and the vehicle: the dealer's customer holding
 * it, else (a phone only) one matched the way the Customer API matches (name with phone or email),
 * else a new customer. An email proves only a customer already on file: a new customer proves a
 * phone. A vehicle given as VIN or year, make and model is saved on the customer first.
 */
export async function onlineCustomer(
  tx: Tx,
  input: {
    dealerUuid: string;
    contact: OnlineContact;
    customer: NewCustomer | null | undefined;
    vehicleUuid: string | null | undefined;
    vehicle: NewVehicle | null | undefined;
    textConsent: boolean;
  },
): Promise<{ customerUuid: string; vehicleUuid: string | null }> {
  const { dealerUuid, contact } = input;
  await lockDealerCustomers(tx, dealerUuid);
  const known = await findCustomerHolding(tx, { dealerUuid, contact });
  if (!known && contact.kind === 'email')
    throw new DomainError(
      'VERIFICATION_REQUIRED',
      'To book as a new customer, confirm your mobile number with a texted code',
    );
  if (known && input.vehicleUuid && !known.vehicles.some((v) => v.uuid === input.vehicleUuid))
    throw new DomainError('VEHICLE_UUID_NOT_FOUND', 'That vehicle is not on file for you');
  if (known && (input.vehicleUuid || !input.vehicle))
    return { customerUuid: known.uuid, vehicleUuid: input.vehicleUuid ?? null };
  const person = known
    ? { firstName: known.firstName ?? '', lastName: known.lastName ?? '' }
    : input.customer;
  if (!person) throw new DomainError('CUSTOMER_NAME_REQUIRED', 'Give your first and last name');
  if (!input.vehicle) throw new DomainError('INVALID_VEHICLE', 'Give the VIN, or the year, make and model');
  const request = normalizeCustomerRequest({
    requesterUserUUID: 'online',
    customer: {
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumbers:
        contact.kind === 'phone'
          ? [{ phoneNumber: contact.phone, okToText: input.textConsent, isPreferred: true }]
          : [],
      emails:
        contact.kind === 'email'
          ? [{ emailAddress: contact.email }]
          : input.customer?.email
            ? [{ emailAddress: input.customer.email }]
            : [],
    },
    vehicles: [checkedVehicle(input.vehicle)],
  });
  const existing = await findMatchingCustomer(tx, { dealerUuid, request });
  const stored = await storeCustomer(tx, { dealerUuid, existing, request });
  return { customerUuid: stored.customerUuid, vehicleUuid: stored.vehicles[0]?.vehicleUuid ?? null };
}

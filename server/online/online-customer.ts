import type { z } from 'zod';
import { DomainError } from '../core/errors';
import { lockDealerCustomers } from '../customers/customer-records';
import { findMatchingCustomer } from '../customers/find-matching-customer';
import { normalizeCustomerRequest } from '../customers/normalize-customer-request';
import { storeCustomer } from '../customers/store-customer';
import type { Tx } from '../db/client';
import type { newCustomerBody, newVehicleBody } from './online.schemas';
import { findCustomerByPhone } from './online-customer-records';
import { isValidVin } from './vin';

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

/**
 * The customer a proven phone books for, and the vehicle: the dealer's customer holding the
 * phone, else one matched the way the Customer API matches (name with phone or email), else a new
 * customer. A vehicle given as VIN or year, make and model is saved on the customer first.
 */
export async function onlineCustomer(
  tx: Tx,
  input: {
    dealerUuid: string;
    phone: string;
    customer: NewCustomer | null | undefined;
    vehicleUuid: string | null | undefined;
    vehicle: NewVehicle | null | undefined;
    textConsent: boolean;
  },
): Promise<{ customerUuid: string; vehicleUuid: string | null }> {
  const { dealerUuid, phone } = input;
  await lockDealerCustomers(tx, dealerUuid);
  const known = await findCustomerByPhone(tx, { dealerUuid, phone });
  if (known && input.vehicleUuid && !known.vehicles.some((v) => v.uuid === input.vehicleUuid))
    throw new DomainError('VEHICLE_UUID_NOT_FOUND', 'That vehicle is not on file for this phone');
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
      phoneNumbers: [{ phoneNumber: phone, okToText: input.textConsent, isPreferred: true }],
      emails: input.customer?.email ? [{ emailAddress: input.customer.email }] : [],
    },
    vehicles: [checkedVehicle(input.vehicle)],
  });
  const existing = await findMatchingCustomer(tx, { dealerUuid, request });
  const stored = await storeCustomer(tx, { dealerUuid, existing, request });
  return { customerUuid: stored.customerUuid, vehicleUuid: stored.vehicles[0]?.vehicleUuid ?? null };
}

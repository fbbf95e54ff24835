import { z } from 'zod';
import { DomainError } from '../core/errors';
import type { SaveCustomerRequest } from './customer.schemas';
import { type CustomerWarning, customerWarning } from './customer-wire';
import { normalizePhone } from './normalize-phone';

/** A save request cleaned up: undefined means "not sent", which leaves a stored value unchanged. */
export type NormalizedCustomerRequest = {
  customerUuid?: string;
  customer: {
    customerKey?: string;
    firstName?: string;
    middleName?: string;
    lastName?: string;
    company?: string;
    isBusiness?: boolean;
    preferredLocale?: string;
    preferredCommunication?: string;
  };
  phones: Array<{
    phoneNumber: string;
    label?: string;
    okToCall?: boolean;
    okToText?: boolean;
    isPreferred: boolean;
    comments?: string;
  }>;
  emails: Array<{
    emailAddress: string;
    label?: string;
    okToEmail?: boolean;
    isPreferred: boolean;
    comments?: string;
  }>;
  vehicles: Array<{
    vin?: string;
    vehicleKey?: string;
    make?: string;
    model?: string;
    year?: number;
    trim?: string;
    engine?: string;
    mileage?: number;
    licensePlate?: string;
    color?: string;
    isValid?: boolean;
  }>;
  warnings: CustomerWarning[];
};

const clean = (value: string | null | undefined): string | undefined => value?.trim() || undefined;
const flag = (value: boolean | null | undefined): boolean | undefined => value ?? undefined;
const wholeNumber = (value: number | string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  return Math.round(Number(value));
};

/** A VIN has 17 characters; I, O and Q are never used because they read like 1 and 0. */
const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;
const emailAddress = z.email();

/**
 * Applies the data-model rules of the Customer API to a save request. Rule violations of the
 * customer or a vehicle reject the request; a phone or email that cannot be used is skipped with a
 * warning so that the rest of the customer is still saved.
 */
export function normalizeCustomerRequest(
  body: SaveCustomerRequest,
  now: Date = new Date(),
): NormalizedCustomerRequest {
  const input = body.customer;
  const customer = normalizedCustomerFields(input);
  const phones = normalizedPhones(input.phoneNumbers ?? []);
  const emails = normalizedEmails(input.emails ?? []);
  const vehicles = normalizedVehicles(body, now);
  return {
    customerUuid: clean(input.customerUuid),
    customer,
    phones: phones.phones,
    emails: emails.emails,
    vehicles,
    warnings: [...phones.warnings, ...emails.warnings],
  };
}

type SentCustomer = SaveCustomerRequest['customer'];

/** The customer's own fields; a person needs first and last name, a business its company name. */
function normalizedCustomerFields(input: SentCustomer): NormalizedCustomerRequest['customer'] {
  const customer: NormalizedCustomerRequest['customer'] = {
    customerKey: clean(input.customerKey),
    firstName: clean(input.firstName),
    middleName: clean(input.middleName),
    lastName: clean(input.lastName),
    company: clean(input.company),
    isBusiness: flag(input.isBusiness),
    preferredLocale: clean(input.preferredLocale)?.toLowerCase().replace('_', '-'),
    preferredCommunication: clean(input.preferredCommunication)?.toLowerCase(),
  };
  const hasPersonName = Boolean(customer.firstName && customer.lastName);
  const isNamedBusiness = Boolean(customer.isBusiness && customer.company);
  if (!hasPersonName && !isNamedBusiness) {
    throw new DomainError(
      'CUSTOMER_NAME_REQUIRED',
      'firstName and lastName are required, unless isBusiness is true and company is given',
    );
  }
  return customer;
}

/** Phones in E.164, each once (preferred if any copy was); unusable ones skipped with a warning. */
function normalizedPhones(sentPhones: NonNullable<SentCustomer['phoneNumbers']>) {
  const warnings: CustomerWarning[] = [];
  const phones: NormalizedCustomerRequest['phones'] = [];
  sentPhones.forEach((p, i) => {
    const raw = clean(p.phoneNumber);
    if (!raw) {
      warnings.push(customerWarning('EMPTY_PHONE_NUMBER', `phoneNumbers[${i}] has no phoneNumber; skipped`));
      return;
    }
    const phoneNumber = normalizePhone(raw);
    if (!phoneNumber) {
      warnings.push(
        customerWarning(
          'INCORRECT_PHONE_FORMAT',
          `phoneNumbers[${i}] "${raw}" is not a valid phone number (use +13105550123 or a 10-digit US number); skipped`,
        ),
      );
      return;
    }
    const same = phones.find((known) => known.phoneNumber === phoneNumber);
    if (same) {
      same.isPreferred ||= Boolean(p.isPreferred);
      return;
    }
    phones.push({
      phoneNumber,
      label: clean(p.label)?.toUpperCase(),
      okToCall: flag(p.okToCall),
      okToText: flag(p.okToText),
      isPreferred: Boolean(p.isPreferred),
      comments: clean(p.comments),
    });
  });
  if (sentPhones.length > 0 && phones.length === 0) {
    warnings.push(customerWarning('NO_VALID_PHONE_FOUND', 'None of the phoneNumbers could be saved'));
  }
  return { phones, warnings };
}

/** Email addresses in lower case, each once (preferred if any copy was); invalid ones skipped with a warning. */
function normalizedEmails(sentEmails: NonNullable<SentCustomer['emails']>) {
  const warnings: CustomerWarning[] = [];
  const emails: NormalizedCustomerRequest['emails'] = [];
  sentEmails.forEach((e, i) => {
    const raw = clean(e.emailAddress);
    if (!raw) {
      warnings.push(customerWarning('EMPTY_EMAIL', `emails[${i}] has no emailAddress; skipped`));
      return;
    }
    const address = raw.toLowerCase();
    if (!emailAddress.safeParse(address).success) {
      warnings.push(
        customerWarning(
          'INCORRECT_EMAIL_FORMAT',
          `emails[${i}] "${raw}" is not a valid email address; skipped`,
        ),
      );
      return;
    }
    const same = emails.find((known) => known.emailAddress === address);
    if (same) {
      same.isPreferred ||= Boolean(e.isPreferred);
      return;
    }
    emails.push({
      emailAddress: address,
      label: clean(e.label)?.toUpperCase(),
      okToEmail: flag(e.okToEmail),
      isPreferred: Boolean(e.isPreferred),
      comments: clean(e.comments),
    });
  });
  if (sentEmails.length > 0 && emails.length === 0) {
    warnings.push(customerWarning('NO_VALID_EMAIL_FOUND', 'None of the emails could be saved'));
  }
  return { emails, warnings };
}

/** Vehicles with a plausible model year, a well-formed VIN when asked, and a VIN or make, model and year. */
function normalizedVehicles(body: SaveCustomerRequest, now: Date): NormalizedCustomerRequest['vehicles'] {
  const latestModelYear = now.getUTCFullYear() + 2;
  return (body.vehicles ?? []).map((v, i) => {
    const vehicle = {
      vin: clean(v.vin)?.toUpperCase(),
      vehicleKey: clean(v.vehicleKey),
      make: clean(v.vehicleMake),
      model: clean(v.vehicleModel),
      year: wholeNumber(v.vehicleYear),
      trim: clean(v.vehicleTrim),
      engine: clean(v.vehicleEngine),
      mileage: wholeNumber(v.estimatedMileage),
      licensePlate: clean(v.licensePlate),
      color: clean(v.color),
      isValid: flag(v.isValid),
    };
    if (vehicle.year !== undefined && (vehicle.year < 1886 || vehicle.year > latestModelYear)) {
      throw new DomainError(
        'INVALID_VEHICLE',
        `vehicles[${i}].vehicleYear ${vehicle.year} is not a model year (1886-${latestModelYear})`,
      );
    }
    if (body.validateVin && vehicle.vin && !vinPattern.test(vehicle.vin)) {
      throw new DomainError(
        'INVALID_VEHICLE',
        `vehicles[${i}].vin "${vehicle.vin}" is not a VIN: 17 letters and digits without I, O or Q`,
      );
    }
    if (!vehicle.vin && !(vehicle.make && vehicle.model && vehicle.year !== undefined)) {
      throw new DomainError(
        'INVALID_VEHICLE',
        `vehicles[${i}] needs a vin, or vehicleMake, vehicleModel and vehicleYear`,
      );
    }
    return vehicle;
  });
}

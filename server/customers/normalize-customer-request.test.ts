import { describe, expect, it } from 'vitest';
import type { SaveCustomerRequest } from './customer.schemas';
import { normalizeCustomerRequest } from './normalize-customer-request';

const request = (
  customer: Partial<SaveCustomerRequest['customer']>,
  extra: Partial<SaveCustomerRequest> = {},
) => normalizeCustomerRequest({ customer: { firstName: 'Ana', lastName: 'Lopez', ...customer }, ...extra });

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('normalizeCustomerRequest', () => {
  it('trims names, treats blanks as not sent and lowercases locale and preferred communication', () => {
    const result = request({
      firstName: '  Ana ',
      middleName: '   ',
      preferredLocale: 'fr_CA',
      preferredCommunication: 'TEXT',
    });
    expect(result.customer).toMatchObject({
      firstName: 'Ana',
      middleName: undefined,
      lastName: 'Lopez',
      preferredLocale: 'fr-ca',
      preferredCommunication: 'text',
    });
    expect(result.warnings).toEqual([]);
  });

  it.each([
    ['no names', { firstName: null, lastName: null }],
    ['first name only', { lastName: '  ' }],
    ['company without isBusiness', { firstName: null, lastName: null, company: 'Acme' }],
    ['isBusiness without company', { firstName: null, lastName: null, isBusiness: true }],
  ])('%s → CUSTOMER_NAME_REQUIRED', (_name, customer) => {
    expect(codeOf(() => request(customer))).toBe('CUSTOMER_NAME_REQUIRED');
  });

  it('accepts a business with only a company name', () => {
    expect(
      request({ firstName: null, lastName: null, isBusiness: true, company: 'Acme Fleet' }).customer.company,
    ).toBe('Acme Fleet');
  });

  it('normalises phones to E.164, merges duplicates and warns about the ones it skips', () => {
    const result = request({
      phoneNumbers: [
        { phoneNumber: '(312) 555-0142', label: 'cell' },
        { phoneNumber: '+13125550142', isPreferred: true },
        { phoneNumber: '555-0142' },
        { phoneNumber: ' ' },
      ],
    });
    expect(result.phones).toEqual([
      {
        phoneNumber: '+13125550142',
        label: 'CELL',
        okToCall: undefined,
        okToText: undefined,
        isPreferred: true,
        comments: undefined,
      },
    ]);
    expect(result.warnings.map((w) => [w.warningTitle, w.warningCode])).toEqual([
      ['INCORRECT_PHONE_FORMAT', 10015],
      ['EMPTY_PHONE_NUMBER', 10011],
    ]);
  });

  it('lowercases emails and skips invalid ones; none usable adds NO_VALID_*_FOUND', () => {
    const result = request({
      emails: [{ emailAddress: 'not-an-email' }],
      phoneNumbers: [{ phoneNumber: '12' }],
    });
    expect(result.emails).toEqual([]);
    expect(result.phones).toEqual([]);
    expect(result.warnings.map((w) => w.warningTitle)).toEqual([
      'INCORRECT_PHONE_FORMAT',
      'NO_VALID_PHONE_FOUND',
      'INCORRECT_EMAIL_FORMAT',
      'NO_VALID_EMAIL_FOUND',
    ]);
    expect(request({ emails: [{ emailAddress: ' Ana.Lopez@Example.COM ' }] }).emails[0]?.emailAddress).toBe(
      'ana.lopez@example.com',
    );
  });

  it('uppercases VINs and reads years and mileage sent as strings', () => {
    const [vehicle] = request(
      {},
      { vehicles: [{ vin: '1hgcm82633a004352', vehicleYear: '2019', estimatedMileage: '42000' }] },
    ).vehicles;
    expect(vehicle).toMatchObject({ vin: '1HGCM82633A004352', year: 2019, mileage: 42000 });
  });

  it.each([
    ['neither VIN nor make, model and year', { vehicleMake: 'Honda', vehicleModel: 'Civic' }, false],
    ['a VIN with O when validating', { vin: '1HGCM82633O004352' }, true],
    ['a 16-character VIN when validating', { vin: '1HGCM82633A00435' }, true],
    ['a year before cars', { vehicleMake: 'Ford', vehicleModel: 'T', vehicleYear: 1700 }, false],
  ])('%s → INVALID_VEHICLE', (_name, vehicle, validateVin) => {
    expect(codeOf(() => request({}, { vehicles: [vehicle], validateVin }))).toBe('INVALID_VEHICLE');
  });

  it('accepts any VIN when validateVin is off, and make, model and year without a VIN', () => {
    const result = request(
      {},
      {
        vehicles: [{ vin: 'OLD-123' }, { vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleYear: 2020 }],
      },
    );
    expect(result.vehicles.map((v) => v.vin)).toEqual(['OLD-123', undefined]);
  });
});

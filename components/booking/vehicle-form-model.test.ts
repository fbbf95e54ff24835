import { describe, expect, it } from 'vitest';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { addVehicleRequestOf, emptyVehicleForm, validateNewVehicle } from './vehicle-form-model';

const customer = {
  customerUuid: 'c-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  isBusiness: false,
} as CustomerWithVehiclesDto['customer'];

describe('the add-a-vehicle form', () => {
  it('asks for year, make and model when there is no VIN', () => {
    expect(validateNewVehicle(emptyVehicleForm, 2026)).toEqual({
      year: 'Enter the model year, such as 2021.',
      make: 'Enter the make, such as Honda.',
      model: 'Enter the model, such as Civic.',
    });
  });

  it('takes a VIN alone, and refuses one with I, O or Q and miles that are not whole', () => {
    expect(validateNewVehicle({ ...emptyVehicleForm, vin: '1HGCM82633A004352' }, 2026)).toEqual({});
    expect(
      validateNewVehicle({ ...emptyVehicleForm, vin: '1HGCM8263OA004352', mileage: '4.5' }, 2026),
    ).toEqual({
      vin: 'A VIN has 17 letters and digits (no I, O or Q).',
      mileage: 'Enter whole miles, such as 42000.',
    });
  });

  it('refuses a model year far in the future', () => {
    const form = { ...emptyVehicleForm, year: '2029', make: 'Honda', model: 'Civic' };
    expect(validateNewVehicle(form, 2026).year).toBe('Enter the model year, such as 2021.');
    expect(validateNewVehicle({ ...form, year: '2028' }, 2026)).toEqual({});
  });

  it('adds the vehicle under the stored name, blanks as null and mileage without separators', () => {
    const form = { year: ' 2021 ', make: 'Honda', model: 'Civic', vin: '', mileage: '42,000' };
    expect(addVehicleRequestOf(customer, form)).toEqual({
      customer: { firstName: 'Ada', lastName: 'Lovelace', company: null, isBusiness: false },
      vehicles: [
        {
          vin: null,
          vehicleYear: '2021',
          vehicleMake: 'Honda',
          vehicleModel: 'Civic',
          estimatedMileage: '42000',
        },
      ],
    });
  });
});

import type { CustomerWithVehiclesDto, SaveCustomerRequest } from '@/server/customers/customer.schemas';

/** The add-a-vehicle form of the booking's vehicle step: its state, validation and request. */
export type NewVehicleForm = { year: string; make: string; model: string; vin: string; mileage: string };
export const emptyVehicleForm: NewVehicleForm = { year: '', make: '', model: '', vin: '', mileage: '' };

export type NewVehicleErrors = Partial<Record<keyof NewVehicleForm, string>>;

export function validateNewVehicle(form: NewVehicleForm, thisYear: number): NewVehicleErrors {
  const errors: NewVehicleErrors = {};
  const vin = form.vin.trim();
  if (!vin || form.year.trim() || form.make.trim() || form.model.trim()) {
    // Without a VIN the customer API needs year, make and model.
    const year = Number(form.year);
    if (!/^\d{4}$/.test(form.year.trim()) || year < 1950 || year > thisYear + 2) {
      errors.year = 'Enter the model year, such as 2021.';
    }
    if (!form.make.trim()) errors.make = 'Enter the make, such as Honda.';
    if (!form.model.trim()) errors.model = 'Enter the model, such as Civic.';
  }
  if (vin && !/^[A-HJ-NPR-Z0-9]{11,17}$/i.test(vin))
    errors.vin = 'A VIN has 17 letters and digits (no I, O or Q).';
  if (form.mileage.trim() && !/^\d{1,7}$/.test(form.mileage.replace(/[,\s]/g, ''))) {
    errors.mileage = 'Enter whole miles, such as 42000.';
  }
  return errors;
}

/** Adds the vehicle to the customer. The update merges, but still wants the name; sending the stored one changes nothing. */
export function addVehicleRequestOf(
  c: CustomerWithVehiclesDto['customer'],
  form: NewVehicleForm,
): SaveCustomerRequest {
  return {
    customer: { firstName: c.firstName, lastName: c.lastName, company: c.company, isBusiness: c.isBusiness },
    vehicles: [
      {
        vin: form.vin.trim() || null,
        vehicleYear: form.year.trim() || null,
        vehicleMake: form.make.trim() || null,
        vehicleModel: form.model.trim() || null,
        estimatedMileage: form.mileage.replace(/[,\s]/g, '') || null,
      },
    ],
  };
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { type VehicleChoice, vehicleName } from './booking-model';
import { OptionCard } from './parts';
import { fetchCustomer, useAddVehicle } from './queries';

export type NewVehicleForm = { year: string; make: string; model: string; vin: string; mileage: string };
export const emptyVehicleForm: NewVehicleForm = { year: '', make: '', model: '', vin: '', mileage: '' };

type Errors = Partial<Record<keyof NewVehicleForm, string>>;

function validate(form: NewVehicleForm, thisYear: number): Errors {
  const errors: Errors = {};
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

const mileageLabel = (miles: number | null) =>
  miles === null ? null : `${miles.toLocaleString('en-US')} mi`;

/** Step 2: one of the customer's vehicles, a new one added to the customer, or none. */
export function VehicleStep({
  departmentUuid,
  customer,
  onCustomerChange,
  choice,
  onChoose,
  form,
  onForm,
}: {
  departmentUuid: string;
  customer: CustomerWithVehiclesDto;
  onCustomerChange: (customer: CustomerWithVehiclesDto) => void;
  choice: VehicleChoice | null;
  onChoose: (choice: VehicleChoice) => void;
  form: NewVehicleForm | null;
  onForm: (form: NewVehicleForm | null) => void;
}) {
  const queryClient = useQueryClient();
  const addVehicle = useAddVehicle(departmentUuid, customer.customer.customerUuid);
  const [errors, setErrors] = useState<Errors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const vehicles = customer.vehicles.filter((v) => v.isValid);
  const setField = (patch: Partial<NewVehicleForm>) => form && onForm({ ...form, ...patch });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form) return;
    setSaveError(null);
    const found = validate(form, new Date().getFullYear());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const c = customer.customer;
    try {
      const saved = await addVehicle.mutateAsync({
        // The update merges, but still wants the name; sending the stored one changes nothing.
        customer: {
          firstName: c.firstName,
          lastName: c.lastName,
          company: c.company,
          isBusiness: c.isBusiness,
        },
        vehicles: [
          {
            vin: form.vin.trim() || null,
            vehicleYear: form.year.trim() || null,
            vehicleMake: form.make.trim() || null,
            vehicleModel: form.model.trim() || null,
            estimatedMileage: form.mileage.replace(/[,\s]/g, '') || null,
          },
        ],
      });
      const refreshed = await fetchCustomer(queryClient, departmentUuid, c.customerUuid);
      onCustomerChange(refreshed);
      const added = refreshed.vehicles.find((v) => v.vehicleUuid === saved.vehicles[0]?.vehicleUuid);
      if (added) onChoose({ kind: 'vehicle', vehicle: added });
      onForm(null);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'The vehicle could not be added.');
    }
  }

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Vehicle for this visit</legend>
        {vehicles.length === 0 && (
          <p className="text-sm text-slate-600">No vehicles on file for this customer yet.</p>
        )}
        {vehicles.map((v) => (
          <OptionCard
            key={v.vehicleUuid}
            type="radio"
            name="vehicle"
            checked={choice?.kind === 'vehicle' && choice.vehicle.vehicleUuid === v.vehicleUuid}
            onChange={() => onChoose({ kind: 'vehicle', vehicle: v })}
            title={vehicleName(v)}
            detail={
              [v.vin && `VIN ${v.vin}`, mileageLabel(v.estimatedMileage), v.licensePlate]
                .filter(Boolean)
                .join(' · ') || undefined
            }
          />
        ))}
        <OptionCard
          type="radio"
          name="vehicle"
          checked={choice?.kind === 'none'}
          onChange={() => onChoose({ kind: 'none' })}
          title="No vehicle"
          detail="Book the visit without a vehicle; add it later."
        />
      </fieldset>

      {form ? (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Add a vehicle"
          className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
        >
          <h3 className="text-sm font-semibold text-slate-900">Add a vehicle</h3>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="vehicle-year" label="Year" error={errors.year}>
              <Input
                id="vehicle-year"
                inputMode="numeric"
                value={form.year}
                onChange={(e) => setField({ year: e.target.value })}
                aria-invalid={Boolean(errors.year)}
                aria-describedby={describedBy('vehicle-year', { error: Boolean(errors.year) })}
              />
            </Field>
            <Field id="vehicle-make" label="Make" error={errors.make}>
              <Input
                id="vehicle-make"
                value={form.make}
                onChange={(e) => setField({ make: e.target.value })}
                aria-invalid={Boolean(errors.make)}
                aria-describedby={describedBy('vehicle-make', { error: Boolean(errors.make) })}
              />
            </Field>
            <Field id="vehicle-model" label="Model" error={errors.model}>
              <Input
                id="vehicle-model"
                value={form.model}
                onChange={(e) => setField({ model: e.target.value })}
                aria-invalid={Boolean(errors.model)}
                aria-describedby={describedBy('vehicle-model', { error: Boolean(errors.model) })}
              />
            </Field>
            <Field id="vehicle-vin" label="VIN (optional)" error={errors.vin} className="sm:col-span-2">
              <Input
                id="vehicle-vin"
                value={form.vin}
                onChange={(e) => setField({ vin: e.target.value.toUpperCase() })}
                autoComplete="off"
                aria-invalid={Boolean(errors.vin)}
                aria-describedby={describedBy('vehicle-vin', { error: Boolean(errors.vin) })}
              />
            </Field>
            <Field id="vehicle-mileage" label="Mileage (optional)" error={errors.mileage}>
              <Input
                id="vehicle-mileage"
                inputMode="numeric"
                value={form.mileage}
                onChange={(e) => setField({ mileage: e.target.value })}
                aria-invalid={Boolean(errors.mileage)}
                aria-describedby={describedBy('vehicle-mileage', { error: Boolean(errors.mileage) })}
              />
            </Field>
          </div>
          {saveError && <Alert tone="error">{saveError}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={addVehicle.isPending}>
              Add vehicle
            </Button>
            <Button variant="ghost" onClick={() => onForm(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => onForm(emptyVehicleForm)}>
          Add a vehicle
        </Button>
      )}
    </div>
  );
}

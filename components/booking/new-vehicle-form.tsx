'use client';

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import type { VehicleChoice } from './booking-model';
import { fetchCustomer, useAddVehicle } from './queries';
import {
  addVehicleRequestOf,
  type NewVehicleForm as Form,
  type NewVehicleErrors,
  validateNewVehicle,
} from './vehicle-form-model';

/** Adds a vehicle to the customer and chooses it for the visit. */
export function NewVehicleForm({
  departmentUuid,
  customer,
  onCustomerChange,
  onChoose,
  form,
  onForm,
}: {
  departmentUuid: string;
  customer: CustomerWithVehiclesDto;
  onCustomerChange: (customer: CustomerWithVehiclesDto) => void;
  onChoose: (choice: VehicleChoice) => void;
  form: Form;
  onForm: (form: Form | null) => void;
}) {
  const queryClient = useQueryClient();
  const addVehicle = useAddVehicle(departmentUuid, customer.customer.customerUuid);
  const [errors, setErrors] = useState<NewVehicleErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const setField = (patch: Partial<Form>) => onForm({ ...form, ...patch });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaveError(null);
    const found = validateNewVehicle(form, new Date().getFullYear());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const c = customer.customer;
    try {
      const saved = await addVehicle.mutateAsync(addVehicleRequestOf(c, form));
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
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add a vehicle"
      className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">Add a vehicle</h3>
      <VehicleFields form={form} errors={errors} setField={setField} />
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
  );
}

function VehicleFields({
  form,
  errors,
  setField,
}: {
  form: Form;
  errors: NewVehicleErrors;
  setField: (patch: Partial<Form>) => void;
}) {
  return (
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
  );
}

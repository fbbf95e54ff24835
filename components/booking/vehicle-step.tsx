'use client';

import { Button } from '@/components/ui/button';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { type VehicleChoice, vehicleName } from './booking-model';
import { NewVehicleForm } from './new-vehicle-form';
import { OptionCard } from './parts';
import { emptyVehicleForm, type NewVehicleForm as Form } from './vehicle-form-model';

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
  form: Form | null;
  onForm: (form: Form | null) => void;
}) {
  const vehicles = customer.vehicles.filter((v) => v.isValid);

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
        <NewVehicleForm
          departmentUuid={departmentUuid}
          customer={customer}
          onCustomerChange={onCustomerChange}
          onChoose={onChoose}
          form={form}
          onForm={onForm}
        />
      ) : (
        <Button variant="secondary" onClick={() => onForm(emptyVehicleForm)}>
          Add a vehicle
        </Button>
      )}
    </div>
  );
}

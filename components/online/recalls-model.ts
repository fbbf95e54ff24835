import type { RecallsRequest } from './online-api';

type VehicleFields = { vehicleUuid: string | null; vin: string; year: string; make: string; model: string };

/**
 * The vehicle the recalls are asked for, once it is known: the one on file, or a typed VIN, or a
 * typed year, make and model; null while it is not known yet.
 */
export function recallVehicleOf(details: VehicleFields): Omit<RecallsRequest, 'session'> | null {
  if (details.vehicleUuid) return { vehicleUuid: details.vehicleUuid };
  const vin = details.vin.trim().toUpperCase();
  if (vin.length === 17) return { vehicle: { vin } };
  const year = Number(details.year);
  const make = details.make.trim();
  const model = details.model.trim();
  if (Number.isInteger(year) && year >= 1950 && make && model) return { vehicle: { year, make, model } };
  return null;
}

/** The recalls the customer keeps ticked, for the vehicle they were offered for. */
export type RecallChoice = { vehicleKey: string; oemIds: string[] };

export const vehicleKeyOf = (details: VehicleFields): string | null => {
  const vehicle = recallVehicleOf(details);
  return vehicle ? JSON.stringify(vehicle) : null;
};

/**
 * The recalls a vehicle's lookup leaves chosen: every one ticked the first time the vehicle's
 * recalls are seen; afterwards the customer's own ticks, minus any no longer offered.
 */
export function recallChoiceAfterLookup(
  current: RecallChoice | null,
  vehicleKey: string,
  offered: { oemRecallId: string }[],
): RecallChoice {
  const ids = offered.map((r) => r.oemRecallId);
  if (current?.vehicleKey !== vehicleKey) return { vehicleKey, oemIds: ids };
  return { vehicleKey, oemIds: current.oemIds.filter((id) => ids.includes(id)) };
}

/** What the booking asks for: the ticked recalls of the vehicle booked, never another one's. */
export function selectedRecalls(choice: RecallChoice | null, details: VehicleFields): string[] {
  return choice && choice.vehicleKey === vehicleKeyOf(details) ? choice.oemIds : [];
}

import type { Tx } from '../db/client';
import { recallForVehicleWire } from './campaign-wire';
import type { RecallForVehicle, VehicleFacts } from './recall.schemas';
import { findOpenCampaignsForVehicle } from './recall-campaign-records';
import { modelYearOfVin } from './vin';

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The dealer's open recall campaigns that cover a vehicle, known by its VIN and/or its model year,
 * make and model: listed VINs match exactly (without case), a make and model without case within
 * the campaign's years. A vehicle without a model year gets the one its VIN gives (vin.ts), so a
 * year range finds it; its make and model are never guessed from the VIN. Of one department when
 * named (an online booking's). Closed campaigns and those whose repair opcode was retired are never
 * offered.
 */
export async function findRecallsForVehicle(
  tx: Tx,
  input: { dealerUuid: string; departmentUuid?: string | null; vehicle: VehicleFacts },
): Promise<RecallForVehicle[]> {
  const { vehicle } = input;
  const vin = blankToNull(vehicle.vin)?.toUpperCase() ?? null;
  const make = blankToNull(vehicle.make);
  const model = blankToNull(vehicle.model);
  if (!vin && !(make && model)) return [];
  const found = await findOpenCampaignsForVehicle(tx, {
    dealerUuid: input.dealerUuid,
    departmentUuid: input.departmentUuid ?? null,
    vin,
    year: vehicle.year ?? (vin ? modelYearOfVin(vin, new Date()) : null),
    make,
    model,
  });
  return found.map(recallForVehicleWire);
}

import { z } from 'zod';
import { identifier, text } from '../core/text';
import { vehicleFacts } from '../recalls/recall.schemas';
import { newVehicleBody, sessionField } from './online.schemas';

/** The page asks, once the vehicle is known: one of the proven phone's vehicles, or the one typed. */
export const onlineRecallsBody = z.object({
  session: sessionField,
  vehicleUuid: identifier(100).nullish(),
  vehicle: newVehicleBody.nullish(),
});
export type OnlineRecallsBody = z.output<typeof onlineRecallsBody>;

const queryYear = z
  .string()
  .regex(/^\d{4}$/, 'a model year like 2021')
  .transform(Number)
  .optional();

/** A partner names a saved vehicle (customerUuid and vehicleUuid), or gives its VIN or year, make and model. */
export const partnerRecallsQuery = z.object({
  customerUuid: identifier(100).optional(),
  vehicleUuid: identifier(100).optional(),
  vin: vehicleFacts.shape.vin.unwrap().unwrap().optional(),
  year: queryYear,
  make: text({ max: 60, trim: true }).optional(),
  model: text({ max: 60, trim: true }).optional(),
});
export type PartnerRecallsQuery = z.output<typeof partnerRecallsQuery>;

import { z } from 'zod';
import { appointmentFieldsSchema, vehicleRefSchema } from '../appointments/appointment.schemas';

export const pickupRideType = 'PICKUP_VEHICLE';
export const dropoffRideType = 'DROPOFF_VEHICLE';

/** ISO-8601 with a numeric offset (or Z): 2027-03-04T10:00:00-0600, 2027-03-04T10:00:00.000-06:00. */
export const offsetDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * One trip instruction of the partner body. eventUUID names an existing trip; every other field is
 * the trip's "body" (its presence decides create/update against delete).
 */
export const tripInformationSchema = z.object({
  eventUUID: z.string().nullish(),
  rideType: z.string().nullish(),
  mustStartBy: z.string().nullish(),
  rideTime: z.string().nullish(),
  originAddress: z.string().max(500).nullish(),
  originLocationLat: z.number().nullish(),
  originLocationLon: z.number().nullish(),
  destinationAddress: z.string().max(500).nullish(),
  destLocationLat: z.number().nullish(),
  destLocationLon: z.number().nullish(),
  optionalFields: z.record(z.string(), z.string()).nullish(),
  primaryDriverUUID: z.string().nullish(),
  secondaryDriverUUID: z.string().nullish(),
  loaner: z.string().max(200).nullish(),
  notes: z.string().max(2000).nullish(),
});
export type TripInformation = z.output<typeof tripInformationSchema>;

/**
 * The partner appointment-with-trip body. Required fields are optional here on purpose: each
 * missing one has its own error code (CUSTOMER_INFO_MISSING, ...), checked by the use case.
 */
export const partnerAppointmentRequestSchema = z.object({
  customerUUID: z.string().nullish(),
  appointmentDateTime: z.string().nullish(),
  dealerDepartmentUUID: z.string().nullish(),
  appointmentInformation: appointmentFieldsSchema.nullish(),
  vehicleInformation: vehicleRefSchema.nullish(),
  pickupTripInformation: tripInformationSchema.nullish(),
  dropTripInformation: tripInformationSchema.nullish(),
  pickupDeliveryTripMetadata: z.record(z.string(), z.unknown()).nullish(),
  requesterUserUUID: z.string().nullish(),
  source: z.string().nullish(),
  appointmentMetaData: z.record(z.string(), z.unknown()).nullish(),
  locale: z.string().nullish(),
  // Declared only so that sending them can be refused (the spec forbids top-level trip UUIDs).
  tripUUID: z.unknown().optional(),
  dropoffTripUUID: z.unknown().optional(),
});
export type PartnerAppointmentRequest = z.output<typeof partnerAppointmentRequestSchema>;

const errorSchema = z.object({ errorCode: z.string(), errorDescription: z.string() });
const warningSchema = z.object({ warningCode: z.string(), warningDescription: z.string() });

/** SaveAppointmentWithTripResponse of the spec. */
export const saveAppointmentWithTripResponseSchema = z.object({
  eventUUID: z.string().nullable(),
  pickupEventUUID: z.string().nullable(),
  dropoffEventUUID: z.string().nullable(),
  appointmentUUID: z.string().nullable(),
  statusCode: z.number().int(),
  errors: z.array(errorSchema).nullable(),
  warnings: z.array(warningSchema).nullable(),
});
export type SaveAppointmentWithTripResponse = z.infer<typeof saveAppointmentWithTripResponseSchema>;

/** One trip as the trips look-up returns it (wire-facts §2.13 tripViewDtos, plus the stored fields). */
export const tripViewSchema = z.object({
  eventUuid: z.string(),
  version: z.number().int(),
  rideType: z.enum([pickupRideType, dropoffRideType]),
  tripStatus: z.string(),
  parentEventUuid: z.string().nullable(),
  appointmentUuid: z.string(),
  appointmentTime: z.string(),
  mustStartBy: z.string().nullable(),
  rideTime: z.string().nullable(),
  originAddress: z.string().nullable(),
  originLocationLat: z.number().nullable(),
  originLocationLon: z.number().nullable(),
  destinationAddress: z.string().nullable(),
  destLocationLat: z.number().nullable(),
  destLocationLon: z.number().nullable(),
  optionalFields: z.record(z.string(), z.string()),
  primaryDriverUUID: z.string().nullable(),
  primaryDriverName: z.string().nullable(),
  secondaryDriverUUID: z.string().nullable(),
  secondaryDriverName: z.string().nullable(),
  loaner: z.string().nullable(),
  notes: z.string().nullable(),
  createdDateTime: z.string(),
  updatedDateTime: z.string(),
});
export type TripView = z.infer<typeof tripViewSchema>;

export const tripHistoryViewSchema = z.object({
  eventUuid: z.string(),
  rideType: z.string(),
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  actorKind: z.string(),
  actorName: z.string().nullable(),
  occurredAt: z.string(),
});

export const appointmentTripsResponseSchema = z.object({
  appointmentUuid: z.string(),
  departmentUuid: z.string(),
  timeZone: z.string(),
  totalCount: z.number().int(),
  tripViewDtos: z.array(tripViewSchema),
  history: z.array(tripHistoryViewSchema),
  statusCode: z.number().int(),
  error: z.null(),
  warnings: z.array(warningSchema),
});
export type AppointmentTripsResponse = z.infer<typeof appointmentTripsResponseSchema>;

export const partnerDeleteQuerySchema = z.object({
  updatedByDAUUID: z.string().optional(),
  source: z.string().optional(),
});

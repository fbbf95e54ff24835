import { z } from 'zod';
import { appointmentFieldsSchema, vehicleRefSchema } from '../appointments/appointment.schemas';
import { dateTimeText, identifier, storableJson, text, textLimits } from '../core/text';

export const pickupRideType = 'PICKUP_VEHICLE';
export const dropoffRideType = 'DROPOFF_VEHICLE';

/** ISO-8601 with a numeric offset (or Z): 2027-03-04T10:00:00-0600, 2027-03-04T10:00:00.000-06:00. */
export const offsetDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * One trip instruction of the partner body. eventUUID names an existing trip; every other field is
 * the trip's "body" (its presence decides create/update against delete).
 */
export const tripInformationSchema = z.object({
  eventUUID: identifier().nullish(),
  rideType: text({ max: 50 }).nullish(),
  mustStartBy: dateTimeText().nullish(),
  rideTime: dateTimeText().nullish(),
  originAddress: text({ max: textLimits.shortText }).nullish(),
  originLocationLat: z.number().nullish(),
  originLocationLon: z.number().nullish(),
  destinationAddress: text({ max: textLimits.shortText }).nullish(),
  destLocationLat: z.number().nullish(),
  destLocationLon: z.number().nullish(),
  optionalFields: storableJson(z.record(text({ max: textLimits.name }), text({ max: 2000 }))).nullish(),
  primaryDriverUUID: identifier().nullish(),
  secondaryDriverUUID: identifier().nullish(),
  loaner: text({ max: textLimits.name }).nullish(),
  notes: text({ max: 2000, multiline: true }).nullish(),
});
export type TripInformation = z.output<typeof tripInformationSchema>;

/**
 * The partner appointment-with-trip body. Required fields are optional here on purpose: each
 * missing one has its own error code (CUSTOMER_INFO_MISSING, ...), checked by the use case.
 */
export const partnerAppointmentRequestSchema = z.object({
  customerUUID: identifier().nullish(),
  appointmentDateTime: dateTimeText().nullish(),
  dealerDepartmentUUID: identifier().nullish(),
  appointmentInformation: appointmentFieldsSchema.nullish(),
  vehicleInformation: vehicleRefSchema.nullish(),
  pickupTripInformation: tripInformationSchema.nullish(),
  dropTripInformation: tripInformationSchema.nullish(),
  pickupDeliveryTripMetadata: storableJson(z.record(z.string(), z.unknown())).nullish(),
  requesterUserUUID: identifier().nullish(),
  source: text({ max: 50 }).nullish(),
  appointmentMetaData: storableJson(z.record(z.string(), z.unknown())).nullish(),
  locale: text({ max: 20 }).nullish(),
  // Declared only so that sending them can be refused (the spec forbids top-level trip UUIDs).
  tripUUID: storableJson(z.unknown(), 1024).optional(),
  dropoffTripUUID: storableJson(z.unknown(), 1024).optional(),
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
  updatedByDAUUID: identifier().optional(),
  source: text({ max: 50 }).optional(),
});

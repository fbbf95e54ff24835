import { z } from 'zod';
import { operationTypes } from '../opcodes/opcode.schemas';

/** Appointment statuses of the spec, stored and returned exactly as spelled there. */
export const appointmentStatuses = [
  'Scheduled',
  'Confirmed',
  'Reminder Sent',
  'Rescheduled',
  'Updated',
  'UPDATED',
  'Rescheduling Requested',
  'Cancellation Requested',
  'Show',
  'No Show',
  'Cancelled',
  'CANCELLED',
  'FAILED',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const createdByValues = ['dealerapp', 'online', 'DMS', 'API'] as const;

// The field table types every service item field as a string; integrators also send numbers.
const looseString = z.union([z.string(), z.number()]).transform(String).nullish();
const looseBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .nullish();

export const serviceItemSchema = z.object({
  title: z.string().nullish(),
  laborOpCode: z.string().nullish(),
  description: z.string().nullish(),
  opCodeName: z.string().nullish(),
  price: looseString,
  laborTotal: looseString,
  partsTotal: looseString,
  shopFees: looseString,
  taxes: looseString,
  payType: z.string().nullish(),
  sortOrder: looseString,
  recallID: z.string().nullish(),
  parentTitle: z.string().nullish(),
  menuUuid: z.string().nullish(),
  operationType: z.enum(operationTypes).nullish(),
  operationUuid: z.string().nullish(),
  isCustomConcern: looseBoolean,
  durationInMins: looseString,
  parentOpcodeUuid: z.string().nullish(),
});
export type ServiceItemInput = z.output<typeof serviceItemSchema>;

export const userRefSchema = z.object({
  uuid: z.string().nullish(),
  deptUUID: z.string().nullish(),
  teamUuid: z.string().nullish(),
});

export const transportOptionInputSchema = z.object({
  transportation: z.string().nullish(),
  transportOptionUuid: z.string().nullish(),
  altTransportation: z.string().nullish(),
  bookingID: z.string().nullish(),
  bookInThirdParty: z.boolean().nullish(),
});

export const preferencesSchema = z.object({
  emailConfirmation: z.boolean().nullish(),
  textConfirmation: z.boolean().nullish(),
  emailReminder: z.boolean().nullish(),
  textReminder: z.boolean().nullish(),
  notifyCustomer: z.boolean().nullish(),
  sendCommunicationToDA: z.boolean().nullish(),
  confirmationEmail: z.string().nullish(),
  confirmationPhoneNumber: z.string().nullish(),
});

export const vehicleRefSchema = z.object({
  vehicleUuid: z.string().nullish(),
  vin: z.string().nullish(),
  vehicleKey: z.string().nullish(),
});

/** The appointment fields (the spec's field table), used flat or inside appointmentInformation. */
export const appointmentFieldsSchema = z.object({
  appointmentStartDateTime: z.string().nullish(),
  appointmentEndDateTime: z.string().nullish(),
  transportOption: transportOptionInputSchema.nullish(),
  assignedUser: userRefSchema.nullish(),
  creatorUser: userRefSchema.nullish(),
  appointmentKey: z.string().nullish(),
  comments: z.string().max(4000).nullish(),
  internalNotes: z.string().max(4000).nullish(),
  serviceList: z.array(serviceItemSchema).max(100).nullish(),
  customerAppointmentPreference: preferencesSchema.nullish(),
  status: z.string().nullish(),
  recall: z.boolean().nullish(),
  pushToDms: z.boolean().nullish(),
  mileageText: z.string().nullish(),
  reminderCount: z.number().int().min(0).nullish(),
  isOverridden: z.boolean().nullish(),
  overrideFutureNoPrefAppointment: z.boolean().nullish(),
  draftUuid: z.string().nullish(),
  pdrToOpcodes: z.unknown().optional(),
  deferredRecallDTOList: z.array(z.unknown()).nullish(),
  pickupDeliveryTripEvent: z.unknown().optional(),
  sdSessionId: z.string().nullish(),
  appointmentMetaData: z.record(z.string(), z.unknown()).nullish(),
});
export type AppointmentFields = z.output<typeof appointmentFieldsSchema>;

/**
 * Create/update body: customerUuid and vehicleInformation at the top, the rest inside
 * appointmentInformation (as the examples send it) or flat (as the field table lists it).
 */
export const appointmentRequestSchema = appointmentFieldsSchema.extend({
  customerUuid: z.string().nullish(),
  vehicleInformation: vehicleRefSchema.nullish(),
  appointmentInformation: appointmentFieldsSchema.nullish(),
});
export type AppointmentRequest = z.output<typeof appointmentRequestSchema>;

export const listFilterSchema = z.object({
  appointmentKeys: z.array(z.string()).nullish(),
  appointmentUuids: z.array(z.string()).nullish(),
  customerUuids: z.array(z.string()).nullish(),
  teamUuids: z.array(z.string()).nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  startCreatedDate: z.string().nullish(),
  endCreatedDate: z.string().nullish(),
  createdBy: z.string().nullish(),
  pageNumber: z.unknown().optional(),
  pageSize: z.unknown().optional(),
  sortAscending: z.boolean().nullish(),
  orderBy: z.string().nullish(),
});
export type ListFilter = z.output<typeof listFilterSchema>;

export const draftRequestSchema = z.object({
  appointmentStartDateTime: z.string().nullish(),
  appointmentEndDateTime: z.string().nullish(),
  appointmentCommunicationPreference: preferencesSchema.nullish(),
  assignedAdvisorUuid: z.string().nullish(),
  opCodes: z.array(z.string()).max(50).nullish(),
  customerDetails: z
    .object({
      customerUuid: z.string().nullish(),
      vehicleUuid: z.string().nullish(),
      vin: z.string().nullish(),
    })
    .nullish(),
  transportOption: z.string().nullish(),
  note: z.string().max(2000).nullish(),
  expiry: z.string().nullish(),
});
export type DraftRequest = z.output<typeof draftRequestSchema>;

const warningSchema = z.object({ warningCode: z.string(), warningDescription: z.string() });
const errorSchema = z.object({ errorCode: z.string(), errorDescription: z.string() });

export const serviceItemOutSchema = z.object({
  serviceUuid: z.string(),
  title: z.string().nullable(),
  laborOpCode: z.string().nullable(),
  description: z.string().nullable(),
  opCodeName: z.string().nullable(),
  price: z.string().nullable(),
  laborTotal: z.string().nullable(),
  partsTotal: z.string().nullable(),
  shopFees: z.string().nullable(),
  taxes: z.string().nullable(),
  payType: z.string().nullable(),
  sortOrder: z.string(),
  recallID: z.string().nullable(),
  parentTitle: z.string().nullable(),
  menuUuid: z.string().nullable(),
  operationType: z.string(),
  operationUuid: z.string().nullable(),
  isCustomConcern: z.boolean(),
  durationInMins: z.string().nullable(),
  parentOpcodeUuid: z.string().nullable(),
});

/** The APPOINTMENT object of wire-facts §2.8, with the create request's field names echoed. */
export const appointmentOutSchema = z.object({
  uuid: z.string(),
  appointmentUuid: z.string(),
  dealerUuid: z.string(),
  departmentUuid: z.string(),
  timeZone: z.string(),
  status: z.string(),
  isCancelled: z.boolean(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  appointmentStartDateTime: z.string(),
  appointmentEndDateTime: z.string(),
  preferredDate: z.string(),
  platform: z.string(),
  appointmentSource: z.string(),
  appointmentKey: z.string().nullable(),
  customerInformation: z.object({
    uuid: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    company: z.string().nullable(),
    isBusiness: z.boolean(),
    customerKey: z.string().nullable(),
    confirmationPhone: z.string().nullable(),
    confirmationEmail: z.string().nullable(),
    custLocale: z.string(),
  }),
  vehicleInformation: z
    .object({
      uuid: z.string(),
      vin: z.string().nullable(),
      vehicleKey: z.string().nullable(),
      brand: z.string().nullable(),
      model: z.string().nullable(),
      year: z.string().nullable(),
      trim: z.string().nullable(),
      engine: z.string().nullable(),
      mileage: z.string().nullable(),
      dealerUuid: z.string(),
    })
    .nullable(),
  orderInformation: z
    .object({ uuid: z.string(), orderNumber: z.string(), orderDate: z.string(), orderType: z.string() })
    .nullable(),
  assignedAdvisorUuid: z.string().nullable(),
  assignedAdvisorUserUuid: z.string().nullable(),
  assignedAdvisorName: z.string().nullable(),
  creatorAdvisorUuid: z.string().nullable(),
  creatorAdvisorUserUuid: z.string().nullable(),
  teamUuid: z.string().nullable(),
  transportOption: z
    .object({
      transportOptionUuid: z.string().nullable(),
      transportation: z.string().nullable(),
      altTransportation: z.string().nullable(),
      bookingID: z.string().nullable(),
      bookInThirdParty: z.boolean(),
    })
    .nullable(),
  serviceList: z.array(serviceItemOutSchema),
  appointmentCommunicationPreferences: preferencesSchema.nullable(),
  comments: z.string().nullable(),
  internalNotes: z.string().nullable(),
  mileageText: z.string().nullable(),
  recall: z.boolean(),
  pushToDms: z.boolean(),
  reminderCount: z.number(),
  isOverridden: z.boolean(),
  overrideFutureNoPrefAppointment: z.boolean(),
  draftUuid: z.string().nullable(),
  pdrToOpcodes: z.unknown(),
  deferredRecallDTOList: z.array(z.unknown()),
  pickupDeliveryTripEvent: z.unknown(),
  sdSessionId: z.string().nullable(),
  dispatchCode: z.string().nullable(),
  customerVehicleInspectionId: z.string().nullable(),
  appointmentMetaData: z.record(z.string(), z.unknown()).nullable(),
  sarmetaData: z.record(z.string(), z.unknown()).nullable(),
  createdDateTime: z.string(),
  updatedDateTime: z.string(),
});
export type AppointmentOut = z.infer<typeof appointmentOutSchema>;

export const historyEntrySchema = z.object({
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  actorKind: z.string(),
  actorName: z.string().nullable(),
  platform: z.string(),
  occurredAt: z.string(),
});

export const saveResponseSchema = z.object({
  appointmentUuid: z.string(),
  appointmentInfo: appointmentOutSchema,
  errors: z.array(errorSchema),
  warnings: z.array(warningSchema),
});

export const lookupOneResponseSchema = z.object({
  error: z.array(errorSchema),
  warnings: z.array(warningSchema),
  appointmentInfo: appointmentOutSchema,
  history: z.array(historyEntrySchema),
});

export const lookupManyResponseSchema = z.object({
  error: z.array(errorSchema),
  warnings: z.array(warningSchema),
  serviceAppointments: z.array(appointmentOutSchema),
});

export const listResponseSchema = z.object({
  errors: z.array(errorSchema),
  warnings: z.array(warningSchema),
  serviceAppointments: z.array(appointmentOutSchema),
  pageNumber: z.number(),
  pageSize: z.number(),
  totalElements: z.number(),
  totalPages: z.number(),
});

export const draftResponseSchema = z.object({
  draftUuid: z.string(),
  deepLink: z.string(),
  expiry: z.string(),
  errors: z.array(errorSchema),
  warnings: z.array(warningSchema),
});

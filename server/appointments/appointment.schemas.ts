import { z } from 'zod';
import { dateTimeText, identifier, storableJson, text, textLimits } from '../core/text';
import { operationTypes } from '../opcodes/opcode.schemas';

export const createdByValues = ['dealerapp', 'online', 'DMS', 'API'] as const;

// The field table types every service item field as a string; integrators also send numbers.
const looseString = z
  .union([text({ max: 50 }), z.number()])
  .transform(String)
  .nullish();
const looseBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .nullish();

export const serviceItemSchema = z.object({
  title: identifier().nullish(),
  laborOpCode: identifier().nullish(),
  description: text({ max: textLimits.note, multiline: true }).nullish(),
  opCodeName: text({ max: textLimits.name }).nullish(),
  price: looseString,
  laborTotal: looseString,
  partsTotal: looseString,
  shopFees: looseString,
  taxes: looseString,
  payType: text({ max: 50 }).nullish(),
  sortOrder: looseString,
  recallID: identifier().nullish(),
  parentTitle: identifier().nullish(),
  menuUuid: identifier().nullish(),
  operationType: z.enum(operationTypes).nullish(),
  operationUuid: identifier().nullish(),
  isCustomConcern: looseBoolean,
  durationInMins: looseString,
  parentOpcodeUuid: identifier().nullish(),
});
export type ServiceItemInput = z.output<typeof serviceItemSchema>;

export const userRefSchema = z.object({
  uuid: identifier().nullish(),
  deptUUID: identifier().nullish(),
  teamUuid: identifier().nullish(),
});

export const transportOptionInputSchema = z.object({
  transportation: text({ max: textLimits.name }).nullish(),
  transportOptionUuid: identifier().nullish(),
  altTransportation: text({ max: textLimits.name }).nullish(),
  bookingID: identifier().nullish(),
  bookInThirdParty: z.boolean().nullish(),
});

export const preferencesSchema = z.object({
  emailConfirmation: z.boolean().nullish(),
  textConfirmation: z.boolean().nullish(),
  emailReminder: z.boolean().nullish(),
  textReminder: z.boolean().nullish(),
  notifyCustomer: z.boolean().nullish(),
  sendCommunicationToDA: z.boolean().nullish(),
  confirmationEmail: text({ max: textLimits.email }).nullish(),
  confirmationPhoneNumber: text({ max: textLimits.phone }).nullish(),
});

export const vehicleRefSchema = z.object({
  vehicleUuid: identifier().nullish(),
  vin: identifier(40).nullish(),
  vehicleKey: identifier().nullish(),
});

/** The appointment fields (the spec's field table), used flat or inside appointmentInformation. */
export const appointmentFieldsSchema = z.object({
  appointmentStartDateTime: dateTimeText().nullish(),
  appointmentEndDateTime: dateTimeText().nullish(),
  transportOption: transportOptionInputSchema.nullish(),
  assignedUser: userRefSchema.nullish(),
  creatorUser: userRefSchema.nullish(),
  appointmentKey: identifier().nullish(),
  comments: text({ max: textLimits.note, multiline: true }).nullish(),
  internalNotes: text({ max: textLimits.note, multiline: true }).nullish(),
  serviceList: z.array(serviceItemSchema).max(100).nullish(),
  customerAppointmentPreference: preferencesSchema.nullish(),
  status: text({ max: 50 }).nullish(),
  recall: z.boolean().nullish(),
  pushToDms: z.boolean().nullish(),
  mileageText: text({ max: 100 }).nullish(),
  reminderCount: z.number().int().min(0).nullish(),
  /**
   * On create: true books a walk-in over the notice window and the advisors' limits, for callers
   * holding appointment.booking.override (else 403 FORBIDDEN), with overrideReason kept in the
   * history. Set by the service only: ignored on update.
   */
  isOverridden: z.boolean().nullish(),
  overrideReason: text({ max: 500 }).nullish(),
  overrideFutureNoPrefAppointment: z.boolean().nullish(),
  draftUuid: identifier().nullish(),
  pdrToOpcodes: storableJson(z.unknown()).optional(),
  deferredRecallDTOList: storableJson(z.array(z.unknown())).nullish(),
  pickupDeliveryTripEvent: storableJson(z.unknown()).optional(),
  sdSessionId: identifier().nullish(),
  appointmentMetaData: storableJson(z.record(z.string(), z.unknown())).nullish(),
});
export type AppointmentFields = z.output<typeof appointmentFieldsSchema>;

/**
 * Create/update body: customerUuid and vehicleInformation at the top, the rest inside
 * appointmentInformation (as the examples send it) or flat (as the field table lists it).
 */
export const appointmentRequestSchema = appointmentFieldsSchema.extend({
  customerUuid: identifier().nullish(),
  vehicleInformation: vehicleRefSchema.nullish(),
  appointmentInformation: appointmentFieldsSchema.nullish(),
});
export type AppointmentRequest = z.output<typeof appointmentRequestSchema>;

export const listFilterSchema = z.object({
  appointmentKeys: z.array(identifier()).nullish(),
  appointmentUuids: z.array(identifier()).nullish(),
  customerUuids: z.array(identifier()).nullish(),
  teamUuids: z.array(identifier()).nullish(),
  startDate: dateTimeText().nullish(),
  endDate: dateTimeText().nullish(),
  startCreatedDate: dateTimeText().nullish(),
  endCreatedDate: dateTimeText().nullish(),
  createdBy: text({ max: 50 }).nullish(),
  pageNumber: storableJson(z.unknown(), 256).optional(),
  pageSize: storableJson(z.unknown(), 256).optional(),
  sortAscending: z.boolean().nullish(),
  orderBy: text({ max: 50 }).nullish(),
});
export type ListFilter = z.output<typeof listFilterSchema>;

export const draftRequestSchema = z.object({
  appointmentStartDateTime: dateTimeText().nullish(),
  appointmentEndDateTime: dateTimeText().nullish(),
  appointmentCommunicationPreference: preferencesSchema.nullish(),
  assignedAdvisorUuid: identifier().nullish(),
  opCodes: z.array(identifier()).max(50).nullish(),
  customerDetails: z
    .object({
      customerUuid: identifier().nullish(),
      vehicleUuid: identifier().nullish(),
      vin: identifier(40).nullish(),
    })
    .nullish(),
  transportOption: identifier().nullish(),
  note: text({ max: 2000, multiline: true }).nullish(),
  expiry: dateTimeText().nullish(),
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

import { z } from 'zod';
import { dateTimeText, identifier, storableJson, text, textLimits } from '../core/text';

const warningSchema = z.object({ warningCode: z.string(), warningDescription: z.string() });
const errorSchema = z.object({ errorCode: z.string(), errorDescription: z.string() });
const hhmmss = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'expected HH:mm:ss');
const idList = z.array(z.union([identifier(), z.number()]).transform(String)).max(200);

/** Which advisors, teams and transport options the caller asks availability for (none = any). */
export const availabilityAttributesSchema = storableJson(
  z
    .object({
      dealerAssociateUuids: idList.nullish(),
      teamUuids: idList.nullish(),
      transportOptionUuids: idList.nullish(),
    })
    .passthrough(),
);

/**
 * Body of /availability and /first-available-slot (wire-facts §2.10–2.11). Identity fields of
 * the customer and vehicle are accepted and echoed nowhere; the slot rules do not depend on them.
 */
export const availabilityRequestSchema = z.object({
  requesterUserUUID: identifier().nullish(),
  dealerUUIDList: z.array(identifier()).max(100).nullish(),
  platform: storableJson(z.object({ name: text({ max: 50 }).nullish() }).passthrough()).nullish(),
  dates: z.array(dateTimeText()).max(400).nullish(),
  startTime: hhmmss.nullish(),
  endTime: hhmmss.nullish(),
  existingAppointmentUuid: identifier().nullish(),
  customerInformation: storableJson(z.object({}).passthrough()).nullish(),
  customerPhones: storableJson(z.array(z.unknown())).nullish(),
  customerEmails: storableJson(z.array(z.unknown())).nullish(),
  vehicleInformation: storableJson(z.object({}).passthrough()).nullish(),
  selectedAvailabilityAttributes: availabilityAttributesSchema.nullish(),
  allAvailabilityAttributes: storableJson(z.object({}).passthrough()).nullish(),
  /** Labor op codes (laborOpCode) of the requested services. */
  laborOpcodeList: z.array(identifier()).max(100).nullish(),
  /** Opcode uuids of the requested services; wins over laborOpcodeList. */
  operationUuidList: z.array(identifier()).max(100).nullish(),
  /**
   * Menus of the requested services (service menus or factory menus of the department): each adds
   * its quoted time to the visit's length and its lines' opcodes to the opcode rules.
   */
  menuUuidList: z.array(identifier()).max(100).nullish(),
  recall: z.boolean().nullish(),
  selectedRecallOemIdSet: z.array(identifier()).max(100).nullish(),
});
export type AvailabilityRequest = z.output<typeof availabilityRequestSchema>;

export const availabilityQuerySchema = z.object({
  refreshSelectionState: z.enum(['true', 'false']).optional(),
  fetchAvailability: z.enum(['true', 'false']).optional(),
  includeAllSlots: z.enum(['true', 'false']).optional(),
});

export const slotSchema = z.object({
  /** Wall-clock `HH:mm:ss` in the department's time zone. */
  startTime: z.string(),
  /** Where the visit asked about would end: its services' length in whole slots (one slot at least). */
  endTime: z.string(),
  /** `yyyy-MM-dd'T'HH:mm:ss`, ready for appointmentStartDateTime. */
  startDateTime: z.string(),
  available: z.boolean(),
  dealerAssociateUuids: z.array(z.string()),
  transportOptionUuids: z.array(z.string()),
  warningCodes: z.array(z.string()),
  warningList: z.array(warningSchema),
});

export const dayAvailabilitySchema = z.object({
  date: z.string(),
  slotSizeInMins: z.number().int(),
  /** False when the department has no hours on that weekday. */
  open: z.boolean(),
  availableSlotCount: z.number().int(),
  slots: z.array(slotSchema),
});

const selectionEntrySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  state: z.enum(['SELECTED', 'UNSELECTED', 'DISABLED']),
});

export const selectionStateSchema = z.object({
  dealerAssociates: z.array(selectionEntrySchema),
  teams: z.array(selectionEntrySchema),
  transportOptions: z.array(selectionEntrySchema),
});

export const availabilityResponseSchema = z.object({
  statusCode: z.number().int(),
  dealerDepartmentUuid: z.string(),
  timeZone: z.string(),
  selectionState: selectionStateSchema.nullable(),
  availability: z.array(dayAvailabilitySchema),
  /**
   * Per date, each reason that made slots unavailable: the slots it affected (startTimes) and the
   * description of the first of them (or of the whole day); each slot's own wording is in its
   * warningList.
   */
  unavailabilityWarningList: z.array(
    z.object({
      date: z.string(),
      warningCode: z.string(),
      warningDescription: z.string(),
      slotCount: z.number().int(),
      startTimes: z.array(z.string()),
    }),
  ),
  errors: z.array(errorSchema),
  warnings: z.array(warningSchema),
});
export type AvailabilityResponse = z.input<typeof availabilityResponseSchema>;

export const firstAvailableSlotResponseSchema = z.object({
  statusCode: z.number().int(),
  /** `yyyy-MM-dd HH:mm:ss` wall-clock in the department's zone; null when nothing is free. */
  dateTime: z.string().nullable(),
  dealerAssociateUuid: z.string().nullable(),
  transportOptionUuids: z.array(z.string()),
  errors: z.array(errorSchema),
  warnings: z.array(warningSchema),
});

/** Body of the deprecated vacantTimeSlotInfoWithRules (wire-facts §2.12). */
export const vacantSlotsRequestSchema = z.object({
  dates: z.array(dateTimeText()).max(400).nullish(),
  startDate: dateTimeText().nullish(),
  numberOfDays: z.number().int().min(1).max(400).nullish(),
  daIdList: idList.nullish(),
  appointmentUuid: identifier().nullish(),
  callerDaUuid: identifier().nullish(),
  isWebScheduler: z.boolean().nullish(),
  startTime: hhmmss.nullish(),
  endTime: hhmmss.nullish(),
  transportOptionCustomName: text({ max: textLimits.name }).nullish(),
  selectedRecallOemIdSet: z.array(identifier()).max(100).nullish(),
  operationUuidList: z.array(identifier()).max(100).nullish(),
  laborOpcodeList: z.array(identifier()).max(100).nullish(),
  teamUuidList: idList.nullish(),
});
export type VacantSlotsRequest = z.output<typeof vacantSlotsRequestSchema>;

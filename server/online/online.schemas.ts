import { z } from 'zod';
import { identifier, text, textLimits } from '../core/text';

/** Bounded, storable strings of the online operations. */
const name = text({ max: 100, trim: true, min: 1 });
const optionalText = (max: number) => text({ max, trim: true, multiline: true }).nullish();
const uuidList = z.array(identifier(100)).max(30);
const wallClock = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "expected yyyy-MM-dd'T'HH:mm:ss in the dealer's zone");
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd');

export const dealerParam = z.object({ dealer: text({ max: 100, min: 1, trim: true }) });
export const departmentParam = z.object({ departmentUuid: identifier(100) });
export const dealerUuidParam = z.object({ dealerUuid: identifier(100) });
/** The page's department, when the dealer has several online: its uuid or its name's slug. */
export const departmentQuery = z.object({ department: text({ max: 100, min: 1, trim: true }).optional() });

export const phoneField = text({ max: textLimits.phone, trim: true, min: 7 });
export const emailField = text({ max: textLimits.email, trim: true, min: 3 });
export const codeField = z.string().regex(/^\d{6}$/, 'the code has 6 digits');
/** The signed proof of a phone the page holds after its code was entered. */
export const sessionField = text({ max: 1000, min: 10 });

/** What narrows the free times: services, a transport option, an advisor. */
export const onlineTimesBody = z.object({
  operationUuids: uuidList.nullish(),
  menuUuids: uuidList.nullish(),
  transportOptionUuid: identifier(100).nullish(),
  advisorUuid: identifier(100).nullish(),
  /** Recalls ticked for the visit (OEM recall ids): their repairs' time and rules count. */
  selectedRecallOemIdSet: z
    .array(text({ max: 40, min: 1, trim: true }))
    .max(20)
    .nullish(),
});
export type OnlineTimesBody = z.output<typeof onlineTimesBody>;

export const onlineTimeSchema = z.object({
  /** Wall clock in the dealer's zone, ready for a booking's startDateTime. */
  startDateTime: z.string(),
  /** `HH:mm` */
  time: z.string(),
  advisorUuids: z.array(z.string()),
  transportOptionUuids: z.array(z.string()),
});
export const onlineDaySchema = z.object({ date: z.string(), times: z.array(onlineTimeSchema) });
export const onlineTimesResponse = z.object({
  departmentUuid: z.string(),
  timeZone: z.string(),
  days: z.array(onlineDaySchema),
  /** The first day with a free time, or null when none is free in the online window. */
  nextFreeDate: z.string().nullable(),
  /** A drop-off option with free times when the chosen option has none; null otherwise. */
  dropOffOptionUuid: z.string().nullable(),
});
export type OnlineTimes = z.output<typeof onlineTimesResponse>;

export const serviceSchema = z.object({
  kind: z.enum(['MENU', 'OPCODE']),
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Price as the catalog has it, in currency units ("89.00"); null when none is set. */
  price: z.string().nullable(),
  durationMinutes: z.number().nullable(),
});
export type OnlineService = z.output<typeof serviceSchema>;

export const optionSchema = z.object({ uuid: z.string(), name: z.string(), optionName: z.string() });
export const advisorSchema = z.object({ uuid: z.string(), name: z.string() });

export const onlineServicesResponse = z.object({
  departmentUuid: z.string(),
  dealerName: z.string(),
  timeZone: z.string(),
  daysAhead: z.number(),
  minNoticeMinutes: z.number(),
  services: z.array(serviceSchema),
  transportOptions: z.array(optionSchema),
  /** Advisors a customer may pick; empty when the department assigns one. */
  advisors: z.array(advisorSchema),
});
export type OnlineOffer = z.output<typeof onlineServicesResponse>;

/** A phone (the code is texted) or an email (the code is emailed): exactly one of them. */
export const sendCodeBody = z.object({ phone: phoneField.optional(), email: emailField.optional() });
export const sendCodeResponse = z.object({
  /** Always true once accepted: whether the number or email is known is never said before the code. */
  sent: z.literal(true),
  expiresInSeconds: z.number(),
});

export const verifyCodeBody = z.object({
  phone: phoneField.optional(),
  email: emailField.optional(),
  code: codeField,
});
export const vehicleOut = z.object({
  vehicleUuid: z.string(),
  label: z.string(),
});
export const verifyCodeResponse = z.object({
  /** Proof of the phone or email for the next steps (30 minutes); kept by the page, never in a cookie. */
  session: z.string(),
  expiresInSeconds: z.number(),
  customer: z
    .object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      vehicles: z.array(vehicleOut),
    })
    .nullable(),
});

const currentYear = new Date().getUTCFullYear();
export const newVehicleBody = z.object({
  vin: text({ max: 17, trim: true }).nullish(),
  year: z
    .number()
    .int()
    .min(1950)
    .max(currentYear + 2)
    .nullish(),
  make: text({ max: 60, trim: true }).nullish(),
  model: text({ max: 60, trim: true }).nullish(),
});
export const newCustomerBody = z.object({
  firstName: name,
  lastName: name,
  email: text({ max: textLimits.email, trim: true }).nullish(),
});

/** The booking itself: shared by the public page (with `session`) and partners (with `customerUuid`). */
export const onlineBookingFields = z.object({
  startDateTime: wallClock,
  operationUuids: uuidList.nullish(),
  menuUuids: uuidList.nullish(),
  /** "Describe the problem": a concern line of the visit. */
  concern: optionalText(1000),
  transportOptionUuid: identifier(100).nullish(),
  advisorUuid: identifier(100).nullish(),
  vehicleUuid: identifier(100).nullish(),
  vehicle: newVehicleBody.nullish(),
  /** OEM recall ids of the vehicle's open recalls to repair in the visit (see the recalls operation). */
  selectedRecallOemIdSet: z
    .array(text({ max: 40, min: 1, trim: true }))
    .max(20)
    .nullish(),
});

export const publicBookingBody = onlineBookingFields.extend({
  session: sessionField,
  /** Required for a new customer; ignored for one the verified phone already names. */
  customer: newCustomerBody.nullish(),
  /** Consent to texts, with the words the page showed (recorded as evidence). */
  textConsent: z.object({ given: z.boolean(), wording: text({ max: 1000, trim: true, min: 1 }) }).nullish(),
  /** The page the customer booked on (evidence of consent). */
  page: text({ max: textLimits.url, trim: true }).nullish(),
});
export type PublicBookingBody = z.output<typeof publicBookingBody>;

export const partnerBookingBody = onlineBookingFields
  .omit({ vehicle: true })
  .extend({ customerUuid: identifier(100) });
export type PartnerBookingBody = z.output<typeof partnerBookingBody>;
export type OnlineBookingFields = z.output<typeof onlineBookingFields>;

export const onlineBookingResponse = z.object({
  appointmentUuid: z.string(),
  appointmentSource: z.literal('ONLINE'),
  startDateTime: z.string(),
  timeZone: z.string(),
  advisorName: z.string().nullable(),
  transportOption: z.string().nullable(),
  services: z.array(z.object({ name: z.string(), price: z.string().nullable() })),
  /** Sum of the priced services, in currency units. */
  estimate: z.string(),
});
export type OnlineBooking = z.output<typeof onlineBookingResponse>;

export const waitlistBody = z.object({
  session: sessionField,
  date: localDate,
  operationUuids: uuidList.nullish(),
  transportOptionUuid: identifier(100).nullish(),
});
export const waitlistResponse = z.object({ waiting: z.literal(true), date: z.string() });

// Administration

export const onlineSettingsBody = z.object({
  enabled: z.boolean(),
  daysAhead: z.number().int().min(1).max(21),
  minNoticeMinutes: z.number().int().min(0).max(20_160),
  transportOptionUuids: uuidList.nullable(),
  advisorChoice: z.boolean(),
  bookableAdvisorUuids: uuidList.nullable(),
  welcomeText: optionalText(300),
  termsText: optionalText(2000),
});
export type OnlineSettingsInput = z.output<typeof onlineSettingsBody>;

export const departmentOnlineSettings = onlineSettingsBody.extend({
  departmentUuid: z.string(),
  name: z.string(),
  welcomeText: z.string().nullable(),
  termsText: z.string().nullable(),
  transportOptions: z.array(optionSchema),
  advisors: z.array(advisorSchema),
  services: z.array(serviceSchema),
  waitlist: z.array(
    z.object({
      date: z.string(),
      phone: z.string(),
      customerName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type DepartmentOnlineSettings = z.output<typeof departmentOnlineSettings>;

export const shortNamePattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const shortNameBody = z.object({
  shortName: z
    .string()
    .trim()
    .toLowerCase()
    .regex(shortNamePattern, 'lower-case letters, digits and dashes, 2 to 40 characters')
    .min(2)
    .nullable(),
});
export const dealerOnlineSettings = z.object({
  dealerUuid: z.string(),
  shortName: z.string().nullable(),
  departments: z.array(departmentOnlineSettings),
});
export type DealerOnlineSettings = z.output<typeof dealerOnlineSettings>;

export const sandboxTextsQuery = z.object({ phone: phoneField.optional(), email: emailField.optional() });
export const sandboxTextsResponse = z.object({
  texts: z.array(z.object({ to: z.string(), body: z.string(), sentAt: z.string() })),
});

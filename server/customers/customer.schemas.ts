import { z } from 'zod';
import { identifier, text as storableText } from '../core/text';

/*
 * Wire shapes of the Customer API (wire-facts §4). Requests are lenient the way existing partner
 * clients are: unknown keys are dropped and nulls are accepted wherever a value is optional. Values
 * are cleaned (trimmed, phones to E.164, emails lowercased) by the use case, not here, so that a
 * bad phone or email becomes a warning instead of rejecting the whole customer.
 */

const text = (max: number) => storableText({ max }).nullish();

export const phoneNumberInputSchema = z.object({
  phoneNumber: text(40).describe('E.164 (+13125550123) or a 10-digit US number'),
  label: text(30).describe('e.g. CELL, HOME, WORK'),
  okToCall: z.boolean().nullish(),
  okToText: z.boolean().nullish(),
  isPreferred: z.boolean().nullish(),
  comments: text(500),
});

export const emailInputSchema = z.object({
  emailAddress: text(320),
  label: text(30).describe('e.g. HOME, WORK'),
  okToEmail: z.boolean().nullish(),
  isPreferred: z.boolean().nullish(),
  comments: text(500),
});

export const addressInputSchema = z.object({
  line1: text(200),
  line2: text(200),
  city: text(100),
  state: text(100),
  zip: text(20),
  country: text(100),
  addressType: text(50),
  type: z.enum(['COMMON', 'PRIMARY', 'BILLING']).nullish(),
  isValid: z.boolean().nullish(),
  isPreferred: z.boolean().nullish(),
});

export const customerInputSchema = z.object({
  customerUuid: text(100).describe('Identifies the customer to update; must belong to the dealer'),
  customerKey: text(100).describe('Customer key in the DMS, unique per dealer'),
  firstName: text(100),
  middleName: text(100),
  lastName: text(100),
  company: text(200),
  isBusiness: z.boolean().nullish(),
  addresses: z
    .array(addressInputSchema)
    .max(20)
    .nullish()
    .describe('Accepted for compatibility; addresses are not stored'),
  preferredLocale: storableText({ max: 10 })
    .regex(/^[a-zA-Z]{2}[-_][a-zA-Z]{2}$/, 'a locale such as en-us or fr-ca')
    .nullish(),
  preferredCommunication: storableText({ max: 10 })
    .regex(/^(text|phone|email)$/i, 'one of text, phone, email')
    .nullish(),
  emails: z.array(emailInputSchema).max(50).nullish(),
  phoneNumbers: z.array(phoneNumberInputSchema).max(50).nullish(),
});

const yearLike = z.union([
  z.number().int(),
  storableText({ max: 10, trim: true }).regex(/^\d{0,4}$/, 'a year such as 2021'),
]);
const mileageLike = z.union([
  z.number().nonnegative().max(999_999_999),
  storableText({ max: 20, trim: true }).regex(/^\d{0,9}$/, 'whole miles'),
]);

export const vehicleInputSchema = z.object({
  vin: text(40),
  vehicleKey: text(100).describe('Vehicle key in the DMS'),
  vehicleYear: yearLike.nullish(),
  vehicleMake: text(100),
  vehicleModel: text(100),
  vehicleTrim: text(100),
  vehicleEngine: text(100),
  estimatedMileage: mileageLike.nullish(),
  licensePlate: text(20),
  color: text(50),
  isValid: z.boolean().nullish(),
});

export const saveCustomerRequestSchema = z.object({
  requesterUserUUID: text(100),
  dealerUUIDList: z
    .array(identifier())
    .max(100)
    .nullish()
    .describe("Ignored: a customer always belongs to the path department's dealer"),
  customer: customerInputSchema,
  vehicles: z.array(vehicleInputSchema).max(50).nullish(),
  validateVin: z
    .boolean()
    .nullish()
    .describe('true: a VIN must be 17 characters without I, O or Q (default false)'),
  searchForDuplicate: z
    .boolean()
    .nullish()
    .describe(
      'true: update the matching customer of the dealer (by customerUuid, customerKey, then a phone or email with the same last name or company) instead of creating one (default false)',
    ),
});

export const getCustomerQuerySchema = z.object({
  excludeVehicles: z.enum(['true', 'false']).optional().describe('true leaves vehicles out (default false)'),
});

export const searchFields = [
  'fname',
  'lname',
  'company',
  'customerKey',
  'communications.commValue',
  'vehicles.vin',
] as const;
export type SearchField = (typeof searchFields)[number];

export const searchCustomersQuerySchema = z.object({
  searchTerm: storableText({ max: 30, trim: true, code: 'INVALID_SEARCH_TERM' })
    .optional()
    .describe('Required, at most 30 characters'),
  searchPreference: storableText({ max: 50 })
    .optional()
    .describe(
      'customer (default: every field) or vehicle (default field vehicles.vin); another value falls back to customer with warning INVALID_SEARCH_PREFERENCE',
    ),
  maxResults: storableText({ max: 50 })
    .optional()
    .describe('1..100, default 20; a value outside is clamped with warning INVALID_MAXRESULTS'),
  fieldsToBeSearched: z
    .union([storableText({ max: 500 }), z.array(storableText({ max: 50 })).max(20)])
    .optional()
    .describe(`Comma-separated subset of ${searchFields.join(', ')}`),
  queryOperator: storableText({ max: 10 })
    .regex(/^(AND|OR)$/i, 'AND or OR')
    .optional()
    .describe(
      'How the words of searchTerm combine: AND (default) every word must match a field, OR any word',
    ),
});

export const optInStatusSchema = z.enum(['OPTED_IN', 'OPTED_OUT', 'NONE']);

export const phoneNumberSchema = z.object({
  phoneUuid: z.string(),
  phoneNumber: z.string().describe('E.164'),
  label: z.string(),
  okToCall: z.boolean(),
  okToText: z.boolean(),
  isPreferred: z.boolean(),
  optInStatus: optInStatusSchema.describe('Consent to texts; a number added through this API starts as NONE'),
  comments: z.string().nullable(),
});

export const emailSchema = z.object({
  emailUuid: z.string(),
  emailAddress: z.string(),
  label: z.string(),
  okToEmail: z.boolean(),
  isPreferred: z.boolean(),
  comments: z.string().nullable(),
});

export const customerSchema = z.object({
  customerUuid: z.string(),
  customerKey: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  isBusiness: z.boolean(),
  preferredLocale: z.string(),
  preferredCommunication: z.string().nullable(),
  emails: z.array(emailSchema),
  phoneNumbers: z.array(phoneNumberSchema),
});

export const vehicleSchema = z.object({
  vehicleUuid: z.string(),
  vin: z.string().nullable(),
  vehicleKey: z.string().nullable(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  vehicleYear: z.number().int().nullable(),
  vehicleTrim: z.string().nullable(),
  vehicleEngine: z.string().nullable(),
  estimatedMileage: z.number().int().nullable(),
  licensePlate: z.string().nullable(),
  color: z.string().nullable(),
  isValid: z.boolean(),
});

export const customerWithVehiclesSchema = z.object({
  customer: customerSchema,
  vehicles: z.array(vehicleSchema),
});

export const savedVehicleSchema = z.object({
  vehicleUuid: z.string(),
  vin: z.string().nullable(),
  vehicleKey: z.string().nullable(),
  isNew: z.boolean(),
});

export const saveCustomerResultSchema = {
  customerUuid: z.string(),
  isNewCustomer: z.boolean(),
  vehicles: z.array(savedVehicleSchema).describe('One entry per vehicle of the request, in request order'),
};

export const searchCustomersResultSchema = {
  matchingCount: z
    .number()
    .int()
    .describe('Customers matching in total; matchingCustomers holds the first maxResults'),
  matchingCustomers: z.array(customerWithVehiclesSchema),
};

export type SaveCustomerRequest = z.output<typeof saveCustomerRequestSchema>;
export type CustomerDto = z.infer<typeof customerSchema>;
export type VehicleDto = z.infer<typeof vehicleSchema>;
export type CustomerWithVehiclesDto = z.infer<typeof customerWithVehiclesSchema>;
export type SavedVehicleDto = z.infer<typeof savedVehicleSchema>;

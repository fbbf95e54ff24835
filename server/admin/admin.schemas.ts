import { z } from 'zod';
import { allScopes, type Scope } from '../core/scopes';
import { text } from '../core/text';

/** Request and response shapes of the administration operations; every string is bounded. */

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const uuidParam = text({ max: 100, min: 1, trim: true });
export const username = z
  .string()
  .trim()
  .min(3)
  .max(100)
  .regex(/^[A-Za-z0-9._@-]+$/, 'letters, digits and . _ @ - only');
export const personName = text({ max: 100, min: 1, trim: true });
export const displayName = text({ max: 200, min: 1, trim: true });
export const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, 'an IANA time zone, e.g. America/Chicago');
export const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ().-]{5,31}$/, 'a phone number, e.g. +13125550100');
export const email = z.email().max(254);
export const password = text({ max: 200, min: 1 });
export const longText = text({ max: 500, trim: true });
/** An address shown to people or published: only the web's own schemes, never javascript: or data:. */
export const webAddress = z
  .url({ protocol: /^https?$/, error: 'an http: or https: address, e.g. https://example.com' })
  .max(500);

/**
 * A partial update must change something: without this an empty (or all-unknown) body would reach
 * the database as an update with no values. The message names the fields the operation knows.
 */
const changingSomething = <T extends z.ZodObject>(schema: T) =>
  schema.refine((value) => Object.values(value).some((v) => v !== undefined), {
    error: `Nothing to change: send at least one of ${Object.keys(schema.shape).join(', ')}`,
  });

export const scopeList = z
  .array(z.enum(allScopes as [Scope, ...Scope[]]))
  .min(1)
  .max(allScopes.length);
export const grantLevel = z.enum(['DEALER', 'DEPARTMENT']);

export const setupStatusResponse = z.object({ open: z.boolean() });
export const createFirstOperatorBody = z.object({
  username,
  firstName: personName.default('Platform'),
  lastName: personName.default('Operator'),
  /** Chosen by the person setting up; without it a temporary password is returned (command line). */
  password: password.optional(),
});
export const createFirstOperatorResponse = z.object({
  userUuid: z.string(),
  username: z.string(),
  temporaryPassword: z.string().nullable(),
});

export const changePasswordBody = z.object({ currentPassword: password, newPassword: password });
export const okResponse = z.object({ ok: z.literal(true) });
export const accountResponse = z.object({
  userUuid: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  mustChangePassword: z.boolean(),
  operator: z.boolean(),
  dealerAdminOf: z.array(z.string()),
});

const departmentFields = {
  phone: phone.optional(),
  email: email.optional(),
  textNumber: phone.optional(),
};
export const createDealerBody = z.object({
  name: displayName,
  timeZone,
  departmentName: displayName.default('Service'),
  ...departmentFields,
});
export const createDealerResponse = z.object({ dealerUuid: z.string(), departmentUuid: z.string() });
export const createDepartmentBody = z.object({ name: displayName, ...departmentFields });
export const createDepartmentResponse = z.object({ departmentUuid: z.string() });

export const dealerProfileBody = changingSomething(
  z
    .object({
      name: displayName,
      timeZone,
      timeFormat: z.enum(['12h', '24h']),
      phone: phone.nullable(),
      email: email.nullable(),
      website: webAddress.nullable(),
      addressLine1: text({ max: 200, trim: true }).nullable(),
      city: text({ max: 100, trim: true }).nullable(),
      state: text({ max: 100, trim: true }).nullable(),
      zip: text({ max: 20, trim: true }).nullable(),
      country: text({ max: 2, min: 2, trim: true }),
    })
    .partial(),
);
export const dealerProfile = z.object({
  dealerUuid: z.string(),
  name: z.string(),
  timeZone: z.string(),
  /** How times are written on the dealership's pages: 12-hour (4:15 PM) or 24-hour (16:15). */
  timeFormat: z.enum(['12h', '24h']),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
});

export const departmentSettingsBody = changingSomething(
  z
    .object({
      name: displayName,
      phone: phone.nullable(),
      textNumber: phone.nullable(),
      /** The sender address of the department's emails. */
      emailAddress: email.nullable(),
      footer: longText.nullable(),
      optOutText: longText.min(1),
    })
    .partial(),
);
export const departmentSettings = z.object({
  departmentUuid: z.string(),
  dealerUuid: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  textNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  footer: z.string().nullable(),
  optOutText: z.string(),
  active: z.boolean(),
});

export const dealerSummary = z.object({ dealerUuid: z.string(), name: z.string(), timeZone: z.string() });
export const dealerDetail = dealerProfile.extend({
  /** Who takes the dealership's card payments; changed with PUT .../payments. */
  paymentProcessor: z.enum(['sandbox', 'stripe']),
  /** The dealership's Stripe Connect account (acct_…) when the processor is Stripe. */
  stripeAccount: z.string().nullable(),
  departments: z.array(departmentSettings),
});

export const createAdvisorBody = z.object({
  username,
  firstName: personName,
  lastName: personName,
  email: email.optional(),
  /** Also make the advisor an administrator of the dealership. */
  admin: z.boolean().default(false),
});
export const createAdvisorResponse = z.object({
  userUuid: z.string(),
  dealerAssociateUuid: z.string(),
  username: z.string(),
  temporaryPassword: z.string(),
});
export const temporaryPasswordResponse = z.object({ userUuid: z.string(), temporaryPassword: z.string() });

export const person = z.object({
  userUuid: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  dealerAdmin: z.boolean(),
  deactivated: z.boolean(),
  mustChangePassword: z.boolean(),
  memberships: z.array(
    z.object({
      departmentUuid: z.string(),
      dealerAssociateUuid: z.string(),
      role: z.string().nullable(),
      active: z.boolean(),
      isDefault: z.boolean(),
      /** Offered as a driver for pickups and deliveries. */
      driver: z.boolean(),
      authorities: z.array(z.string()),
    }),
  ),
});

export const driverBody = z.strictObject({ driver: z.boolean() });
export const driverResponse = z.object({ userUuid: z.string(), driver: z.boolean() });

export const authoritiesBody = z.object({
  authoritiesToAdd: z
    .array(text({ max: 100, min: 1, trim: true }))
    .max(20)
    .default([]),
  authoritiesToRemove: z
    .array(text({ max: 100, min: 1, trim: true }))
    .max(20)
    .default([]),
});
export const authoritiesResponse = z.object({
  dealerAssociateUuid: z.string(),
  authorities: z.array(z.string()),
});

export const nameBody = z.object({ name: displayName });
export const team = z.object({ teamUuid: z.string(), name: z.string(), retired: z.boolean() });
export const teamMembershipResponse = z.object({
  teamUuid: z.string(),
  dealerAssociateUuid: z.string(),
  member: z.boolean(),
});
export const createTransportOptionBody = z.object({
  optionName: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Z][A-Z0-9_]*$/, 'upper-case letters, digits and _, e.g. SHUTTLE'),
  customName: displayName,
  isPickupAndDelivery: z.boolean().default(false),
});
export const transportOption = z.object({
  transportOptionUuid: z.string(),
  optionName: z.string(),
  customName: z.string(),
  isPickupAndDelivery: z.boolean(),
  retired: z.boolean(),
});

export const createApiClientBody = z.object({
  name: displayName,
  scopes: scopeList,
  level: grantLevel.default('DEALER'),
  /** Required with level DEPARTMENT: the department the grants cover. */
  departmentUuid: uuidParam.optional(),
});
export const credentialsResponse = z.object({ username: z.string(), password: z.string() });
export const rotateApiClientBody = z.object({
  /** How long the previous secret keeps working; 0 refuses it at once. */
  graceMinutes: z.number().int().min(0).max(10_080).default(0),
});
export const revokeApiClientResponse = z.object({ username: z.string(), revoked: z.literal(true) });
export const callbackSecretResponse = z.object({ username: z.string(), callbackSigningSecret: z.string() });
export const apiClientSummary = z.object({
  name: z.string(),
  username: z.string(),
  grants: z.array(z.object({ scope: z.string(), level: grantLevel, departmentUuid: z.string().nullable() })),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revoked: z.boolean(),
});

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
export const deliveriesQuery = z.object({
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED']).optional(),
  ...pageQuery,
});
export const delivery = z.object({
  deliveryUuid: z.string(),
  kind: z.string(),
  reference: z.string().nullable(),
  url: z.string(),
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  /** When the queue tries again (a pending delivery waiting for its backoff), else null. */
  nextRetryAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.array(
    z.object({
      attemptNumber: z.number(),
      statusCode: z.number().nullable(),
      error: z.string().nullable(),
      durationMs: z.number(),
      at: z.string(),
    }),
  ),
});
export const replayResponse = z.object({ deliveryUuid: z.string(), status: z.literal('PENDING') });

export const auditQuery = z.object({
  q: text({ max: 200, trim: true }).optional(),
  actor: text({ max: 200, trim: true }).optional(),
  action: text({ max: 100, trim: true }).optional(),
  ...pageQuery,
});
export const auditEntry = z.object({
  auditUuid: z.string(),
  occurredAt: z.string(),
  actorKind: z.string(),
  actorUuid: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetUuid: z.string(),
  dealerUuid: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

/** A dealership's payment processor: the sandbox, or Stripe with the dealership's connected account. */
export const dealerPaymentsBody = z.object({
  processor: z.enum(['sandbox', 'stripe']),
  stripeAccount: text({ max: 64 }).nullish(),
});
export const dealerPayments = z.object({
  dealerUuid: z.string(),
  processor: z.enum(['sandbox', 'stripe']),
  stripeAccount: z.string().nullable(),
});

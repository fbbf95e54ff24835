import { z } from 'zod';
import { identifier, text, textLimits } from '../core/text';

export const roleSchema = z.object({
  roleUuid: z.string(),
  roleName: z.string(),
  roleAcronym: z.string(),
  dealerUuid: z.string(),
  isServiceRole: z.boolean(),
  defaultAuthorities: z.array(z.string()),
});

export const roleListRequestSchema = z.object({
  dealerUuids: z.array(identifier().min(1)).max(100).min(1, 'name at least one dealer'),
  validate: z.boolean().optional().default(true),
});

export const createPartnerUserRequestSchema = z.object({
  dealerUUID: identifier().min(1),
  departmentUUID: identifier().min(1),
  roleUUID: identifier().min(1),
  firstName: text({ max: 100, min: 1, trim: true }),
  lastName: text({ max: 100, min: 1, trim: true }),
  emailAddress: z.email().max(textLimits.email).optional().nullable(),
  username: text({ max: 100, min: 3, trim: true }),
  password: text({ max: 200, min: 12 }).optional().nullable(),
  phone: text({ max: textLimits.phone }).optional().nullable(),
  textNumber: text({ max: textLimits.phone }).optional().nullable(),
  dmsID: identifier().optional().nullable(),
  userInvite: z.boolean().optional().default(false),
  sendEmail: z.boolean().optional().default(false),
  sendText: z.boolean().optional().default(false),
});

export const authorityChangeSchema = z.object({
  authority: identifier(100).min(1),
  description: text({ max: textLimits.shortText }).optional(),
});

export const authorityPartialRequestSchema = z
  .object({
    authoritiesToAdd: z.array(authorityChangeSchema).optional().default([]),
    authoritiesToRemove: z.array(authorityChangeSchema).optional().default([]),
  })
  .refine((b) => b.authoritiesToAdd.length + b.authoritiesToRemove.length > 0, {
    message: 'name at least one authority to add or remove',
  });

export const dealerAssociateListRequestSchema = z.object({
  dealerAssociateUuids: z.array(identifier()).max(500).optional().default([]),
  departmentUuids: z.array(identifier().min(1)).max(100).min(1, 'name at least one department'),
  validate: z.boolean().optional(),
  doNotValidate: z.boolean().optional(),
});

export const dealerListRequestSchema = z.object({
  dealerUuids: z.array(identifier().min(1)).max(100).min(1, 'name at least one dealer'),
});

export const departmentSummarySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  departmentType: z.string(),
  phoneNumber: z.string().nullable(),
  textNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  dealer: z.object({ name: z.string(), uuid: z.string(), isValid: z.boolean() }),
});

export const dealerAssociateSchema = z.object({
  uuid: z.string(),
  userUuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  emailAddress: z.string().nullable(),
  textNumber: z.string().nullable(),
  isValid: z.boolean(),
  isDefault: z.boolean(),
  /** Marked in administration as someone who drives pickups and deliveries. */
  isDriver: z.boolean(),
  authorities: z.array(z.string()),
  teamUuids: z.array(z.string()),
  department: departmentSummarySchema,
  role: z.object({ roleUuid: z.string(), roleName: z.string(), roleAcronym: z.string() }).nullable(),
});

export const dealerSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  timeZone: z.string(),
  phoneNumber: z.string().nullable(),
  phoneCountryCode: z.string(),
  emailID: z.string().nullable(),
  website: z.string().nullable(),
  address: z.object({
    line1: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    country: z.string(),
  }),
  schedulerEnabled: z.boolean(),
  departments: z.array(z.object({ uuid: z.string(), name: z.string(), departmentType: z.string() })),
});

export type DealerAssociateDto = z.infer<typeof dealerAssociateSchema>;
export type DealerDto = z.infer<typeof dealerSchema>;
export type RoleDto = z.infer<typeof roleSchema>;

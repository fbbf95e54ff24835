import { z } from 'zod';
import { defineContract } from '../core/contract';
import { manageEnvelope, pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import {
  authorityPartialRequestSchema,
  createPartnerUserRequestSchema,
  dealerAssociateListRequestSchema,
  dealerAssociateSchema,
  dealerListRequestSchema,
  dealerSchema,
  roleListRequestSchema,
  roleSchema,
} from './manage.schemas';

const tag = 'User management';
const authErrors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
] as const;

export const listRolesContract = defineContract({
  operationId: 'listDealerRoles',
  method: 'POST',
  path: '/api/manage/v2/dealer/role/list',
  summary: 'List the roles of dealers',
  description:
    'Roles a new user can be given. For an integration user choose a role whose isServiceRole is false and pass its roleUuid to the create-user call.',
  tag,
  family: 'manage',
  auth: {
    scope: 'manage.dealer.read',
    level: 'DEALER',
    tenants: ({ body }) => body.dealerUuids.map((dealerUuid) => ({ dealerUuid })),
  },
  body: roleListRequestSchema,
  response: manageEnvelope({ roles: z.array(roleSchema) }),
  errors: [...authErrors, 'INVALID_REQUEST', 'INVALID_DEALER_UUID'],
});

export const createPartnerUserContract = defineContract({
  operationId: 'createUserForPartner',
  method: 'POST',
  path: '/api/manage/v2/user/partner',
  summary: 'Create a user (and its dealer associate) for a partner integration',
  description:
    'Creates a user in the department with the given role. username is unique per department. The returned userUuid is the sender identifier for messaging. No password means the user cannot sign in to the browser app.',
  tag,
  family: 'manage',
  auth: {
    scope: 'manage.user.write',
    level: 'DEALER',
    tenants: ({ body }) => [{ dealerUuid: body.dealerUUID }, { departmentUuid: body.departmentUUID }],
  },
  body: createPartnerUserRequestSchema,
  response: manageEnvelope({ userUuid: z.string(), dealerAssociateUuid: z.string() }),
  errors: [
    ...authErrors,
    'INVALID_REQUEST',
    'INVALID_DEALER_UUID',
    'INVALID_DEPT_UUID',
    'INVALID_ROLE',
    'USERNAME_ALREADY_EXISTS',
  ],
});

export const updateAuthoritiesContract = defineContract({
  operationId: 'updateDealerAssociateAuthoritiesPartial',
  method: 'POST',
  path: '/api/manage/v2/department/{departmentUUID}/user/{userUuid}/authority/partial',
  summary: "Add or remove authorities of a user's dealer associate",
  description:
    'Known authorities: sms.send, messaging.text.send.manual, messaging.email.send, do.not.route.incoming.message, messaging.optout.override, appointment.manage, payment.request, scheduling.settings.manage, appointment.booking.override. A deactivated membership gains none (409 USER_DEACTIVATED); removing works. The errors list must be empty before the user sends messages.',
  tag,
  family: 'manage',
  auth: {
    scope: 'manage.dealerassociate.write',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.departmentUUID }],
  },
  params: z.object({ departmentUUID: pathId, userUuid: pathId }),
  body: authorityPartialRequestSchema,
  response: manageEnvelope({ dealerAssociateUuid: z.string(), authorities: z.array(z.string()) }),
  errors: [
    ...authErrors,
    'INVALID_REQUEST',
    'INVALID_DEPT_UUID',
    'USER_NOT_FOUND',
    'INVALID_AUTHORITY',
    'USER_DEACTIVATED',
  ],
});

export const listDealerAssociatesContract = defineContract({
  operationId: 'listDealerAssociates',
  method: 'POST',
  path: '/api/manage/v2/department/dealerAssociate/list',
  summary: 'Dealer associates of departments, keyed by dealer associate uuid',
  description:
    'dealerAssociateUuids narrows the result; without it every dealer associate of the departments is returned.',
  tag,
  family: 'manage',
  auth: {
    scope: 'manage.dealerassociate.read',
    level: 'DEPARTMENT',
    tenants: ({ body }) => body.departmentUuids.map((departmentUuid) => ({ departmentUuid })),
  },
  body: dealerAssociateListRequestSchema,
  response: manageEnvelope({ dealerAssociates: z.record(z.string(), dealerAssociateSchema) }),
  errors: [...authErrors, 'INVALID_REQUEST', 'INVALID_DEPT_UUID'],
});

const defaultDealerAssociate = {
  summary: "The department's Default DealerAssociate (system sender)",
  tag,
  family: 'manage' as const,
  auth: {
    scope: 'manage.dealerassociate.default.read' as const,
    level: 'DEPARTMENT' as const,
    tenants: ({ params }: { params: { departmentUUID: string } }) => [
      { departmentUuid: params.departmentUUID },
    ],
  },
  params: z.object({ departmentUUID: pathId }),
  response: manageEnvelope({ dealerAssociate: dealerAssociateSchema }),
  errors: [...authErrors, 'INVALID_DEPT_UUID', 'DEFAULT_DEALER_ASSOCIATE_NOT_FOUND'] as const,
};

export const getDefaultDealerAssociateContract = defineContract({
  ...defaultDealerAssociate,
  operationId: 'getDefaultDealerAssociate',
  method: 'GET',
  path: '/api/manage/v2/departments/{departmentUUID}/dealerAssociate/default',
});

export const getDefaultDealerAssociateAliasContract = defineContract({
  ...defaultDealerAssociate,
  operationId: 'getDefaultDealerAssociateSingular',
  method: 'GET',
  path: '/api/manage/v2/department/{departmentUUID}/dealerAssociate/default',
  description:
    'Same as /departments/{departmentUUID}/dealerAssociate/default; kept for clients that use the singular path.',
});

export const listDealersContract = defineContract({
  operationId: 'listDealers',
  method: 'POST',
  path: '/api/manage/v2/dealer/list',
  summary: 'Dealer information, keyed by dealer uuid (with the IANA timeZone)',
  tag,
  family: 'manage',
  auth: {
    scope: 'manage.dealer.read',
    level: 'DEALER',
    tenants: ({ body }) => body.dealerUuids.map((dealerUuid) => ({ dealerUuid })),
  },
  body: dealerListRequestSchema,
  response: manageEnvelope({ dealers: z.record(z.string(), dealerSchema) }),
  errors: [...authErrors, 'INVALID_REQUEST', 'INVALID_DEALER_UUID'],
});

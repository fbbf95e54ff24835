import { z } from 'zod';
import { defineContract } from '../core/contract';
import type { DocumentedCode } from '../core/error-codes';
import * as s from './admin.schemas';
import { ofDealer, ofDepartment } from './dealer-admin-access';
import { messageTemplateBody, messageTemplateWire } from './message-template-records';

/**
 * Administration of the install, its dealerships, people and partner credentials, for the signed-in
 * browser session (cookie). Errors are `{ error: { code, message }, requestId }` (family admin).
 */
const tag = 'Administration';
const family = 'admin' as const;
const base = '/api/admin/v1';
const signedInErrors: DocumentedCode[] = ['NO_AUTHENTICATION_PROVIDED', 'UNAUTHORIZED', 'INVALID_REQUEST'];
const roleErrors: DocumentedCode[] = [...signedInErrors, 'FORBIDDEN', 'PASSWORD_CHANGE_REQUIRED'];
const dealerErrors: DocumentedCode[] = [...roleErrors, 'INVALID_DEALER_UUID'];
const departmentErrors: DocumentedCode[] = [...roleErrors, 'INVALID_DEPT_UUID'];

const dealerParams = z.object({ dealerUuid: s.uuidParam });
const departmentParams = z.object({ departmentUuid: s.uuidParam });
const personParams = dealerParams.extend({ userUuid: s.uuidParam });
const teamParams = departmentParams.extend({ teamUuid: s.uuidParam });
const memberParams = teamParams.extend({ dealerAssociateUuid: s.uuidParam });
const optionParams = departmentParams.extend({ transportOptionUuid: s.uuidParam });
const clientParams = dealerParams.extend({ username: s.uuidParam });

export const getSetupStatusContract = defineContract({
  operationId: 'getSetupStatus',
  method: 'GET',
  path: `${base}/setup`,
  summary: 'Whether the first operator may still be created',
  description: 'open is true while nobody can sign in (a new, empty install).',
  tag,
  family,
  auth: 'public',
  response: s.setupStatusResponse,
});

export const createFirstOperatorContract = defineContract({
  operationId: 'createFirstOperator',
  method: 'POST',
  path: `${base}/setup`,
  summary: 'Create the first platform operator of an empty install',
  description:
    'Answers only while nobody can sign in; afterwards, and to every concurrent attempt but one, 409 SETUP_CLOSED. The operator signs in with the chosen password (at least 12 characters).',
  tag,
  family,
  auth: 'public',
  body: s.createFirstOperatorBody.extend({ password: s.password }),
  response: s.createFirstOperatorResponse,
  successStatus: 201,
  errors: ['INVALID_REQUEST', 'SETUP_CLOSED', 'PASSWORD_TOO_WEAK'],
});

export const getOwnAccountContract = defineContract({
  operationId: 'getOwnAccount',
  method: 'GET',
  path: `${base}/account`,
  summary: 'The signed-in person: name, roles, whether the temporary password must be changed',
  tag,
  family,
  auth: { role: 'signedIn' },
  response: s.accountResponse,
  errors: signedInErrors,
});

export const changeOwnPasswordContract = defineContract({
  operationId: 'changeOwnPassword',
  method: 'POST',
  path: `${base}/account/password`,
  summary: 'Change your own password (also a temporary one); every session ends',
  tag,
  family,
  auth: { role: 'signedIn' },
  body: s.changePasswordBody,
  response: s.okResponse,
  errors: [...signedInErrors, 'CURRENT_PASSWORD_INCORRECT', 'PASSWORD_TOO_WEAK'],
});

export const signOutEverywhereContract = defineContract({
  operationId: 'signOutEverywhere',
  method: 'POST',
  path: `${base}/account/sign-out-everywhere`,
  summary: 'End all your sessions on every device',
  tag,
  family,
  auth: { role: 'signedIn' },
  response: s.okResponse,
  errors: signedInErrors,
});

export const listAdministeredDealersContract = defineContract({
  operationId: 'listAdministeredDealers',
  method: 'GET',
  path: `${base}/dealers`,
  summary: 'The dealers you administer (every dealer for an operator)',
  tag,
  family,
  auth: { role: 'signedIn' },
  response: z.object({ dealers: z.array(s.dealerSummary) }),
  errors: roleErrors,
});

export const createDealerContract = defineContract({
  operationId: 'createDealer',
  method: 'POST',
  path: `${base}/dealers`,
  summary: 'Create a dealership with one working service department (operators)',
  description:
    'The department opens Mon–Fri 08:00–17:00 and Sat 08:00–12:00 in 30-minute slots, offers WAITER and DROP_OFF, and has its Default DealerAssociate (the system sender). The dealer gets the roles SA, SM, BDC and INT.',
  tag,
  family,
  auth: { role: 'operator' },
  body: s.createDealerBody,
  response: s.createDealerResponse,
  successStatus: 201,
  errors: roleErrors,
});

export const getDealerContract = defineContract({
  operationId: 'getDealerAdministration',
  method: 'GET',
  path: `${base}/dealers/{dealerUuid}`,
  summary: "The dealership's profile and its departments' settings",
  tag,
  family,
  auth: ofDealer,
  params: dealerParams,
  response: s.dealerDetail,
  errors: dealerErrors,
});

export const updateDealerProfileContract = defineContract({
  operationId: 'updateDealerProfile',
  method: 'PATCH',
  path: `${base}/dealers/{dealerUuid}`,
  summary: 'Change the dealership profile (name, address, time zone, phone, email, website)',
  tag,
  family,
  auth: ofDealer,
  params: dealerParams,
  body: s.dealerProfileBody,
  response: s.dealerProfile,
  errors: dealerErrors,
});

export const changeDealerPaymentsContract = defineContract({
  operationId: 'changeDealerPayments',
  method: 'PUT',
  path: `${base}/dealers/{dealerUuid}/payments`,
  summary: "Choose the dealership's payment processor (sandbox, or Stripe with its connected account)",
  tag,
  family,
  auth: ofDealer,
  params: dealerParams,
  body: s.dealerPaymentsBody,
  response: s.dealerPayments,
  errors: [...dealerErrors, 'INVALID_PAYMENT_PROCESSOR', 'DEALER_NOT_FOUND'],
});

export const createDepartmentContract = defineContract({
  operationId: 'createDepartment',
  method: 'POST',
  path: `${base}/dealers/{dealerUuid}/departments`,
  summary: 'Add a working service department to the dealership',
  tag,
  family,
  auth: ofDealer,
  params: dealerParams,
  body: s.createDepartmentBody,
  response: s.createDepartmentResponse,
  successStatus: 201,
  errors: dealerErrors,
});

export const updateDepartmentSettingsContract = defineContract({
  operationId: 'updateDepartmentSettings',
  method: 'PATCH',
  path: `${base}/departments/{departmentUuid}`,
  summary: "Change a department's name and messaging settings",
  description:
    'phone, textNumber (customers text it; texts are sent from it), emailAddress (sender of emails), footer and optOutText (added to texts).',
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams,
  body: s.departmentSettingsBody,
  response: s.departmentSettings,
  errors: departmentErrors,
});

export const listPeopleContract = defineContract({
  operationId: 'listPeople',
  method: 'GET',
  path: `${base}/dealers/{dealerUuid}/people`,
  summary: "The dealership's people with memberships, roles and authorities",
  tag,
  family,
  auth: ofDealer,
  params: dealerParams,
  response: z.object({ people: z.array(s.person) }),
  errors: dealerErrors,
});

export const createAdvisorContract = defineContract({
  operationId: 'createAdvisor',
  method: 'POST',
  path: `${base}/departments/{departmentUuid}/advisors`,
  summary: 'Create an advisor with a temporary password (shown once)',
  description:
    'The advisor must choose their own password at first sign-in. admin: true also makes them an administrator of the dealership.',
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams,
  body: s.createAdvisorBody,
  response: s.createAdvisorResponse,
  successStatus: 201,
  errors: [...departmentErrors, 'USERNAME_ALREADY_EXISTS'],
});

export const resetPasswordContract = defineContract({
  operationId: 'resetPassword',
  method: 'POST',
  path: `${base}/dealers/{dealerUuid}/people/{userUuid}/password-reset`,
  summary: 'Give someone a new temporary password (shown once); their sessions end',
  tag,
  family,
  auth: ofDealer,
  params: personParams,
  response: s.temporaryPasswordResponse,
  errors: [...dealerErrors, 'USER_NOT_FOUND'],
});

export const deactivateUserContract = defineContract({
  operationId: 'deactivateUser',
  method: 'POST',
  path: `${base}/dealers/{dealerUuid}/people/{userUuid}/deactivate`,
  summary: "End someone's memberships at the dealership; their sessions end at once",
  description:
    'The last active administrator of the dealership cannot be deactivated: 409 LAST_ADMINISTRATOR.',
  tag,
  family,
  auth: ofDealer,
  params: personParams,
  response: s.okResponse,
  errors: [...dealerErrors, 'USER_NOT_FOUND', 'LAST_ADMINISTRATOR'],
});

const dealerAdminResponse = z.object({ userUuid: z.string(), dealerAdmin: z.boolean() });

export const grantDealerAdminContract = defineContract({
  operationId: 'grantDealerAdmin',
  method: 'PUT',
  path: `${base}/dealers/{dealerUuid}/people/{userUuid}/dealer-admin`,
  summary: 'Make someone an administrator of the dealership',
  description: 'Only people active at the dealership: a deactivated person answers 409 USER_DEACTIVATED.',
  tag,
  family,
  auth: ofDealer,
  params: personParams,
  response: dealerAdminResponse,
  errors: [...dealerErrors, 'USER_NOT_FOUND', 'USER_DEACTIVATED'],
});

export const revokeDealerAdminContract = defineContract({
  operationId: 'revokeDealerAdmin',
  method: 'DELETE',
  path: `${base}/dealers/{dealerUuid}/people/{userUuid}/dealer-admin`,
  summary: "End someone's administration of the dealership",
  description:
    'The dealership always keeps an active administrator: revoking the last one answers 409 LAST_ADMINISTRATOR (also when two administrators revoke each other at once).',
  tag,
  family,
  auth: ofDealer,
  params: personParams,
  response: dealerAdminResponse,
  errors: [...dealerErrors, 'USER_NOT_FOUND', 'LAST_ADMINISTRATOR'],
});

export const setDriverContract = defineContract({
  operationId: 'setDriver',
  method: 'PUT',
  path: `${base}/dealers/{dealerUuid}/people/{userUuid}/driver`,
  summary: 'Mark someone as a driver of pickups and deliveries, or not',
  description:
    'Drivers are the choices of the trip driver list. Only people active at the dealership become drivers: a deactivated person answers 409 USER_DEACTIVATED.',
  tag,
  family,
  auth: ofDealer,
  params: personParams,
  body: s.driverBody,
  response: s.driverResponse,
  errors: [...dealerErrors, 'USER_NOT_FOUND', 'USER_DEACTIVATED'],
});

export const setMessagingAuthoritiesContract = defineContract({
  operationId: 'setMessagingAuthorities',
  method: 'POST',
  path: `${base}/departments/{departmentUuid}/people/{userUuid}/authorities`,
  summary: "Add or remove authorities of someone's membership of the department",
  description:
    'Known authorities: sms.send, messaging.text.send.manual, messaging.email.send, do.not.route.incoming.message, messaging.optout.override, appointment.manage, payment.request, scheduling.settings.manage (change scheduling settings, closed dates and opcodes; dealership administrators may anyway), appointment.booking.override (book walk-ins inside the notice window and over advisors’ limits, with a reason; dealership administrators may anyway). Only active memberships gain authorities.',
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams.extend({ userUuid: s.uuidParam }),
  body: s.authoritiesBody,
  response: s.authoritiesResponse,
  errors: [...departmentErrors, 'USER_NOT_FOUND', 'INVALID_AUTHORITY', 'USER_DEACTIVATED'],
});

export const listTeamsContract = defineContract({
  operationId: 'listDepartmentTeams',
  method: 'GET',
  path: `${base}/departments/{departmentUuid}/teams`,
  summary: "The department's teams, retired ones included, with their members",
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams,
  response: z.object({
    teams: z.array(s.team.extend({ memberDealerAssociateUuids: z.array(z.string()) })),
  }),
  errors: departmentErrors,
});

export const createTeamContract = defineContract({
  operationId: 'createTeam',
  method: 'POST',
  path: `${base}/departments/{departmentUuid}/teams`,
  summary: 'Create a team of the department',
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams,
  body: s.nameBody,
  response: s.team,
  successStatus: 201,
  errors: departmentErrors,
});

export const renameTeamContract = defineContract({
  operationId: 'renameTeam',
  method: 'PATCH',
  path: `${base}/departments/{departmentUuid}/teams/{teamUuid}`,
  summary: 'Rename a team',
  tag,
  family,
  auth: ofDepartment,
  params: teamParams,
  body: s.nameBody,
  response: s.team,
  errors: [...departmentErrors, 'TEAM_NOT_FOUND'],
});

export const retireTeamContract = defineContract({
  operationId: 'retireTeam',
  method: 'POST',
  path: `${base}/departments/{departmentUuid}/teams/{teamUuid}/retire`,
  summary: 'Retire a team (kept for history, no longer offered)',
  tag,
  family,
  auth: ofDepartment,
  params: teamParams,
  response: s.team,
  errors: [...departmentErrors, 'TEAM_NOT_FOUND'],
});

export const addTeamMemberContract = defineContract({
  operationId: 'addTeamMember',
  method: 'PUT',
  path: `${base}/departments/{departmentUuid}/teams/{teamUuid}/members/{dealerAssociateUuid}`,
  summary: 'Put a dealer associate in the team',
  tag,
  family,
  auth: ofDepartment,
  params: memberParams,
  response: s.teamMembershipResponse,
  errors: [...departmentErrors, 'TEAM_NOT_FOUND', 'DEALER_ASSOCIATE_NOT_FOUND', 'USER_DEACTIVATED'],
});

export const removeTeamMemberContract = defineContract({
  operationId: 'removeTeamMember',
  method: 'DELETE',
  path: `${base}/departments/{departmentUuid}/teams/{teamUuid}/members/{dealerAssociateUuid}`,
  summary: 'Take a dealer associate out of the team',
  tag,
  family,
  auth: ofDepartment,
  params: memberParams,
  response: s.teamMembershipResponse,
  errors: [...departmentErrors, 'TEAM_NOT_FOUND'],
});

export const listTransportOptionsContract = defineContract({
  operationId: 'listDepartmentTransportOptions',
  method: 'GET',
  path: `${base}/departments/{departmentUuid}/transport-options`,
  summary: "The department's transport options, retired ones included",
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams,
  response: z.object({ transportOptions: z.array(s.transportOption) }),
  errors: departmentErrors,
});

export const createTransportOptionContract = defineContract({
  operationId: 'createTransportOption',
  method: 'POST',
  path: `${base}/departments/{departmentUuid}/transport-options`,
  summary: 'Offer a transport option in the department',
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams,
  body: s.createTransportOptionBody,
  response: s.transportOption,
  successStatus: 201,
  errors: [...departmentErrors, 'TRANSPORT_OPTION_EXISTS'],
});

export const renameTransportOptionContract = defineContract({
  operationId: 'renameTransportOption',
  method: 'PATCH',
  path: `${base}/departments/{departmentUuid}/transport-options/{transportOptionUuid}`,
  summary: 'Rename a transport option (its customName)',
  tag,
  family,
  auth: ofDepartment,
  params: optionParams,
  body: s.nameBody,
  response: s.transportOption,
  errors: [...departmentErrors, 'TRANSPORT_OPTION_NOT_FOUND'],
});

export const retireTransportOptionContract = defineContract({
  operationId: 'retireTransportOption',
  method: 'POST',
  path: `${base}/departments/{departmentUuid}/transport-options/{transportOptionUuid}/retire`,
  summary: 'Retire a transport option (kept for history, no longer offered)',
  tag,
  family,
  auth: ofDepartment,
  params: optionParams,
  response: s.transportOption,
  errors: [...departmentErrors, 'TRANSPORT_OPTION_NOT_FOUND'],
});

export const listApiClientsContract = defineContract({
  operationId: 'listApiClients',
  method: 'GET',
  path: `${base}/dealers/{dealerUuid}/api-clients`,
  summary: "The dealership's partner credentials: grants, creation, last use, revoked",
  tag,
  family,
  auth: ofDealer,
  params: dealerParams,
  response: z.object({ apiClients: z.array(s.apiClientSummary) }),
  errors: dealerErrors,
});

export const createApiClientContract = defineContract({
  operationId: 'createApiClient',
  method: 'POST',
  path: `${base}/dealers/{dealerUuid}/api-clients`,
  summary: 'Create partner credentials (the password is shown only in this answer)',
  description:
    'level DEALER grants the scopes for the dealer and all its departments; level DEPARTMENT for departmentUuid only, and only scopes the API grants per department.',
  tag,
  family,
  auth: ofDealer,
  params: dealerParams,
  body: s.createApiClientBody,
  response: s.credentialsResponse,
  successStatus: 201,
  errors: [...dealerErrors, 'INVALID_DEPT_UUID', 'INVALID_SCOPE'],
});

export const rotateApiClientSecretContract = defineContract({
  operationId: 'rotateApiClientSecret',
  method: 'POST',
  path: `${base}/dealers/{dealerUuid}/api-clients/{username}/rotate`,
  summary: 'New partner password, working at once; the old one works for graceMinutes (default 0)',
  tag,
  family,
  auth: ofDealer,
  params: clientParams,
  body: s.rotateApiClientBody,
  response: s.credentialsResponse,
  errors: [...dealerErrors, 'API_CLIENT_NOT_FOUND', 'API_CLIENT_REVOKED'],
});

export const revokeApiClientContract = defineContract({
  operationId: 'revokeApiClient',
  method: 'POST',
  path: `${base}/dealers/{dealerUuid}/api-clients/{username}/revoke`,
  summary: 'Refuse the credentials from the next request on',
  tag,
  family,
  auth: ofDealer,
  params: clientParams,
  response: s.revokeApiClientResponse,
  errors: [...dealerErrors, 'API_CLIENT_NOT_FOUND'],
});

export const rotateCallbackSecretContract = defineContract({
  operationId: 'rotateCallbackSecret',
  method: 'POST',
  path: `${base}/dealers/{dealerUuid}/api-clients/{username}/callback-secret`,
  summary: "New secret signing the client's callbacks (shown only in this answer)",
  tag,
  family,
  auth: ofDealer,
  params: clientParams,
  response: s.callbackSecretResponse,
  errors: [...dealerErrors, 'API_CLIENT_NOT_FOUND'],
});

export const listWebhookDeliveriesContract = defineContract({
  operationId: 'listWebhookDeliveries',
  method: 'GET',
  path: `${base}/dealers/{dealerUuid}/api-clients/{username}/deliveries`,
  summary: "The client's callbacks, newest first, with attempts, answers, next retry and payload",
  tag,
  family,
  auth: ofDealer,
  params: clientParams,
  query: s.deliveriesQuery,
  response: s.paged(s.delivery),
  errors: [...dealerErrors, 'API_CLIENT_NOT_FOUND'],
});

export const replayWebhookDeliveryContract = defineContract({
  operationId: 'replayWebhookDelivery',
  method: 'POST',
  path: `${base}/dealers/{dealerUuid}/deliveries/{deliveryUuid}/replay`,
  summary: 'Send a stored callback again now (same payload and id, signed anew)',
  tag,
  family,
  auth: ofDealer,
  params: dealerParams.extend({ deliveryUuid: s.uuidParam }),
  response: s.replayResponse,
  errors: [...dealerErrors, 'DELIVERY_NOT_FOUND'],
});

export const listDealerAuditEntriesContract = defineContract({
  operationId: 'listDealerAuditEntries',
  method: 'GET',
  path: `${base}/dealers/{dealerUuid}/audit`,
  summary: "The dealership's audit log, newest first",
  description:
    'q searches action, actor, target and the before/after states; actor is a uuid or part of a name; action a prefix (e.g. apiClient.).',
  tag,
  family,
  auth: ofDealer,
  params: dealerParams,
  query: s.auditQuery,
  response: s.paged(s.auditEntry),
  errors: dealerErrors,
});

export const listAuditEntriesContract = defineContract({
  operationId: 'listAuditEntries',
  method: 'GET',
  path: `${base}/audit`,
  summary: "The install's whole audit log, newest first (operators)",
  tag,
  family,
  auth: { role: 'operator' },
  query: s.auditQuery,
  response: s.paged(s.auditEntry),
  errors: roleErrors,
});

const templateParams = departmentParams.extend({ templateUuid: s.uuidParam });

export const listMessageTemplatesContract = defineContract({
  operationId: 'listMessageTemplates',
  method: 'GET',
  path: `${base}/departments/{departmentUuid}/message-templates`,
  summary: "The department's message templates",
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams,
  response: z.object({ templates: z.array(messageTemplateWire) }),
  errors: departmentErrors,
});

export const createMessageTemplateContract = defineContract({
  operationId: 'createMessageTemplate',
  method: 'POST',
  path: `${base}/departments/{departmentUuid}/message-templates`,
  summary:
    'Create a message template ({firstName}, {customerName}, {appointmentTime}, {advisorName} … are filled in)',
  tag,
  family,
  auth: ofDepartment,
  params: departmentParams,
  body: messageTemplateBody,
  response: messageTemplateWire,
  successStatus: 201,
  errors: departmentErrors,
});

export const updateMessageTemplateContract = defineContract({
  operationId: 'updateMessageTemplate',
  method: 'PATCH',
  path: `${base}/departments/{departmentUuid}/message-templates/{templateUuid}`,
  summary: 'Rename a message template or change its text',
  tag,
  family,
  auth: ofDepartment,
  params: templateParams,
  body: messageTemplateBody,
  response: messageTemplateWire,
  errors: [...departmentErrors, 'MESSAGE_TEMPLATE_NOT_FOUND'],
});

export const deleteMessageTemplateContract = defineContract({
  operationId: 'deleteMessageTemplate',
  method: 'DELETE',
  path: `${base}/departments/{departmentUuid}/message-templates/{templateUuid}`,
  summary: 'Delete a message template',
  tag,
  family,
  auth: ofDepartment,
  params: templateParams,
  response: s.okResponse,
  errors: [...departmentErrors, 'MESSAGE_TEMPLATE_NOT_FOUND'],
});

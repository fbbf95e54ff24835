import type { z } from 'zod';
import { ApiError, requestJson } from '@/components/request-json';
import type * as s from '@/server/admin/admin.schemas';

export type Account = z.output<typeof s.accountResponse>;
export type DealerSummary = z.output<typeof s.dealerSummary>;
export type DealerDetail = z.output<typeof s.dealerDetail>;
export type DealerProfile = z.output<typeof s.dealerProfile>;
export type DealerPayments = z.output<typeof s.dealerPayments>;
export type DealerPaymentsInput = z.input<typeof s.dealerPaymentsBody>;
export type PaymentProcessor = DealerPayments['processor'];
export type DealerProfileInput = z.input<typeof s.dealerProfileBody>;
export type DepartmentSettings = z.output<typeof s.departmentSettings>;
export type DepartmentSettingsInput = z.input<typeof s.departmentSettingsBody>;
export type Person = z.output<typeof s.person>;
export type CreateAdvisorInput = z.input<typeof s.createAdvisorBody>;
export type CreatedAdvisor = z.output<typeof s.createAdvisorResponse>;
export type Team = z.output<typeof s.team> & { memberDealerAssociateUuids: string[] };
export type TransportOption = z.output<typeof s.transportOption>;
export type CreateTransportOptionInput = z.input<typeof s.createTransportOptionBody>;
export type ApiClientSummary = z.output<typeof s.apiClientSummary>;
export type CreateApiClientInput = z.input<typeof s.createApiClientBody>;
export type Credentials = z.output<typeof s.credentialsResponse>;
export type Delivery = z.output<typeof s.delivery>;
export type DeliveryStatus = Delivery['status'];
export type AuditEntry = z.output<typeof s.auditEntry>;
export type MessageTemplate = { templateUuid: string; name: string; body: string };
export type MessageTemplateInput = { name: string; body: string };
export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number };
type Ok = { ok: true };

const base = '/api/admin/v1';
const enc = encodeURIComponent;
const dealer = (dealerUuid: string) => `${base}/dealers/${enc(dealerUuid)}`;
const department = (departmentUuid: string) => `${base}/departments/${enc(departmentUuid)}`;
const person = (dealerUuid: string, userUuid: string) => `${dealer(dealerUuid)}/people/${enc(userUuid)}`;
const client = (dealerUuid: string, username: string) => `${dealer(dealerUuid)}/api-clients/${enc(username)}`;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The administration operations (/api/admin/v1), called with the signed-in session's cookie. */
export const adminApi = {
  setupStatus: () => requestJson<{ open: boolean }>('GET', `${base}/setup`),
  createFirstOperator: (body: { username: string; firstName: string; lastName: string; password: string }) =>
    requestJson<{ userUuid: string; username: string }>('POST', `${base}/setup`, body),
  account: () => requestJson<Account>('GET', `${base}/account`),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    requestJson<Ok>('POST', `${base}/account/password`, body),
  signOutEverywhere: () => requestJson<Ok>('POST', `${base}/account/sign-out-everywhere`),

  dealers: () => requestJson<{ dealers: DealerSummary[] }>('GET', `${base}/dealers`),
  createDealer: (body: { name: string; timeZone: string; departmentName?: string }) =>
    requestJson<{ dealerUuid: string; departmentUuid: string }>('POST', `${base}/dealers`, body),
  dealer: (dealerUuid: string) => requestJson<DealerDetail>('GET', dealer(dealerUuid)),
  updateDealer: (dealerUuid: string, body: DealerProfileInput) =>
    requestJson<DealerProfile>('PATCH', dealer(dealerUuid), body),
  changePayments: (dealerUuid: string, body: DealerPaymentsInput) =>
    requestJson<DealerPayments>('PUT', `${dealer(dealerUuid)}/payments`, body),
  updateDepartment: (departmentUuid: string, body: DepartmentSettingsInput) =>
    requestJson<DepartmentSettings>('PATCH', department(departmentUuid), body),

  people: (dealerUuid: string) => requestJson<{ people: Person[] }>('GET', `${dealer(dealerUuid)}/people`),
  createAdvisor: (departmentUuid: string, body: CreateAdvisorInput) =>
    requestJson<CreatedAdvisor>('POST', `${department(departmentUuid)}/advisors`, body),
  resetPassword: (dealerUuid: string, userUuid: string) =>
    requestJson<{ userUuid: string; temporaryPassword: string }>(
      'POST',
      `${person(dealerUuid, userUuid)}/password-reset`,
    ),
  deactivate: (dealerUuid: string, userUuid: string) =>
    requestJson<Ok>('POST', `${person(dealerUuid, userUuid)}/deactivate`),
  setDealerAdmin: (dealerUuid: string, userUuid: string, admin: boolean) =>
    requestJson<{ dealerAdmin: boolean }>(
      admin ? 'PUT' : 'DELETE',
      `${person(dealerUuid, userUuid)}/dealer-admin`,
    ),
  setDriver: (dealerUuid: string, userUuid: string, driver: boolean) =>
    requestJson<{ userUuid: string; driver: boolean }>('PUT', `${person(dealerUuid, userUuid)}/driver`, {
      driver,
    }),
  setAuthorities: (departmentUuid: string, userUuid: string, add: string[], remove: string[]) =>
    requestJson<{ authorities: string[] }>(
      'POST',
      `${department(departmentUuid)}/people/${enc(userUuid)}/authorities`,
      { authoritiesToAdd: add, authoritiesToRemove: remove },
    ),

  teams: (departmentUuid: string) =>
    requestJson<{ teams: Team[] }>('GET', `${department(departmentUuid)}/teams`),
  createTeam: (departmentUuid: string, name: string) =>
    requestJson<Team>('POST', `${department(departmentUuid)}/teams`, { name }),
  renameTeam: (departmentUuid: string, teamUuid: string, name: string) =>
    requestJson<Team>('PATCH', `${department(departmentUuid)}/teams/${enc(teamUuid)}`, { name }),
  retireTeam: (departmentUuid: string, teamUuid: string) =>
    requestJson<Team>('POST', `${department(departmentUuid)}/teams/${enc(teamUuid)}/retire`),
  setTeamMember: (departmentUuid: string, teamUuid: string, dealerAssociateUuid: string, member: boolean) =>
    requestJson<{ member: boolean }>(
      member ? 'PUT' : 'DELETE',
      `${department(departmentUuid)}/teams/${enc(teamUuid)}/members/${enc(dealerAssociateUuid)}`,
    ),

  messageTemplates: (departmentUuid: string) =>
    requestJson<{ templates: MessageTemplate[] }>('GET', `${department(departmentUuid)}/message-templates`),
  createMessageTemplate: (departmentUuid: string, input: MessageTemplateInput) =>
    requestJson<MessageTemplate>('POST', `${department(departmentUuid)}/message-templates`, input),
  updateMessageTemplate: (departmentUuid: string, templateUuid: string, input: MessageTemplateInput) =>
    requestJson<MessageTemplate>(
      'PATCH',
      `${department(departmentUuid)}/message-templates/${enc(templateUuid)}`,
      input,
    ),
  deleteMessageTemplate: (departmentUuid: string, templateUuid: string) =>
    requestJson<Ok>('DELETE', `${department(departmentUuid)}/message-templates/${enc(templateUuid)}`),

  transportOptions: (departmentUuid: string) =>
    requestJson<{ transportOptions: TransportOption[] }>(
      'GET',
      `${department(departmentUuid)}/transport-options`,
    ),
  createTransportOption: (departmentUuid: string, body: CreateTransportOptionInput) =>
    requestJson<TransportOption>('POST', `${department(departmentUuid)}/transport-options`, body),
  renameTransportOption: (departmentUuid: string, uuid: string, name: string) =>
    requestJson<TransportOption>('PATCH', `${department(departmentUuid)}/transport-options/${enc(uuid)}`, {
      name,
    }),
  retireTransportOption: (departmentUuid: string, uuid: string) =>
    requestJson<TransportOption>(
      'POST',
      `${department(departmentUuid)}/transport-options/${enc(uuid)}/retire`,
    ),

  apiClients: (dealerUuid: string) =>
    requestJson<{ apiClients: ApiClientSummary[] }>('GET', `${dealer(dealerUuid)}/api-clients`),
  createApiClient: (dealerUuid: string, body: CreateApiClientInput) =>
    requestJson<Credentials>('POST', `${dealer(dealerUuid)}/api-clients`, body),
  rotateApiClient: (dealerUuid: string, username: string, graceMinutes: number) =>
    requestJson<Credentials>('POST', `${client(dealerUuid, username)}/rotate`, { graceMinutes }),
  revokeApiClient: (dealerUuid: string, username: string) =>
    requestJson<{ revoked: true }>('POST', `${client(dealerUuid, username)}/revoke`),
  rotateCallbackSecret: (dealerUuid: string, username: string) =>
    requestJson<{ callbackSigningSecret: string }>('POST', `${client(dealerUuid, username)}/callback-secret`),

  deliveries: (dealerUuid: string, username: string, filter: { status?: DeliveryStatus; page: number }) =>
    requestJson<Paged<Delivery>>(
      'GET',
      `${client(dealerUuid, username)}/deliveries${query({ status: filter.status, page: filter.page, pageSize: 20 })}`,
    ),
  replayDelivery: (dealerUuid: string, deliveryUuid: string) =>
    requestJson<{ deliveryUuid: string }>(
      'POST',
      `${dealer(dealerUuid)}/deliveries/${enc(deliveryUuid)}/replay`,
    ),

  audit: (dealerUuid: string, filter: { q?: string; action?: string; page: number }) =>
    requestJson<Paged<AuditEntry>>('GET', `${dealer(dealerUuid)}/audit${query({ ...filter, pageSize: 25 })}`),
};

export { ApiError };

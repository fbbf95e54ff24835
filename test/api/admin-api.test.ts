import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as ownAccount } from '@/app/api/admin/v1/account/route';
import { GET as audit } from '@/app/api/admin/v1/audit/route';
import { POST as callbackSecret } from '@/app/api/admin/v1/dealers/[dealerUuid]/api-clients/[username]/callback-secret/route';
import { GET as deliveries } from '@/app/api/admin/v1/dealers/[dealerUuid]/api-clients/[username]/deliveries/route';
import { POST as revokeClient } from '@/app/api/admin/v1/dealers/[dealerUuid]/api-clients/[username]/revoke/route';
import { POST as rotateClient } from '@/app/api/admin/v1/dealers/[dealerUuid]/api-clients/[username]/rotate/route';
import {
  POST as createClient,
  GET as listClients,
} from '@/app/api/admin/v1/dealers/[dealerUuid]/api-clients/route';
import { GET as dealerAudit } from '@/app/api/admin/v1/dealers/[dealerUuid]/audit/route';
import { POST as replay } from '@/app/api/admin/v1/dealers/[dealerUuid]/deliveries/[deliveryUuid]/replay/route';
import { POST as createDepartment } from '@/app/api/admin/v1/dealers/[dealerUuid]/departments/route';
import {
  GET as getEmbedOrigins,
  PUT as saveEmbedOrigins,
} from '@/app/api/admin/v1/dealers/[dealerUuid]/embed-origins/route';
import { PUT as dealerPaymentsRoute } from '@/app/api/admin/v1/dealers/[dealerUuid]/payments/route';
import { POST as deactivate } from '@/app/api/admin/v1/dealers/[dealerUuid]/people/[userUuid]/deactivate/route';
import {
  PUT as grantAdmin,
  DELETE as revokeAdmin,
} from '@/app/api/admin/v1/dealers/[dealerUuid]/people/[userUuid]/dealer-admin/route';
import { PUT as setDriver } from '@/app/api/admin/v1/dealers/[dealerUuid]/people/[userUuid]/driver/route';
import { POST as resetPassword } from '@/app/api/admin/v1/dealers/[dealerUuid]/people/[userUuid]/password-reset/route';
import { GET as people } from '@/app/api/admin/v1/dealers/[dealerUuid]/people/route';
import { GET as getDealer, PATCH as updateDealer } from '@/app/api/admin/v1/dealers/[dealerUuid]/route';
import { POST as createDealer, GET as listDealers } from '@/app/api/admin/v1/dealers/route';
import { POST as createAdvisor } from '@/app/api/admin/v1/departments/[departmentUuid]/advisors/route';
import {
  DELETE as deleteTemplate,
  PATCH as updateTemplate,
} from '@/app/api/admin/v1/departments/[departmentUuid]/message-templates/[templateUuid]/route';
import {
  POST as createTemplate,
  GET as listTemplates,
} from '@/app/api/admin/v1/departments/[departmentUuid]/message-templates/route';
import { POST as authorities } from '@/app/api/admin/v1/departments/[departmentUuid]/people/[userUuid]/authorities/route';
import { PATCH as updateDepartment } from '@/app/api/admin/v1/departments/[departmentUuid]/route';
import {
  PUT as addMember,
  DELETE as removeMember,
} from '@/app/api/admin/v1/departments/[departmentUuid]/teams/[teamUuid]/members/[dealerAssociateUuid]/route';
import { POST as retireTeam } from '@/app/api/admin/v1/departments/[departmentUuid]/teams/[teamUuid]/retire/route';
import { PATCH as renameTeam } from '@/app/api/admin/v1/departments/[departmentUuid]/teams/[teamUuid]/route';
import {
  POST as createTeam,
  GET as listTeams,
} from '@/app/api/admin/v1/departments/[departmentUuid]/teams/route';
import { POST as retireOption } from '@/app/api/admin/v1/departments/[departmentUuid]/transport-options/[transportOptionUuid]/retire/route';
import { PATCH as renameOption } from '@/app/api/admin/v1/departments/[departmentUuid]/transport-options/[transportOptionUuid]/route';
import {
  POST as createOption,
  GET as listOptions,
} from '@/app/api/admin/v1/departments/[departmentUuid]/transport-options/route';
import { GET as onlineSettings } from '@/app/api/online/admin/v1/dealers/[dealerUuid]/route';
import { GET as sandboxTexts } from '@/app/api/online/admin/v1/dealers/[dealerUuid]/sandbox-texts/route';
import { PUT as onlineShortName } from '@/app/api/online/admin/v1/dealers/[dealerUuid]/short-name/route';
import { PUT as updateOnline } from '@/app/api/online/admin/v1/departments/[departmentUuid]/route';
import { POST as closeRecallCampaign } from '@/app/api/recalls/admin/v1/dealers/[dealerUuid]/campaigns/[campaignUuid]/close/route';
import {
  POST as addRecallCampaign,
  GET as listRecallCampaigns,
} from '@/app/api/recalls/admin/v1/dealers/[dealerUuid]/campaigns/route';
import { db } from '../../server/db/client';
import { administrators, apiClients, auditEntries, dealers } from '../../server/db/schema';
import { overrideEnvForTests } from '../../server/env';
import { allContracts } from '../../server/http/openapi/registry';
import { newUuid } from '../../server/ids';
import { enqueueWebhook } from '../../server/partner-webhooks/enqueue-webhook';
import { queues } from '../../server/queue/queues';
import { createTenantPair } from '../auth-matrix';
import { type CallOptions, callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';
import { startReceiver } from '../messaging';
import { processJobsNow } from '../process-jobs-now';
import { sessionCookieFor } from '../sessions';

type Handler = Parameters<typeof callRoute>[0];
type Case = { operationId: string; handler: Handler; call: (t: TestTenant) => Omit<CallOptions, 'headers'> };

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
const a = '/api/admin/v1';
const dealer = (t: TestTenant, rest = '') => ({ path: `${a}/dealers/${t.dealerUuid}${rest}` });
const person = (t: TestTenant, rest: string) => ({
  path: `${a}/dealers/${t.dealerUuid}/people/${t.advisor.userUuid}/${rest}`,
  params: { dealerUuid: t.dealerUuid, userUuid: t.advisor.userUuid },
});
const dept = (t: TestTenant, rest = '') => ({
  path: `${a}/departments/${t.departmentUuid}${rest}`,
  params: { departmentUuid: t.departmentUuid },
});
const team = (t: TestTenant, rest = '') => ({
  path: `${a}/departments/${t.departmentUuid}/teams/${t.teamUuid}${rest}`,
  params: { departmentUuid: t.departmentUuid, teamUuid: t.teamUuid },
});
const apiClient = (t: TestTenant, rest: string) => ({
  path: `${a}/dealers/${t.dealerUuid}/api-clients/${client.username}/${rest}`,
  params: { dealerUuid: t.dealerUuid, username: client.username },
});

/** Every operation granted by role (operator or dealership administrator), with a call that names `t`. */
const cases: Case[] = [
  {
    operationId: 'createDealer',
    handler: createDealer,
    call: () => ({ path: `${a}/dealers`, body: { name: 'N', timeZone: 'UTC' } }),
  },
  { operationId: 'listAuditEntries', handler: audit, call: () => ({ path: `${a}/audit` }) },
  {
    operationId: 'getDealerAdministration',
    handler: getDealer,
    call: (t) => ({ ...dealer(t), params: { dealerUuid: t.dealerUuid } }),
  },
  {
    operationId: 'changeDealerPayments',
    handler: dealerPaymentsRoute,
    call: (t) => ({
      ...dealer(t, '/payments'),
      params: { dealerUuid: t.dealerUuid },
      method: 'PUT',
      body: { processor: 'sandbox' },
    }),
  },
  {
    operationId: 'updateDealerProfile',
    handler: updateDealer,
    call: (t) => ({
      ...dealer(t),
      params: { dealerUuid: t.dealerUuid },
      method: 'PATCH',
      body: { website: 'https://example.com' },
    }),
  },
  {
    operationId: 'createDepartment',
    handler: createDepartment,
    call: (t) => ({
      ...dealer(t, '/departments'),
      params: { dealerUuid: t.dealerUuid },
      body: { name: 'Body shop' },
    }),
  },
  {
    operationId: 'updateDepartmentSettings',
    handler: updateDepartment,
    call: (t) => ({ ...dept(t), method: 'PATCH', body: { footer: 'See you soon' } }),
  },
  {
    operationId: 'listPeople',
    handler: people,
    call: (t) => ({ ...dealer(t, '/people'), params: { dealerUuid: t.dealerUuid } }),
  },
  {
    operationId: 'createAdvisor',
    handler: createAdvisor,
    call: (t) => ({
      ...dept(t, '/advisors'),
      body: { username: `adv-${newUuid().slice(0, 8)}`, firstName: 'A', lastName: 'B' },
    }),
  },
  {
    operationId: 'resetPassword',
    handler: resetPassword,
    call: (t) => ({ ...person(t, 'password-reset'), method: 'POST' }),
  },
  {
    operationId: 'deactivateUser',
    handler: deactivate,
    call: (t) => ({ ...person(t, 'deactivate'), method: 'POST' }),
  },
  {
    operationId: 'grantDealerAdmin',
    handler: grantAdmin,
    call: (t) => ({ ...person(t, 'dealer-admin'), method: 'PUT' }),
  },
  {
    operationId: 'revokeDealerAdmin',
    handler: revokeAdmin,
    call: (t) => ({ ...person(t, 'dealer-admin'), method: 'DELETE' }),
  },
  {
    operationId: 'setDriver',
    handler: setDriver,
    call: (t) => ({ ...person(t, 'driver'), method: 'PUT', body: { driver: true } }),
  },
  {
    operationId: 'setMessagingAuthorities',
    handler: authorities,
    call: (t) => ({
      path: `${a}/departments/${t.departmentUuid}/people/${t.advisor.userUuid}/authorities`,
      params: { departmentUuid: t.departmentUuid, userUuid: t.advisor.userUuid },
      body: { authoritiesToAdd: ['payment.request'] },
    }),
  },
  { operationId: 'listDepartmentTeams', handler: listTeams, call: (t) => dept(t, '/teams') },
  {
    operationId: 'createTeam',
    handler: createTeam,
    call: (t) => ({ ...dept(t, '/teams'), body: { name: 'Night crew' } }),
  },
  {
    operationId: 'renameTeam',
    handler: renameTeam,
    call: (t) => ({ ...team(t), method: 'PATCH', body: { name: 'Green team' } }),
  },
  {
    operationId: 'retireTeam',
    handler: retireTeam,
    call: (t) => ({ ...team(t, '/retire'), method: 'POST' }),
  },
  {
    operationId: 'addTeamMember',
    handler: addMember,
    call: (t) => ({
      path: `${team(t).path}/members/${t.defaultDealerAssociateUuid}`,
      params: { ...team(t).params, dealerAssociateUuid: t.defaultDealerAssociateUuid },
      method: 'PUT',
    }),
  },
  {
    operationId: 'removeTeamMember',
    handler: removeMember,
    call: (t) => ({
      path: `${team(t).path}/members/${t.advisor.dealerAssociateUuid}`,
      params: { ...team(t).params, dealerAssociateUuid: t.advisor.dealerAssociateUuid },
      method: 'DELETE',
    }),
  },
  { operationId: 'listMessageTemplates', handler: listTemplates, call: (t) => dept(t, '/message-templates') },
  {
    operationId: 'createMessageTemplate',
    handler: createTemplate,
    call: (t) => ({ ...dept(t, '/message-templates'), body: { name: 'Ready', body: 'Hi {customerName}' } }),
  },
  {
    operationId: 'updateMessageTemplate',
    handler: updateTemplate,
    call: (t) => ({
      path: `${a}/departments/${t.departmentUuid}/message-templates/x`,
      params: { departmentUuid: t.departmentUuid, templateUuid: 'x' },
      method: 'PATCH',
      body: { name: 'n', body: 'b' },
    }),
  },
  {
    operationId: 'deleteMessageTemplate',
    handler: deleteTemplate,
    call: (t) => ({
      path: `${a}/departments/${t.departmentUuid}/message-templates/x`,
      params: { departmentUuid: t.departmentUuid, templateUuid: 'x' },
      method: 'DELETE',
    }),
  },
  {
    operationId: 'listDepartmentTransportOptions',
    handler: listOptions,
    call: (t) => dept(t, '/transport-options'),
  },
  {
    operationId: 'createTransportOption',
    handler: createOption,
    call: (t) => ({
      ...dept(t, '/transport-options'),
      body: {
        optionName: `SHUTTLE_${newUuid()
          .replace(/[^A-Z]/g, '')
          .slice(0, 6)}`,
        customName: 'Shuttle',
      },
    }),
  },
  {
    operationId: 'renameTransportOption',
    handler: renameOption,
    call: (t) => ({
      path: `${a}/departments/${t.departmentUuid}/transport-options/x`,
      params: { departmentUuid: t.departmentUuid, transportOptionUuid: 'x' },
      method: 'PATCH',
      body: { name: 'n' },
    }),
  },
  {
    operationId: 'retireTransportOption',
    handler: retireOption,
    call: (t) => ({
      path: `${a}/departments/${t.departmentUuid}/transport-options/x/retire`,
      params: { departmentUuid: t.departmentUuid, transportOptionUuid: 'x' },
      method: 'POST',
    }),
  },
  {
    operationId: 'listApiClients',
    handler: listClients,
    call: (t) => ({ ...dealer(t, '/api-clients'), params: { dealerUuid: t.dealerUuid } }),
  },
  {
    operationId: 'createApiClient',
    handler: createClient,
    call: (t) => ({
      ...dealer(t, '/api-clients'),
      params: { dealerUuid: t.dealerUuid },
      body: { name: 'Partner', scopes: ['appointment.get'] },
    }),
  },
  {
    operationId: 'rotateApiClientSecret',
    handler: rotateClient,
    call: (t) => ({ ...apiClient(t, 'rotate'), body: {} }),
  },
  {
    operationId: 'revokeApiClient',
    handler: revokeClient,
    call: (t) => ({ ...apiClient(t, 'revoke'), method: 'POST' }),
  },
  {
    operationId: 'rotateCallbackSecret',
    handler: callbackSecret,
    call: (t) => ({ ...apiClient(t, 'callback-secret'), method: 'POST' }),
  },
  { operationId: 'listWebhookDeliveries', handler: deliveries, call: (t) => apiClient(t, 'deliveries') },
  {
    operationId: 'replayWebhookDelivery',
    handler: replay,
    call: (t) => ({
      path: `${a}/dealers/${t.dealerUuid}/deliveries/x/replay`,
      params: { dealerUuid: t.dealerUuid, deliveryUuid: 'x' },
      method: 'POST',
    }),
  },
  {
    operationId: 'listDealerAuditEntries',
    handler: dealerAudit,
    call: (t) => ({ ...dealer(t, '/audit'), params: { dealerUuid: t.dealerUuid } }),
  },
  {
    operationId: 'getOnlineSettings',
    handler: onlineSettings,
    call: (t) => ({
      path: `/api/online/admin/v1/dealers/${t.dealerUuid}`,
      params: { dealerUuid: t.dealerUuid },
    }),
  },
  {
    operationId: 'updateOnlineSettings',
    handler: updateOnline,
    call: (t) => ({
      path: `/api/online/admin/v1/departments/${t.departmentUuid}`,
      params: { departmentUuid: t.departmentUuid },
      method: 'PUT',
      body: {
        enabled: true,
        daysAhead: 7,
        minNoticeMinutes: 60,
        transportOptionUuids: null,
        advisorChoice: false,
        bookableAdvisorUuids: null,
      },
    }),
  },
  {
    operationId: 'setOnlineShortName',
    handler: onlineShortName,
    call: (t) => ({
      path: `/api/online/admin/v1/dealers/${t.dealerUuid}/short-name`,
      params: { dealerUuid: t.dealerUuid },
      method: 'PUT',
      body: { shortName: null },
    }),
  },
  {
    operationId: 'getEmbedOrigins',
    handler: getEmbedOrigins,
    call: (t) => ({ ...dealer(t, '/embed-origins'), params: { dealerUuid: t.dealerUuid } }),
  },
  {
    operationId: 'saveEmbedOrigins',
    handler: saveEmbedOrigins,
    call: (t) => ({
      ...dealer(t, '/embed-origins'),
      params: { dealerUuid: t.dealerUuid },
      method: 'PUT',
      body: { origins: ['https://www.example.com'] },
    }),
  },
  {
    operationId: 'listSandboxTexts',
    handler: sandboxTexts,
    call: (t) => ({
      path: `/api/online/admin/v1/dealers/${t.dealerUuid}/sandbox-texts?phone=%2B13125550142`,
      params: { dealerUuid: t.dealerUuid },
    }),
  },
  {
    operationId: 'listRecallCampaigns',
    handler: listRecallCampaigns,
    call: (t) => ({
      path: `/api/recalls/admin/v1/dealers/${t.dealerUuid}/campaigns`,
      params: { dealerUuid: t.dealerUuid },
    }),
  },
  {
    operationId: 'addRecallCampaign',
    handler: addRecallCampaign,
    call: (t) => ({
      path: `/api/recalls/admin/v1/dealers/${t.dealerUuid}/campaigns`,
      params: { dealerUuid: t.dealerUuid },
      body: {
        oemRecallId: '23V-001',
        title: 'Fuel pump',
        operationUuid: 'none',
        vins: ['1HGCV1F39LA000123'],
      },
    }),
  },
  {
    operationId: 'closeRecallCampaign',
    handler: closeRecallCampaign,
    call: (t) => ({
      path: `/api/recalls/admin/v1/dealers/${t.dealerUuid}/campaigns/none/close`,
      params: { dealerUuid: t.dealerUuid, campaignUuid: 'none' },
      method: 'POST',
    }),
  },
];

let advisorCookie: string;
let otherAdminCookie: string;
let adminCookie: string;

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  advisorCookie = await sessionCookieFor(own.advisor.userUuid);
  await db()
    .insert(administrators)
    .values([
      {
        uuid: newUuid(),
        userUuid: other.advisor.userUuid,
        role: 'DEALER_ADMIN',
        dealerUuid: other.dealerUuid,
      },
      { uuid: newUuid(), userUuid: own.defaultUserUuid, role: 'DEALER_ADMIN', dealerUuid: own.dealerUuid },
    ]);
  otherAdminCookie = await sessionCookieFor(other.advisor.userUuid);
  adminCookie = await sessionCookieFor(own.defaultUserUuid);
});

const errorCode = (body: Record<string, unknown>) => (body.error as { code?: string } | undefined)?.code;

describe('administration: who may call', () => {
  it('the table covers every operation granted to an operator or a dealership administrator', () => {
    const guarded = allContracts
      .filter((c) => c.auth !== 'public' && 'role' in c.auth && c.auth.role !== 'signedIn')
      .map((c) => c.operationId)
      .sort();
    expect(cases.map((c) => c.operationId).sort()).toEqual(guarded);
  });

  it('signed-in operations answer for anyone signed in; the dealer list shows what they administer', async () => {
    const account = await callRoute(ownAccount, { path: `${a}/account`, headers: { cookie: adminCookie } });
    expect(account.body).toMatchObject({ operator: false, dealerAdminOf: [own.dealerUuid] });
    const dealers = await callRoute(listDealers, {
      path: `${a}/dealers`,
      headers: { cookie: advisorCookie },
    });
    expect(dealers.body).toEqual({ dealers: [] });
  });

  for (const c of cases) {
    it(`${c.operationId}: anonymous 401, advisor 403, partner credentials 403, another dealer's administrator 403`, async () => {
      const anonymous = await callRoute(c.handler, c.call(own));
      expect(anonymous.status).toBe(401);
      expect(errorCode(anonymous.body)).toBe('NO_AUTHENTICATION_PROVIDED');
      const advisor = await callRoute(c.handler, { ...c.call(own), headers: { cookie: advisorCookie } });
      expect(advisor.status).toBe(403);
      expect(errorCode(advisor.body)).toBe('FORBIDDEN');
      const partner = await callRoute(c.handler, { ...c.call(own), authorization: client.authorization });
      expect(partner.status).toBe(403);
      const foreign = await callRoute(c.handler, { ...c.call(own), headers: { cookie: otherAdminCookie } });
      expect(foreign.status).toBe(403);
    });
  }
});

async function auditCount(requestId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(auditEntries)
    .where(eq(auditEntries.requestId, requestId));
  return row?.n ?? 0;
}

describe('administration: each action is audited in its own transaction', () => {
  const writes = [
    'changeDealerPayments',
    'updateDealerProfile',
    'createDepartment',
    'updateDepartmentSettings',
    'createAdvisor',
    'setMessagingAuthorities',
    'createTeam',
    'renameTeam',
    'createMessageTemplate',
    'addTeamMember',
    'createTransportOption',
    'createApiClient',
    'rotateCallbackSecret',
    'grantDealerAdmin',
    'revokeDealerAdmin',
    'setDriver',
    'saveEmbedOrigins',
    'resetPassword',
    'retireTeam',
    'rotateApiClientSecret',
    'revokeApiClient',
    'deactivateUser',
  ];
  for (const operationId of writes) {
    it(`${operationId}: one audit entry, no secret in it`, async () => {
      const c = cases.find((x) => x.operationId === operationId);
      if (!c) throw new Error(operationId);
      const requestId = `audit-${operationId}-${newUuid()}`;
      const res = await callRoute(c.handler, {
        ...c.call(own),
        headers: { cookie: adminCookie, 'x-request-id': requestId },
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      expect(await auditCount(requestId)).toBe(1);
      const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.requestId, requestId));
      const stored = JSON.stringify(entry);
      const body = res.body as Record<string, unknown>;
      for (const key of ['password', 'temporaryPassword', 'callbackSigningSecret']) {
        if (typeof body[key] === 'string') expect(stored).not.toContain(body[key]);
      }
    });
  }

  it('a refused action writes none', async () => {
    const requestId = `audit-refused-${newUuid()}`;
    const option = { ...dept(own, '/transport-options'), body: { optionName: 'VALET', customName: 'Valet' } };
    expect((await callRoute(createOption, { ...option, headers: { cookie: adminCookie } })).status).toBe(201);
    const res = await callRoute(createOption, {
      ...option,
      headers: { cookie: adminCookie, 'x-request-id': requestId },
    });
    expect(res.status).toBe(409);
    expect(await auditCount(requestId)).toBe(0);
  });

  it('the audit log is searchable and paged; a dealership administrator sees their dealer only', async () => {
    const res = await callRoute<{ items: Array<{ action: string; dealerUuid: string }>; total: number }>(
      dealerAudit,
      {
        ...dealer(own, '/audit?action=team.&pageSize=2'),
        params: { dealerUuid: own.dealerUuid },
        headers: { cookie: adminCookie },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBe(2);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    expect(res.body.items.every((i) => i.action.startsWith('team.') && i.dealerUuid === own.dealerUuid)).toBe(
      true,
    );
    const search = await callRoute<{ items: unknown[] }>(dealerAudit, {
      ...dealer(own, '/audit?q=Night%20crew'),
      params: { dealerUuid: own.dealerUuid },
      headers: { cookie: adminCookie },
    });
    expect(search.body.items.length).toBe(1);
  });
});

describe('administration: payments', () => {
  const readDealer = () =>
    callRoute<{ paymentProcessor: string; stripeAccount: string | null }>(getDealer, {
      ...dealer(own),
      params: { dealerUuid: own.dealerUuid },
      headers: { cookie: adminCookie },
    });

  it("the dealer's profile shows its payment processor and Stripe account", async () => {
    expect((await readDealer()).body).toMatchObject({ paymentProcessor: 'sandbox', stripeAccount: null });
    await db()
      .update(dealers)
      .set({ paymentProcessor: 'stripe', stripeAccountId: 'acct_1AdminTest' })
      .where(eq(dealers.uuid, own.dealerUuid));
    expect((await readDealer()).body).toMatchObject({
      paymentProcessor: 'stripe',
      stripeAccount: 'acct_1AdminTest',
    });
    const back = await callRoute(dealerPaymentsRoute, {
      ...dealer(own, '/payments'),
      params: { dealerUuid: own.dealerUuid },
      method: 'PUT',
      body: { processor: 'sandbox' },
      headers: { cookie: adminCookie },
    });
    expect(back.status).toBe(200);
    expect((await readDealer()).body).toMatchObject({ paymentProcessor: 'sandbox', stripeAccount: null });
  });
});

describe('administration: teams and transport options', () => {
  it('lists retired ones too, greyed by the flag, and a team with its members', async () => {
    const cookie = { cookie: adminCookie };
    const created = await callRoute<{ teamUuid: string }>(createTeam, {
      ...dept(own, '/teams'),
      body: { name: `Retired crew ${newUuid().slice(0, 6)}` },
      headers: cookie,
    });
    const params = { departmentUuid: own.departmentUuid, teamUuid: created.body.teamUuid };
    await callRoute(retireTeam, {
      path: `${dept(own).path}/teams/x/retire`,
      params,
      method: 'POST',
      headers: cookie,
    });
    const teams = await callRoute<{
      teams: Array<{ teamUuid: string; retired: boolean; memberDealerAssociateUuids: string[] }>;
    }>(listTeams, { ...dept(own, '/teams'), headers: cookie });
    expect(teams.status).toBe(200);
    expect(teams.body.teams.find((t) => t.teamUuid === created.body.teamUuid)?.retired).toBe(true);
    expect(teams.body.teams.find((t) => t.teamUuid === own.teamUuid)?.memberDealerAssociateUuids).toEqual(
      expect.any(Array),
    );
    const options = await callRoute<{ transportOptions: Array<{ optionName: string; retired: boolean }> }>(
      listOptions,
      { ...dept(own, '/transport-options'), headers: cookie },
    );
    expect(options.status).toBe(200);
    expect(options.body.transportOptions.length).toBeGreaterThan(0);
  });
});

describe('administration: webhook deliveries', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    overrideEnvForTests({ OUTBOUND_ALLOWLIST: '127.0.0.1' });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    overrideEnvForTests({ OUTBOUND_ALLOWLIST: '' });
    await receiver.close();
  });

  it('replay sends the stored payload again, signed, and records a new attempt', async () => {
    const partner = await createFullAccessClient(own);
    const [row] = await db().select().from(apiClients).where(eq(apiClients.username, partner.username));
    const deliveryUuid = await db().transaction((tx) =>
      enqueueWebhook(tx, {
        kind: 'message.status',
        url: `${receiver.url}/hook`,
        payload: { messageUUID: 'm-1', status: 'DELIVERED' },
        dealerUuid: own.dealerUuid,
        apiClientUuid: row?.uuid,
      }),
    );
    await processJobsNow(queues.webhookDeliver);
    expect(receiver.received).toHaveLength(1);
    const replayed = await callRoute(replay, {
      path: `${a}/dealers/${own.dealerUuid}/deliveries/${deliveryUuid}/replay`,
      params: { dealerUuid: own.dealerUuid, deliveryUuid },
      method: 'POST',
      headers: { cookie: adminCookie },
    });
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    await processJobsNow(queues.webhookDeliver);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second?.body).toBe(first?.body);
    const [signed] = await db().select().from(apiClients).where(eq(apiClients.username, partner.username));
    const secret = signed?.webhookSecret ?? '';
    const id = String(second?.headers['webhook-id']);
    const timestamp = String(second?.headers['webhook-timestamp']);
    const expected = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
      .update(`${id}.${timestamp}.${second?.body}`)
      .digest('base64');
    expect(second?.headers['webhook-signature']).toBe(`v1,${expected}`);

    const listed = await callRoute<{
      items: Array<{ deliveryUuid: string; attempts: unknown[]; payload: unknown }>;
    }>(deliveries, {
      path: `${a}/dealers/${own.dealerUuid}/api-clients/${partner.username}/deliveries?status=DELIVERED`,
      params: { dealerUuid: own.dealerUuid, username: partner.username },
      headers: { cookie: adminCookie },
    });
    expect(listed.status).toBe(200);
    const item = listed.body.items.find((i) => i.deliveryUuid === deliveryUuid);
    expect(item?.attempts).toHaveLength(2);
    expect(item?.payload).toEqual({ messageUUID: 'm-1', status: 'DELIVERED' });
  });
});

describe('administration: drivers and the time format', () => {
  it('marks someone a driver of every membership at the dealership, listed as such, and back', async () => {
    // The other dealership's administrator, active there (this file deactivates the first one's advisor).
    const cookie = { cookie: otherAdminCookie };
    const mark = (driver: boolean) =>
      callRoute(setDriver, { ...person(other, 'driver'), method: 'PUT', body: { driver }, headers: cookie });
    const driverOf = async () => {
      const res = await callRoute<{
        people: Array<{ userUuid: string; memberships: Array<{ driver: boolean }> }>;
      }>(people, { ...dealer(other, '/people'), params: { dealerUuid: other.dealerUuid }, headers: cookie });
      return res.body.people
        .find((p) => p.userUuid === other.advisor.userUuid)
        ?.memberships.map((m) => m.driver);
    };
    expect((await mark(true)).body).toEqual({ userUuid: other.advisor.userUuid, driver: true });
    expect(await driverOf()).toEqual([true]);
    expect((await mark(false)).status).toBe(200);
    expect(await driverOf()).toEqual([false]);
  });

  it('keeps the time format on the dealer profile: 12-hour unless changed, and only 12h or 24h', async () => {
    const cookie = { cookie: adminCookie };
    const profile = { ...dealer(own), params: { dealerUuid: own.dealerUuid }, headers: cookie };
    const before = await callRoute<{ timeFormat: string }>(getDealer, profile);
    expect(before.body.timeFormat).toBe('12h');
    const changed = await callRoute<{ timeFormat: string }>(updateDealer, {
      ...profile,
      method: 'PATCH',
      body: { timeFormat: '24h' },
    });
    expect(changed.body.timeFormat).toBe('24h');
    const refused = await callRoute(updateDealer, {
      ...profile,
      method: 'PATCH',
      body: { timeFormat: 'h24' },
    });
    expect(refused.status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRoute } from '../../test/call-route';
import { basicAuthorization, createTestApiClient, createTestTenant } from '../../test/fixtures';
import { defineContract } from '../core/contract';
import { buildOpenApiDocument } from '../http/openapi/build-document';
import { route } from '../http/route';
import { basicChallenge } from './basic-challenge';

async function partnerRoute() {
  const tenant = await createTestTenant();
  const client = await createTestApiClient([
    { scope: 'appointment.get', level: 'DEALER', dealerUuid: tenant.dealerUuid },
  ]);
  const contract = defineContract({
    operationId: 'testChallenge',
    method: 'GET',
    path: '/api/test/challenge',
    summary: 'test',
    tag: 'Test',
    family: 'envelope',
    auth: { scope: 'appointment.get', level: 'DEALER', tenants: () => [{ dealerUuid: tenant.dealerUuid }] },
    response: z.object({ ok: z.literal(true) }),
  });
  const handler = route(contract, async () => ({ ok: true as const }));
  const call = (headers: Record<string, string>) =>
    callRoute(handler, { path: '/api/test/challenge', headers });
  return { client, call };
}

describe('the Basic challenge', () => {
  it('names Basic on every 401 of a request that sent credentials or none', async () => {
    const { client, call } = await partnerRoute();
    const requests: Record<string, string>[] = [
      { authorization: basicAuthorization(client.username, 'wrong') },
      { authorization: basicAuthorization('nobody-at-all', 'wrong') },
      { authorization: 'Basic not base64!' },
      { authorization: 'Bearer abc' },
      {},
    ];
    for (const headers of requests) {
      const res = await call(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate'), JSON.stringify(headers)).toBe(basicChallenge);
    }
    const ok = await call({ authorization: client.authorization });
    expect(ok.status).toBe(200);
    expect(ok.headers.has('www-authenticate')).toBe(false);
  });

  it('is left out for a browser page without a session, which would show a password dialog', async () => {
    const { call } = await partnerRoute();
    const res = await call({ 'sec-fetch-mode': 'cors', cookie: 'a=1' });
    expect(res.status).toBe(401);
    expect(res.headers.has('www-authenticate')).toBe(false);
  });

  it('is documented on the 401 answers of operations partners call with Basic', () => {
    const document = buildOpenApiDocument();
    let partnerOperations = 0;
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods as Record<string, Record<string, unknown>>)) {
        const unauthorized = (operation.responses as Record<string, { headers?: object }>)['401'];
        const basic = JSON.stringify(operation.security ?? []).includes('basicAuth');
        if (!unauthorized) continue;
        if (basic) partnerOperations++;
        expect(unauthorized.headers !== undefined, String(operation.operationId)).toBe(basic);
      }
    }
    expect(partnerOperations).toBeGreaterThan(10);
  });
});

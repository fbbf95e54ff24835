import { beforeAll, describe, expect, it } from 'vitest';
import { POST as sendRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/route';
import { db } from '../../server/db/client';
import { messagingSettings } from '../../server/db/schema';
import { callRoute } from '../call-route';
import {
  createFullAccessClient,
  createTestCustomer,
  createTestTenant,
  type TestClient,
  type TestTenant,
} from '../fixtures';

type SendAnswer = { status: string; errors?: Array<{ errorCode: string }> };

let tenant: TestTenant;
let client: TestClient;
const limit = 3;

beforeAll(async () => {
  tenant = await createTestTenant();
  client = await createFullAccessClient(tenant);
  await db()
    .insert(messagingSettings)
    .values({ dealerUuid: tenant.dealerUuid, recipientRateLimit: limit, recipientRateWindowSeconds: 3600 });
});

function send(customerUuid: string) {
  return callRoute<SendAnswer>(sendRoute, {
    path: `/api/communications/department/${tenant.departmentUuid}/user/DEFAULT/customer/${customerUuid}/message`,
    params: { departmentUUID: tenant.departmentUuid, userUuid: 'DEFAULT', customerUuid },
    authorization: client.authorization,
    body: {
      messageAttributes: {
        body: 'Your vehicle is ready.',
        isManual: false,
        protocol: 'TEXT',
        type: 'OUTGOING',
      },
      messageSendingAttributes: { sendSynchronously: false },
    },
  });
}

describe('the recipient rate limit under sends at once', () => {
  it('lets exactly the limit through when more sends to one number arrive together', async () => {
    const customer = await createTestCustomer(tenant);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(customer.customerUuid)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const accepted = answers.filter((a) => a.body.status === 'SUCCESS');
    const limited = answers.filter((a) => a.body.errors?.[0]?.errorCode === 'RATE_LIMIT_REACHED');
    expect(accepted).toHaveLength(limit);
    expect(limited).toHaveLength(8 - limit);
  });
});

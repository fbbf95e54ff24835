import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  POST as createRoute,
  GET as listRoute,
} from '@/app/api/v3/department/[serviceSubscriberDepartmentToken]/url/route';
import { paymentLinkListSchema } from '../../server/payments/payment.schemas';
import { createTenantPair } from '../auth-matrix';
import { callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';

let own: TestTenant;
let client: TestClient;
const run = randomBytes(3).toString('hex');
const urlPath = () => `/api/v3/department/${own.departmentUuid}/url`;

async function createLink(n: number, lastName: string) {
  const res = await callRoute(createRoute, {
    path: urlPath(),
    params: { serviceSubscriberDepartmentToken: own.departmentUuid },
    authorization: client.authorization,
    body: {
      customerIdentifiers: {
        firstName: 'Pat',
        lastName,
        emails: [
          { emailAddress: `pat.${lastName.toLowerCase().replace(/\W/g, '')}@example.com`, okToEmail: true },
        ],
      },
      paymentDetails: {
        amount: 10 + n,
        currency: 'USD',
        paymentType: 'sale',
        paymentDescription: `Job ${n}`,
      },
      orderRef: `RO-${run}-${n}`,
      ttl: 3_600_000,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return String(res.body.invoiceId);
}

async function list(query: string) {
  const res = await callRoute(listRoute, {
    path: `${urlPath()}?${query}`,
    params: { serviceSubscriberDepartmentToken: own.departmentUuid },
    authorization: client.authorization,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return paymentLinkListSchema.parse(res.body);
}

const created: string[] = [];

beforeAll(async () => {
  ({ own } = await createTenantPair());
  client = await createFullAccessClient(own);
  // Five links of one customer name and two of another, oldest first.
  for (let n = 1; n <= 7; n++) created.push(await createLink(n, n <= 5 ? `Paging${run}` : `Other${run}`));
});

describe('payment links: pages, search and status', () => {
  it('answers as before without paging parameters: the newest first, with the total', async () => {
    const all = await list('');
    expect(all.totalCount).toBe(7);
    expect(all.paymentLinks.map((l) => l.invoiceId)).toEqual([...created].reverse());
  });

  it('pages with limit and offset; the pages meet without gaps or repeats', async () => {
    const first = await list('limit=3');
    const second = await list('limit=3&offset=3');
    const last = await list('limit=3&offset=6');
    expect([first, second, last].map((p) => p.totalCount)).toEqual([7, 7, 7]);
    const ids = [...first.paymentLinks, ...second.paymentLinks, ...last.paymentLinks].map((l) => l.invoiceId);
    expect(ids).toEqual([...created].reverse());
    expect((await list('limit=3&offset=9')).paymentLinks).toEqual([]);
  });

  it('searches customer name, email and invoice reference, case-insensitively', async () => {
    const byName = await list(`search=${encodeURIComponent(`pat paging${run}`)}&limit=2`);
    expect(byName.totalCount).toBe(5);
    expect(byName.paymentLinks).toHaveLength(2);
    expect((await list(`search=pat.other${run}@`)).totalCount).toBe(2);
    const byRef = await list(`search=RO-${run}-3`);
    expect(byRef.paymentLinks.map((l) => l.invoiceId)).toEqual([created[2]]);
    // Wildcards in the term are taken literally.
    expect((await list('search=%25')).totalCount).toBe(0);
  });

  it('combines search with the status filter', async () => {
    expect((await list(`status=OPEN&search=Other${run}`)).totalCount).toBe(2);
    expect((await list(`status=PAID&search=Other${run}`)).totalCount).toBe(0);
  });
});

describe('payment links: a stable cursor', () => {
  it('keeps the pages and the total put while new links arrive, when asked as of the first page', async () => {
    const search = `search=${encodeURIComponent(`pat paging${run}`)}`;
    const first = await list(`${search}&limit=2`);
    expect(first.totalCount).toBe(5);
    const asOf = encodeURIComponent(first.asOf);
    const newer = await createLink(8, `Paging${run}`);
    const second = await list(`${search}&limit=2&offset=2&asOf=${asOf}`);
    const third = await list(`${search}&limit=2&offset=4&asOf=${asOf}`);
    expect([second.totalCount, third.totalCount]).toEqual([5, 5]);
    expect([second.asOf, third.asOf]).toEqual([first.asOf, first.asOf]);
    const ids = [...first.paymentLinks, ...second.paymentLinks, ...third.paymentLinks].map(
      (l) => l.invoiceId,
    );
    expect(ids).toEqual(created.slice(0, 5).reverse());
    // A first page asked afresh has the new link, and a later cursor.
    const fresh = await list(`${search}&limit=2`);
    expect(fresh.totalCount).toBe(6);
    expect(fresh.paymentLinks[0]?.invoiceId).toBe(newer);
    expect(Date.parse(fresh.asOf)).toBeGreaterThan(Date.parse(first.asOf));
  });

  it('refuses a cursor that is no instant', async () => {
    const res = await callRoute(listRoute, {
      path: `${urlPath()}?asOf=yesterday`,
      params: { serviceSubscriberDepartmentToken: own.departmentUuid },
      authorization: client.authorization,
    });
    expect(res.status).toBe(400);
  });
});

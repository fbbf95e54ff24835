import { beforeAll, describe, expect, it } from 'vitest';
import { GET as offerRoute } from '@/app/api/online/book/[dealer]/offer/route';
import { callRoute } from '../../test/call-route';
import { createTestTenant, type TestTenant } from '../../test/fixtures';
import { openOnlineScheduling } from '../../test/support/bookable-tenant';
import { db } from '../db/client';
import { departments } from '../db/schema';
import { newUuid } from '../ids';
import { getOnlinePage } from './get-online-page';

type Body = Record<string, unknown>;

let single: TestTenant;
let several: TestTenant;
let bodyShopUuid = '';

const turnOn = (tenant: TestTenant, departmentUuid: string) =>
  openOnlineScheduling(tenant, { departmentUuid, daysAhead: 7 });

beforeAll(async () => {
  single = await createTestTenant();
  await turnOn(single, single.departmentUuid);
  several = await createTestTenant();
  bodyShopUuid = newUuid();
  await db().insert(departments).values({
    uuid: bodyShopUuid,
    dealerUuid: several.dealerUuid,
    name: 'Body Shop',
    phoneNumber: '+13125550188',
  });
  // A third department with online scheduling off is never offered.
  await db().insert(departments).values({ uuid: newUuid(), dealerUuid: several.dealerUuid, name: 'Parts' });
  await turnOn(several, several.departmentUuid);
  await turnOn(several, bodyShopUuid);
});

const offer = (tenant: TestTenant, query = '') =>
  callRoute<Body>(offerRoute, {
    method: 'GET',
    path: `/x${query}`,
    params: { dealer: tenant.dealerUuid },
  });

describe('a dealer with several departments online', () => {
  it('opens on the choice of department, each named by its slug with its own phone', async () => {
    const page = await getOnlinePage(several.dealerUuid);
    expect(page?.kind).toBe('choose');
    expect(page?.kind === 'choose' && page.departments).toEqual([
      { ref: 'body-shop', name: 'Body Shop', phoneNumber: '+13125550188' },
      { ref: 'service', name: 'Service', phoneNumber: null },
    ]);
  });

  it('books with the department the page names by slug or uuid; an unknown one shows the choice again', async () => {
    const bySlug = await getOnlinePage(several.dealerUuid, 'body-shop');
    expect(bySlug?.kind === 'book' && bySlug.department).toEqual({ uuid: bodyShopUuid, name: 'Body Shop' });
    expect(bySlug?.kind === 'book' && bySlug.offer.departmentUuid).toBe(bodyShopUuid);
    const byUuid = await getOnlinePage(several.dealerUuid, several.departmentUuid);
    expect(byUuid?.kind === 'book' && byUuid.offer.departmentUuid).toBe(several.departmentUuid);
    expect((await getOnlinePage(several.dealerUuid, 'parts'))?.kind).toBe('choose');
  });

  it('lets the public operations name the department in the query', async () => {
    const service = await offer(several, '?department=service');
    expect(service.status, JSON.stringify(service.body)).toBe(200);
    expect(service.body.departmentUuid).toBe(several.departmentUuid);
    const bodyShop = await offer(several, `?department=${bodyShopUuid}`);
    expect(bodyShop.body.departmentUuid).toBe(bodyShopUuid);
    const off = await offer(several, '?department=parts');
    expect(off.status).toBe(404);
    expect((off.body.error as { code?: string }).code).toBe('ONLINE_SCHEDULING_NOT_ENABLED');
  });
});

describe('a dealer with one department online', () => {
  it('opens straight on the times, as before', async () => {
    const page = await getOnlinePage(single.dealerUuid);
    expect(page?.kind).toBe('book');
    expect(page?.kind === 'book' && page.department).toBeNull();
    expect((await offer(single)).body.departmentUuid).toBe(single.departmentUuid);
  });
});

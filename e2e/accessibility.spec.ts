import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, openWeekdayFrom, signInThroughApi } from './demo';

/** The WCAG rules scanned: 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical WCAG 2.x A/AA violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  // A scan that checked nothing would pass vacuously.
  expect(results.passes.length, 'axe checked the page').toBeGreaterThan(0);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The API reference renders its whole document in the browser: on a busy 2-core machine its heading
// comes after several seconds.
const rendered = { timeout: 30_000 };

/** Waits until the page has its heading and nothing is still loading, then scans it. */
async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(rendered);
  await expect(page.getByRole('status').filter({ hasText: /^\s*Loading/ })).toHaveCount(0, rendered);
  expect(await seriousViolations(page), `serious or critical violations on ${path}`).toEqual([]);
}

/** An appointment of the signed-in advisor's department, for the detail page. */
async function someAppointmentUuid(page: Page): Promise<string> {
  const dealer = demoDealer(0);
  const start = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const response = await page.request.post(`/api/appointment/v2/department/${dealer.departmentUuid}/list`, {
    headers: fromOwnPage,
    data: { startDate: start, endDate: end, pageNumber: 1, pageSize: 1 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { serviceAppointments: Array<{ uuid: string }> };
  const uuid = body.serviceAppointments[0]?.uuid;
  if (!uuid) throw new Error('the demo data has no appointment in the next two weeks');
  return uuid;
}

/** A payment link's page, created the way a partner creates one. */
async function paymentPagePath(page: Page): Promise<string> {
  const dealer = demoDealer(0);
  const auth = Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64');
  const response = await page.request.post(`/api/v3/department/${dealer.departmentUuid}/url`, {
    headers: { authorization: `Basic ${auth}` },
    data: {
      customerIdentifiers: { customerId: dealer.customers[0]?.customerUuid },
      paymentDetails: { amount: 49.0, paymentType: 'sale', paymentDescription: 'Brake inspection' },
      orderRef: `RO-A11Y-${Date.now()}`,
      ttl: 3_600_000,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return new URL(((await response.json()) as { paymentUrl: string }).paymentUrl).pathname;
}

const publicPages = ['/login', '/docs', 'payment', '/pay/not-a-payment-link', '/d/not-a-draft-link'];
// A past open day (its columns say so) and a coming one (its empty slots offer bookings).
const pastDay = openWeekdayFrom(new Date(Date.now() - 14 * 86_400_000));
const comingDay = openWeekdayFrom(new Date(Date.now() + 86_400_000));

const advisorPages = [
  '/',
  '/schedule',
  `/schedule?date=${comingDay}`,
  `/schedule?date=${pastDay}`,
  '/schedule?view=week',
  'appointment',
  '/book',
  '/book?start=time',
  '/inbox',
  '/payments',
  '/settings',
  '/opcodes',
  '/account',
  '/account/password',
];

/** The administration sections of the first demo dealership, as its administrator sees them. */
const adminSections = [
  '',
  '/people',
  '/teams',
  '/api-clients',
  '/templates',
  '/payments',
  '/deliveries',
  '/audit',
  '/profile',
];

test.describe('accessibility (axe, WCAG 2.0, 2.1 and 2.2, A and AA)', () => {
  // A full scan of a long page (the API documentation) takes a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  for (const path of publicPages) {
    test(`public page ${path}`, async ({ page }) => {
      await expectAccessible(page, path === 'payment' ? await paymentPagePath(page) : path);
    });
  }

  for (const path of advisorPages) {
    test(`advisor page ${path}`, async ({ page }) => {
      await signInThroughApi(page, demoAdvisor(0, 2));
      await expectAccessible(
        page,
        path === 'appointment' ? `/appointments/${await someAppointmentUuid(page)}` : path,
      );
    });
  }

  for (const section of adminSections) {
    test(`administration page ${section || '/'}`, async ({ page }) => {
      // The first demo advisor also administers the dealership.
      await signInThroughApi(page, demoAdvisor(0, 0));
      await expectAccessible(page, `/admin/${demoDealer(0).dealerUuid}${section}`);
    });
  }
});

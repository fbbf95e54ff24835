import { expect, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, openWeekdayFrom, signInThroughApi } from './demo';

/**
 * Every page fits a 360 px wide phone: nothing is laid out wider than the screen, so nothing
 * scrolls sideways and no count or button sits off-screen. One test per page, desktop Chromium
 * with a 360 px viewport (the phone project's 390 px is wider).
 */
const dealer = demoDealer(0);
// Alex Morgan: an advisor who also administers the dealership, so every page is open to them.
const advisor = demoAdvisor(0, 0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};
const admin = `/admin/${dealer.dealerUuid}`;

test.use({ viewport: { width: 360, height: 740 } });
test.skip(({ isMobile }) => isMobile, 'The desktop project at 360 px is the narrowest check');

/** A visit of a demo customer, for the appointment page. */
async function someAppointment(page: Page): Promise<string> {
  const customer = dealer.customers[0];
  if (!customer) throw new Error('The demo dealer has no customer');
  // Far from the weeks other specs book named advisors in: this visit takes whoever is least loaded.
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 450 + (Math.floor(Date.now() / 60_000) % 40));
  const response = await page.request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers: partner,
    data: {
      customerUuid: customer.customerUuid,
      appointmentInformation: { appointmentStartDateTime: `${openWeekdayFrom(day)}T10:30:00` },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { appointmentUuid: string }).appointmentUuid;
}

/** A payment link's public page. */
async function somePaymentPage(page: Page): Promise<string> {
  const customer = dealer.customers[0];
  const response = await page.request.post(`/api/v3/department/${dealer.departmentUuid}/url`, {
    headers: partner,
    data: {
      customerIdentifiers: { customerId: customer?.customerUuid },
      paymentDetails: {
        amount: 1234.5,
        paymentType: 'sale',
        paymentDescription: 'Timing belt and water pump',
      },
      orderRef: `RO-${Date.now()}`,
      ttl: 3_600_000,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return new URL(((await response.json()) as { paymentUrl: string }).paymentUrl).pathname;
}

type PageCase = { name: string; path: (page: Page) => Promise<string> | string; signedIn: boolean };

const at = (path: string) => () => path;
const pages: PageCase[] = [
  { name: 'Home', path: at('/'), signedIn: true },
  { name: 'Schedule, day', path: at('/schedule?view=day'), signedIn: true },
  { name: 'Schedule, week', path: at('/schedule?view=week'), signedIn: true },
  {
    name: 'Appointment',
    path: async (page) => `/appointments/${await someAppointment(page)}`,
    signedIn: true,
  },
  { name: 'Book', path: at('/book'), signedIn: true },
  { name: 'Inbox', path: at('/inbox'), signedIn: true },
  { name: 'Payments', path: at('/payments'), signedIn: true },
  { name: 'Opcodes', path: at('/opcodes'), signedIn: true },
  { name: 'Settings', path: at('/settings'), signedIn: true },
  { name: 'Account', path: at('/account'), signedIn: true },
  { name: 'Change password', path: at('/account/password'), signedIn: true },
  { name: 'Administration, profile', path: at(`${admin}/profile`), signedIn: true },
  { name: 'Administration, people', path: at(`${admin}/people`), signedIn: true },
  { name: 'Administration, payments', path: at(`${admin}/payments`), signedIn: true },
  { name: 'Administration, API clients', path: at(`${admin}/api-clients`), signedIn: true },
  { name: 'Administration, webhook deliveries', path: at(`${admin}/deliveries`), signedIn: true },
  { name: 'Administration, audit log', path: at(`${admin}/audit`), signedIn: true },
  { name: 'Administration, teams', path: at(`${admin}/teams`), signedIn: true },
  { name: 'Administration, templates', path: at(`${admin}/templates`), signedIn: true },
  { name: 'Sign in', path: at('/login'), signedIn: false },
  { name: 'Set up', path: at('/setup'), signedIn: false },
  { name: 'Payment page', path: somePaymentPage, signedIn: false },
  { name: 'API documentation', path: at('/docs'), signedIn: false },
];

for (const c of pages) {
  test(`${c.name} fits a 360 px screen`, async ({ page }) => {
    const path = await c.path(page);
    if (c.signedIn) await signInThroughApi(page, advisor);
    await page.goto(path);
    // The API reference renders in the browser, after its script arrives.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    // Pages that load their content in the browser are measured once it has arrived.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    const width = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      // What sticks out: leaving out what a scrolling box contains, but not what is positioned
      // against the page past it (an absolutely placed screen-reader text in a wide table does).
      widest: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((e) => {
          const absolute = getComputedStyle(e).position === 'absolute';
          for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
            const style = getComputedStyle(a);
            if (absolute && style.position !== 'static') return false;
            if (!absolute && style.overflowX !== 'visible') return false;
          }
          return true;
        })
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`),
    }));
    expect(width.document, `wider than the screen: ${width.widest.join(' | ')}`).toBeLessThanOrEqual(
      width.screen,
    );
  });
}

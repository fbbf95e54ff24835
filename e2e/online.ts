import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, signInThroughApi } from './demo';

/** What the customer-facing specs share: the demo dealer's online set-up, its codes, axe. */
const dealer = demoDealer(0);
/** Alex Morgan administers the first demo dealership. */
const administrator = demoAdvisor(0, 0);

/** Serious and critical WCAG 2.0/2.1/2.2 A and AA findings on the page as it is now. */
export async function expectAccessible(page: Page, step: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.passes.length, 'axe checked the page').toBeGreaterThan(0);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `serious or critical findings on step "${step}"`).toEqual([]);
}

/** A signed-in administrator of the demo dealer, in a browser context of its own (the customer's has no cookie). */
export async function administratorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, administrator);
  return page;
}

/** Online scheduling on for the demo department; reachable by `shortName` too when one is given. */
export async function turnOnlineSchedulingOn(admin: Page, shortName?: string) {
  const settings = await admin.request.put(`/api/online/admin/v1/departments/${dealer.departmentUuid}`, {
    headers: fromOwnPage,
    data: {
      enabled: true,
      daysAhead: 14,
      minNoticeMinutes: 60,
      transportOptionUuids: null,
      advisorChoice: true,
      bookableAdvisorUuids: null,
      welcomeText: 'Book your service in under a minute.',
      termsText: 'Estimates are for the services listed; we call before any extra work.',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  if (!shortName) return;
  const name = await admin.request.put(`/api/online/admin/v1/dealers/${dealer.dealerUuid}/short-name`, {
    headers: fromOwnPage,
    data: { shortName },
  });
  expect(name.status(), await name.text()).toBe(200);
}

/** The code the sandbox text (or email) provider took for the phone (or email), as the administrator can read it. */
export async function sandboxCode(admin: Page, to: string, by: 'phone' | 'email' = 'phone'): Promise<string> {
  const path = `/api/online/admin/v1/dealers/${dealer.dealerUuid}/sandbox-texts?${by}=${encodeURIComponent(to)}`;
  let code: string | undefined;
  await expect(async () => {
    const response = await admin.request.get(path);
    expect(response.status(), await response.text()).toBe(200);
    const { texts } = (await response.json()) as { texts: { body: string }[] };
    code = texts[0]?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  }).toPass();
  return code as string;
}

import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, signInThroughApi } from './demo';

const dealer = demoDealer(0);
const administrator = demoAdvisor(0, 0);
const shortName = 'lakeshore-honda';

/** Serious and critical WCAG 2.0/2.1/2.2 A and AA findings on the page as it is now. */
async function expectAccessible(page: Page, step: string) {
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
async function administratorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, administrator);
  return page;
}

/** Online scheduling on for the demo department, reachable by its short name. */
async function turnOnlineSchedulingOn(admin: Page) {
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
  const name = await admin.request.put(`/api/online/admin/v1/dealers/${dealer.dealerUuid}/short-name`, {
    headers: fromOwnPage,
    data: { shortName },
  });
  expect(name.status(), await name.text()).toBe(200);
}

/** The code the sandbox text (or email) provider took for the phone (or email), as the administrator can read it. */
async function textedCode(admin: Page, phone: string, by: 'phone' | 'email' = 'phone'): Promise<string> {
  const path = `/api/online/admin/v1/dealers/${dealer.dealerUuid}/sandbox-texts?${by}=${encodeURIComponent(phone)}`;
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

async function openPage(page: Page) {
  await page.goto(`/book-online/${shortName}`);
  await expect(page.getByRole('heading', { level: 1, name: dealer.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: /^Free times on/ })
      .getByRole('button')
      .first(),
  ).toBeVisible();
}

/** Phone, then the code read from the sandbox's text. */
async function provePhone(page: Page, admin: Page, phone: string) {
  await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused();
  await expectAccessible(page, 'phone');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const codeField = page.getByLabel(/^Code we texted to/);
  await expect(codeField).toBeVisible();
  await expectAccessible(page, 'code');
  await codeField.fill(await textedCode(admin, phone));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

async function bookAndSeeConfirmation(page: Page) {
  await expect(page.getByRole('heading', { name: 'Review and book' })).toBeVisible();
  await expect(page.getByText(/Central Time \(America\/Chicago\)/).first()).toBeVisible();
  await expectAccessible(page, 'review');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Estimate' })).toBeVisible();
  await expectAccessible(page, 'booked');
}

// A new number per run (the e2e database is fresh each run): the new customer, who then returns.
const phone = `(312) 7${String(Date.now()).slice(-2)}-${String(Math.floor(Math.random() * 7000) + 3000)}`;

test.describe
  .serial('online scheduling on a phone', () => {
    test.skip(
      ({ isMobile }) => !isMobile,
      'The public scheduling page is made for a phone first; the phone project runs it.',
    );

    test('a new customer books: services narrow the times, phone and code, name and vehicle', async ({
      page,
      browser,
    }) => {
      const admin = await administratorPage(browser);
      await turnOnlineSchedulingOn(admin);
      await openPage(page);
      await expectAccessible(page, 'times');
      await page.getByText('What does the car need?').click();
      const reloaded = page.waitForResponse((r) => r.url().endsWith('/times') && r.ok());
      await page.getByRole('checkbox').first().check();
      await reloaded;
      await expect(page.locator('section[aria-labelledby="times-heading"]')).toHaveAttribute(
        'aria-busy',
        'false',
      );
      await expectAccessible(page, 'services');
      await page
        .getByRole('list', { name: /^Free times on/ })
        .getByRole('button')
        .first()
        .click();
      await provePhone(page, admin, phone);
      await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
      await expectAccessible(page, 'details');
      await page.getByLabel('First name', { exact: true }).fill('Robin');
      await page.getByLabel('Last name', { exact: true }).fill('Okafor');
      await page.getByLabel('Year', { exact: true }).fill('2021');
      await page.getByLabel('Make', { exact: true }).fill('Honda');
      await page.getByLabel('Model', { exact: true }).fill('Civic');
      await page.getByRole('button', { name: 'Review' }).click();
      await page.getByRole('checkbox', { name: /Text me about this visit/ }).check();
      await bookAndSeeConfirmation(page);
    });

    test('a returning customer books in 5 taps (day, time, Text me a code, Confirm, Book) and 2 typed fields', async ({
      page,
      browser,
    }) => {
      const admin = await administratorPage(browser);
      await openPage(page);
      // Another day than the first visit (one visit per vehicle and day): the last day with free times.
      await page
        .getByRole('group', { name: 'Day' })
        .getByRole('button', { name: /free times$/ })
        .last()
        .click(); // tap 1
      await page
        .getByRole('list', { name: /^Free times on/ })
        .getByRole('button')
        .first()
        .click(); // tap 2
      await provePhone(page, admin, phone); // typed 1 and 2; taps 3 and 4
      // The vehicle on file is filled in: straight to the review.
      await expect(page.getByText('2021 Honda Civic')).toBeVisible();
      await bookAndSeeConfirmation(page); // tap 5
    });
  });

test.describe('online scheduling on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'The phone project books; this one checks the wide layout.');

  test('the times, services and phone steps are accessible and reachable by the dealer uuid', async ({
    page,
    browser,
  }) => {
    await turnOnlineSchedulingOn(await administratorPage(browser));
    await page.goto(`/book-online/${dealer.dealerUuid}`);
    await expect(page.getByRole('heading', { level: 1, name: dealer.name })).toBeVisible();
    await expectAccessible(page, 'times');
    await page.getByText('What does the car need?').click();
    await expectAccessible(page, 'services');
    await page
      .getByRole('list', { name: /^Free times on/ })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused();
    await expectAccessible(page, 'phone');
  });

  test('a returning customer books with a code emailed to the address on file', async ({ page, browser }) => {
    const admin = await administratorPage(browser);
    await turnOnlineSchedulingOn(admin);
    // A demo customer with an email and a vehicle on file; the last free day keeps clear of other specs.
    const customer = dealer.customers[2] ?? dealer.customers[0];
    if (!customer) throw new Error('the demo dealer has no customers');
    await openPage(page);
    await page
      .getByRole('group', { name: 'Day' })
      .getByRole('button', { name: /free times$/ })
      .last()
      .click();
    await page
      .getByRole('list', { name: /^Free times on/ })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused();
    await page.getByRole('button', { name: 'Been here before? Use your email instead' }).click();
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await expectAccessible(page, 'email');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const codeField = page.getByLabel(/^Code we emailed to/);
    await expect(codeField).toBeVisible();
    await expectAccessible(page, 'emailed code');
    await codeField.fill(await textedCode(admin, customer.email, 'email'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    // The vehicle on file is filled in; the confirmation goes to the proven email.
    await expect(page.getByText(`We email your confirmation to ${customer.email}.`)).toBeVisible();
    await bookAndSeeConfirmation(page);
  });

  test('a dealer with two departments online lets the customer choose one first', async ({
    browser,
    page,
  }) => {
    const admin = await administratorPage(browser);
    await turnOnlineSchedulingOn(admin);
    const name = `Tire Center ${Date.now().toString(36)}`;
    const created = await admin.request.post(`/api/admin/v1/dealers/${dealer.dealerUuid}/departments`, {
      headers: fromOwnPage,
      data: { name },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { departmentUuid } = (await created.json()) as { departmentUuid: string };
    const settingsOf = (enabled: boolean) => ({
      enabled,
      daysAhead: 7,
      minNoticeMinutes: 60,
      transportOptionUuids: null,
      advisorChoice: false,
      bookableAdvisorUuids: null,
      welcomeText: null,
      termsText: null,
    });
    const path = `/api/online/admin/v1/departments/${departmentUuid}`;
    const on = await admin.request.put(path, { headers: fromOwnPage, data: settingsOf(true) });
    expect(on.status(), await on.text()).toBe(200);
    try {
      await page.goto(`/book-online/${shortName}`);
      await expect(page.getByRole('heading', { level: 1, name: dealer.name })).toBeVisible();
      const choice = page.getByRole('region', { name: 'Choose a department' });
      await expect(choice.getByRole('link', { name: /^Service/ })).toBeVisible();
      await expectAccessible(page, 'department');
      // Keyboard: the links are reached with Tab and opened with Enter.
      await choice.getByRole('link', { name: new RegExp(`^${name}`) }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?department=tire-center-/);
      await expect(page.getByText(name, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
      await page.getByRole('link', { name: 'Change department' }).click();
      await expect(page.getByRole('heading', { name: 'Choose a department' })).toBeVisible();
    } finally {
      // Back to one department online, as the other specs of this dealer expect.
      const off = await admin.request.put(path, { headers: fromOwnPage, data: settingsOf(false) });
      expect(off.status(), await off.text()).toBe(200);
    }
  });
});

import { expect, type Page, test } from '@playwright/test';
import { demoDealer, fromOwnPage } from './demo';
import { administratorPage, expectAccessible, sandboxCode, turnOnlineSchedulingOn } from './online';

const dealer = demoDealer(0);
const shortName = 'lakeshore-honda';

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
  await codeField.fill(await sandboxCode(admin, phone));
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
      await turnOnlineSchedulingOn(admin, shortName);
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

  test('the times, services and phone steps are accessible and reachable by the dealer uuid; Text me a code keeps the focus', async ({
    page,
    browser,
  }) => {
    await turnOnlineSchedulingOn(await administratorPage(browser), shortName);
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
    // By keyboard, the button keeps the focus while the code is on its way (held here until checked).
    let release = () => {};
    let sent = 0;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith('/codes'),
      async (route) => {
        sent += 1;
        await held;
        await route.continue();
      },
    );
    await page
      .getByLabel('Mobile number')
      .fill(`(312) 6${String(Date.now()).slice(-2)}-4${String(Date.now()).slice(-3)}`);
    const send = page.getByRole('button', { name: 'Text me a code' });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Texting the code…' })).toBeAttached();
    await expectAccessible(page, 'code on its way');
    await page.keyboard.press('Enter'); // pressed again while pending: nothing more is sent
    release();
    await expect(page.getByLabel(/^Code we texted to/)).toBeFocused();
    expect(sent).toBe(1);
  });

  test('a returning customer books with a code emailed to the address on file', async ({ page, browser }) => {
    const admin = await administratorPage(browser);
    await turnOnlineSchedulingOn(admin, shortName);
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
    await codeField.fill(await sandboxCode(admin, customer.email, 'email'));
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
    await turnOnlineSchedulingOn(admin, shortName);
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

import { type APIRequestContext, expect, test } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { demoAdvisor, demoDealer, fromOwnPage, openWeekdayFrom, signInThroughApi } from './demo';
import { administratorPage, expectAccessible, turnOnlineSchedulingOn } from './online';

const dealer = demoDealer(0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};
/** Alex Morgan administers the first demo dealership. */
const administrator = demoAdvisor(0, 0);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A new customer of the dealer, with a mobile number the confirmations go to. */
async function newCustomer(request: APIRequestContext, departmentUuid: string): Promise<string> {
  const suffix = unique();
  const saved = await request.post(`/api/customer/v2/department/${departmentUuid}/customer`, {
    headers: partner,
    data: {
      customer: {
        firstName: 'Vera',
        lastName: `Visit${suffix}`,
        phoneNumbers: [{ phoneNumber: `+1312555${String(Date.now()).slice(-4)}` }],
      },
      vehicles: [{ vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleYear: 2020 }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { customerUuid: string }).customerUuid;
}

/** The visit links in the customer's thread, oldest first (every confirmation carries one). */
async function visitLinksSent(request: APIRequestContext, departmentUuid: string, customerUuid: string) {
  const thread = await request.post(
    `/api/communications/department/${departmentUuid}/user/DEFAULT/customer/${customerUuid}/message/list`,
    { headers: partner, data: {} },
  );
  expect(thread.ok(), await thread.text()).toBe(true);
  return [...(await thread.text()).matchAll(/\/v\/([A-Za-z0-9_-]{24})/g)].map((m) => `/v/${m[1]}`).reverse();
}

/** Books a visit on an open weekday `daysAhead` or later, confirmed by text; answers its link. */
async function bookVisit(
  request: APIRequestContext,
  options: { departmentUuid: string; daysAhead: number },
): Promise<{ customerUuid: string; path: string; start: string }> {
  const { departmentUuid } = options;
  const customerUuid = await newCustomer(request, departmentUuid);
  const slot = await request.post(`/api/appointment/v2/department/${departmentUuid}/first-available-slot`, {
    headers: partner,
    data: {
      dates: [openWeekdayFrom(new Date(Date.now() + options.daysAhead * 86_400_000))],
      startTime: '09:00:00',
      endTime: '15:00:00',
    },
  });
  expect(slot.ok(), await slot.text()).toBe(true);
  const { dateTime: found } = (await slot.json()) as { dateTime: string };
  const dateTime = found.slice(0, 19).replace(' ', 'T');
  const created = await request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers: partner,
    data: {
      customerUuid,
      appointmentInformation: {
        appointmentStartDateTime: dateTime,
        assignedUser: { deptUUID: departmentUuid },
        customerAppointmentPreference: { notifyCustomer: true, textConfirmation: true },
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const [path] = await visitLinksSent(request, departmentUuid, customerUuid);
  if (!path) throw new Error('the confirmation carried no visit link');
  return { customerUuid, path, start: dateTime };
}

/** The event of the visit's .ics file, read by a real iCalendar parser. */
async function calendarEvent(request: APIRequestContext, path: string): Promise<VEvent> {
  const response = await request.get(`${path}/calendar.ics`);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = Object.values(ical.sync.parseICS(await response.text())).filter(
    (c): c is VEvent => c?.type === 'VEVENT',
  );
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

test.describe('the visit link on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the visit link is made for phones');

  test('confirms, reschedules (the old link shows the new time) and cancels within the notice limit', async ({
    browser,
    page,
    request,
  }) => {
    // Online booking on: a cancelled visit then offers "Book again". The narrowest phone we support.
    await turnOnlineSchedulingOn(await administratorPage(browser), 'lakeshore-honda');
    await page.setViewportSize({ width: 360, height: 780 });
    const visit = await bookVisit(request, { departmentUuid: dealer.departmentUuid, daysAhead: 10 });
    await page.goto(visit.path);
    await expect(page.getByRole('heading', { level: 1, name: /your service visit/ })).toBeVisible();
    await expect(page.getByText('Times are Central Time (America/Chicago).')).toBeVisible();
    const before = await calendarEvent(request, visit.path);
    expect(before.uid).toMatch(/^appointment-.+@servicebay$/);
    await expectAccessible(page, 'the visit');

    // By keyboard, Confirm keeps the focus while its request runs (held here until checked).
    let release = () => {};
    let confirmsSent = 0;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith('/confirm'),
      async (route) => {
        confirmsSent += 1;
        await held;
        await route.continue();
      },
    );
    const confirm = page.getByRole('button', { name: 'Confirm this visit' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Confirming your visit…' })).toBeAttached();
    await page.keyboard.press('Enter'); // pressed again while pending: nothing more is sent
    release();
    await expect(page.getByText('Thank you, your visit is confirmed.')).toBeVisible();
    expect(confirmsSent).toBe(1);
    await expect(page.getByText('Your visit is confirmed.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm this visit' })).toHaveCount(0);
    await expectAccessible(page, 'confirmed');

    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByRole('heading', { name: 'Pick a new time' })).toBeFocused();
    await page.getByRole('button', { name: 'Next week' }).click();
    const times = page.getByRole('list', { name: /^Free times on / });
    await expect(times.getByRole('button').first()).toBeVisible();
    // A week of free times fits a phone: one day's times at a time, no sideways scrolling.
    const pickTime = page.getByRole('region', { name: 'Pick a new time' });
    expect((await pickTime.boundingBox())?.height).toBeLessThan(1200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'free times');
    // By keyboard: another day, then its first time.
    const lastDay = pickTime.getByRole('group', { name: 'Day' }).getByRole('button').last();
    await lastDay.focus();
    await page.keyboard.press('Enter');
    await expect(lastDay).toHaveAttribute('aria-pressed', 'true');
    const firstTime = times.getByRole('button').first();
    const picked = (await firstTime.getAttribute('aria-label')) ?? '';
    await expect(times).toHaveAccessibleName(`Free times on ${picked.split(' at ')[0]}`);
    await firstTime.focus();
    await page.keyboard.press('Enter');
    const moved = page.getByText(/^Your visit is moved to /);
    await expect(moved).toBeVisible();
    const when = ((await moved.textContent()) ?? '')
      .replace(/^Your visit is moved to /, '')
      .replace(/\.$/, '');
    expect(picked).toContain(when.split(' at ')[0] ?? '');

    // The change's text carries the same link; opened again, it shows the new time.
    const links = await visitLinksSent(request, dealer.departmentUuid, visit.customerUuid);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(new Set(links)).toEqual(new Set([visit.path]));
    await page.goto(visit.path);
    await expect(page.getByRole('heading', { level: 2, name: when })).toBeVisible();
    const after = await calendarEvent(request, visit.path);
    expect(after.uid).toBe(before.uid);
    expect(after.start.getTime()).not.toBe(before.start.getTime());

    await page.getByRole('button', { name: 'Cancel visit' }).click();
    await expect(page.getByRole('heading', { name: 'Cancel your visit' })).toBeFocused();
    await page.getByRole('button', { name: 'Cancel visit' }).click();
    await expect(page.getByText('Please tell us why, in a few words.')).toBeVisible();
    await expectAccessible(page, 'cancel form');
    await page.getByLabel('Why are you cancelling?').fill('The car is sold');
    await page.getByRole('button', { name: 'Cancel visit' }).click();
    await expect(page.getByText('This visit is cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
    const bookAgain = page.getByRole('link', { name: 'Book again' });
    await expect(bookAgain).toHaveAttribute('href', '/book-online/lakeshore-honda');
    await expectAccessible(page, 'cancelled');
    // Cancelled: shown read-only, and the link no longer changes anything.
    const again = await request.post(`/api/visit/v1/${visit.path.slice(3)}/confirm`, {
      headers: fromOwnPage,
    });
    expect(again.status()).toBe(409);
    expect(JSON.stringify(await again.json())).toContain('VISIT_CLOSED');
    await bookAgain.click();
    await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
  });

  test('beyond the notice limit the customer is told to call, and the server refuses to cancel', async ({
    browser,
    page,
    request,
  }) => {
    // A department of its own, whose notice limit rises once the visit is booked.
    const admin = await browser.newPage();
    await signInThroughApi(admin, administrator);
    const made = await admin.request.post(`/api/admin/v1/dealers/${dealer.dealerUuid}/departments`, {
      headers: fromOwnPage,
      data: {
        name: `Notice ${unique()}`,
        phone: '+13125550177',
        textNumber: `+1312556${String(Date.now()).slice(-4)}`,
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { departmentUuid } = (await made.json()) as { departmentUuid: string };
    const advisor = await admin.request.post(`/api/admin/v1/departments/${departmentUuid}/advisors`, {
      headers: fromOwnPage,
      data: { username: `notice-${unique()}`, firstName: 'Nia', lastName: 'Notice' },
    });
    expect(advisor.ok(), await advisor.text()).toBe(true);
    await admin.close();
    const visit = await bookVisit(request, { departmentUuid, daysAhead: 3 });
    // Opened before the limit rises, the page still offers the cancellation; the server refuses it.
    await page.goto(visit.path);
    await page.getByRole('button', { name: 'Cancel visit' }).click();
    await page.getByLabel('Why are you cancelling?').fill('Plans changed');
    const rulesPath = `/api/appointment/v2/department/${departmentUuid}/scheduling-rules`;
    const settings = (await (await request.get(rulesPath, { headers: partner })).json()) as {
      version: number;
      hoursOfOperation: unknown[];
      rules: Record<string, unknown>;
    };
    const saved = await request.put(rulesPath, {
      headers: partner,
      data: {
        version: settings.version,
        hoursOfOperation: settings.hoursOfOperation,
        rules: { ...settings.rules, minimumNoticeMinutes: 30 * 24 * 60 },
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // By keyboard: the refusal takes the focus, so it is read and the customer can go on from it.
    await page.getByRole('button', { name: 'Cancel visit' }).focus();
    await page.keyboard.press('Enter');
    const refusal = page.getByRole('region', { name: 'What you can do' }).getByRole('alert');
    await expect(refusal).toHaveText(
      'Your visit is too close to change online. Please call us at (312) 555-0177.',
    );
    await expect(refusal).toBeFocused();

    await page.goto(visit.path);
    await expect(
      page.getByText(/less than 30 days away, so it can no longer be moved or cancelled online/),
    ).toBeVisible();
    // The number as people read it; the link dials the stored E.164 number.
    const call = page.getByRole('link', { name: '(312) 555-0177' }).first();
    await expect(call).toHaveAttribute('href', 'tel:+13125550177');
    await expect(page.getByRole('button', { name: 'Cancel visit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm this visit' })).toBeVisible();
    await expectAccessible(page, 'within the notice limit');
    const refused = await request.post(`/api/visit/v1/${visit.path.slice(3)}/cancel`, {
      headers: fromOwnPage,
      data: { reason: 'Too late' },
    });
    expect(refused.status()).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('VISIT_NOTICE_PASSED');
  });

  test('an unknown link shows nothing, and writes from other sites are refused', async ({
    page,
    request,
  }) => {
    await page.goto('/v/AAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1, name: 'Visit not found' })).toBeVisible();
    await expectAccessible(page, 'unknown link');
    const visit = await bookVisit(request, { departmentUuid: dealer.departmentUuid, daysAhead: 12 });
    const crossSite = await request.post(`/api/visit/v1/${visit.path.slice(3)}/confirm`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    await page.goto(visit.path);
    await expect(page.getByRole('button', { name: 'Confirm this visit' })).toBeVisible();
  });
});

test.describe('embedding the booking page', () => {
  test.skip(({ isMobile }) => isMobile, 'one check of the headers is enough');

  test('only the listed websites may frame the booking page; no page else may be framed', async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, administrator);
    await page.goto(`/admin/${dealer.dealerUuid}/profile`);
    const card = page.getByRole('region', { name: 'Online booking on your website' });
    const websites = card.getByLabel('Websites allowed to embed the booking page');
    await expect(websites).toBeEnabled();
    await websites.fill('https://www.example.com\nhttps://shop.example.com/');
    await card.getByRole('button', { name: 'Save websites' }).click();
    await expect(card.getByText('Saved.')).toBeVisible();
    await expect(card.getByText(`data-dealer="${dealer.dealerUuid}"`)).toBeVisible();
    await expectAccessible(page, 'the dealership profile with its embedding websites');
    await page.reload();
    await expect(websites).toHaveValue('https://shop.example.com\nhttps://www.example.com');
    const refused = await page.request.put(`/api/admin/v1/dealers/${dealer.dealerUuid}/embed-origins`, {
      headers: fromOwnPage,
      data: { origins: ['http://www.example.com'] },
    });
    expect(refused.status()).toBe(400);

    const frameAncestors = async (path: string) => {
      const response = await request.get(path);
      const csp = response.headers()['content-security-policy'] ?? '';
      return {
        directive: /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.trim(),
        xFrameOptions: response.headers()['x-frame-options'],
      };
    };
    expect(await frameAncestors(`/book-online/${dealer.dealerUuid}`)).toEqual({
      directive: 'https://shop.example.com https://www.example.com',
      xFrameOptions: undefined,
    });
    for (const path of [
      `/book-online/${demoDealer(1).dealerUuid}`,
      '/v/AAAAAAAAAAAAAAAAAAAAAAAA',
      '/login',
    ]) {
      expect(await frameAncestors(path), path).toEqual({ directive: "'none'", xFrameOptions: 'DENY' });
    }

    const script = await request.get('/book-online/embed.js');
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("'/book-online/'");
  });
});

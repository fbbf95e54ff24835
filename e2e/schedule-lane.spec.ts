import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  type DemoAdvisor,
  demoAdvisor,
  demoDealer,
  openWeekdayFrom,
  shownTime,
  signInThroughApi,
} from './demo';

const dealer = demoDealer(0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};

/**
 * A weekday 101 or more days ahead, away from the other specs' days, moving with the clock and a
 * week further for each repeat or retry: a run against a server still up never meets its own
 * earlier bookings.
 */
function farWeekday(testInfo: TestInfo): string {
  const day = new Date();
  const rerun = testInfo.repeatEachIndex + testInfo.retry;
  day.setUTCDate(day.getUTCDate() + 101 + (Math.floor(Date.now() / 60_000) % 40) + 7 * rerun);
  return openWeekdayFrom(day);
}

/** A visit of this run (a new customer with one car), booked the way a partner books one. */
async function book(
  request: APIRequestContext,
  input: { date: string; time: string; advisor: DemoAdvisor; lastName: string },
): Promise<string> {
  const customer = await request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
    headers: partner,
    data: {
      customer: { firstName: 'Robin', lastName: input.lastName },
      vehicles: [{ vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleYear: 2021 }],
    },
  });
  expect(customer.ok(), await customer.text()).toBe(true);
  const created = (await customer.json()) as {
    customerUuid: string;
    vehicles: Array<{ vehicleUuid: string }>;
  };
  const response = await request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers: partner,
    data: {
      customerUuid: created.customerUuid,
      vehicleInformation: { vehicleUuid: created.vehicles[0]?.vehicleUuid },
      appointmentInformation: {
        appointmentStartDateTime: `${input.date}T${input.time}:00`,
        assignedUser: { uuid: input.advisor.dealerAssociateUuid },
        serviceList: [{ title: 'OIL' }],
        transportOption: { transportOptionUuid: dealer.transportOptions[0]?.transportOptionUuid },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return `Robin ${input.lastName}`;
}

/** "Friday, November 20, 2026" and "Fri, Nov 20": how the pages write a date. */
const dayWords = (date: string, style: 'long' | 'short') =>
  new Intl.DateTimeFormat(
    'en-US',
    style === 'long'
      ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
      : { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
  ).format(new Date(`${date}T12:00:00Z`));

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;
const run = (testInfo: TestInfo) =>
  `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;

test.describe('the schedule as a service lane', () => {
  test('an empty slot of the day starts a booking at its time with its advisor', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'The day grid with its empty slots is the wide-screen view.',
    );
    const advisor = demoAdvisor(0, 3);
    const date = farWeekday(testInfo);
    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto(`/schedule?date=${date}`);

    const column = page.getByRole('region', { name: `${advisor.name}, ${date}` });
    const slot = column.getByRole('link', { name: `Book ${shownTime('10:00')} with ${advisor.name}` });
    await slot.click();

    await expect(page).toHaveURL(/\/book\?/);
    await expect(page.getByRole('heading', { name: 'Date and time', level: 2 })).toBeVisible();
    await expect(
      page.getByText(`Chosen: ${dayWords(date, 'long')} at ${shownTime('10:00')} with ${advisor.name}`),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /^Times on / })
        .getByRole('button', { name: shownTime('10:00'), pressed: true }),
    ).toBeVisible();
  });

  test('a past day says it is past, not how many slots are free', async ({ page }) => {
    const past = openWeekdayFrom(new Date(Date.now() - 21 * 86_400_000));
    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto(`/schedule?date=${past}`);
    await expect(page.getByText(`${dayWords(past, 'long')} is past.`)).toBeVisible();
    if (!isPhone(page)) {
      const advisor = demoAdvisor(0, 1);
      await expect(page.getByRole('region', { name: `${advisor.name}, ${past}` })).toBeVisible();
      await expect(page.getByText(/past day/).first()).toBeVisible();
    }
    await expect(page.getByText(/slots free/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Book \d\d:\d\d with / })).toHaveCount(0);
  });

  test('the week shows each advisor’s load of each day in words and numbers', async ({ page }, testInfo) => {
    const advisor = demoAdvisor(0, testInfo.project.name === 'phone' ? 2 : 3);
    const date = farWeekday(testInfo);
    const name = await book(page.request, {
      date,
      time: '14:00',
      advisor,
      lastName: `Load ${run(testInfo)}`,
    });
    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto(`/schedule?date=${date}&view=week`);

    const cell = page.getByRole('cell').filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
    await expect(cell).toContainText(/(Light|Busy|Full): [1-9]\d* of \d+ slots booked/);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: dayWords(date, 'short') }) });
    // Every advisor of the day has a load, booked or not.
    await expect(row.getByText(/slots booked/)).not.toHaveCount(0);
    await expect(row.getByText(/^(Light|Busy|Full)$/).first()).toBeVisible();
  });
});

test.describe('the schedule as a service lane, dragging', () => {
  // The whole day in the window: a drag near its edge would scroll the page under the pointer.
  test.use({ viewport: { width: 1280, height: 1800 } });

  test('a refused drag is told beside the block that stayed, and focus moves to it', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'Dragging is the wide-screen grid’s; a phone moves with the form.',
    );
    const [from, to] = [demoAdvisor(0, 2), demoAdvisor(0, 3)];
    const date = farWeekday(testInfo);
    const suffix = run(testInfo);
    const mover = await book(page.request, {
      date,
      time: '15:30',
      advisor: from,
      lastName: `Mover ${suffix}`,
    });
    await book(page.request, { date, time: '15:30', advisor: to, lastName: `Taken ${suffix}` });
    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto(`/schedule?date=${date}`);

    const source = page.getByRole('region', { name: `${from.name}, ${date}` });
    const target = page.getByRole('region', { name: `${to.name}, ${date}` });
    const blockName = new RegExp(`^${shownTime('15:30')} ${mover}`);
    const block = source.getByRole('link', { name: blockName });
    await expect(
      target.getByRole('link', { name: new RegExp(`^${shownTime('15:30')} Robin Taken ${suffix}`) }),
    ).toBeVisible();
    const box = await block.boundingBox();
    const column = await target.boundingBox();
    if (!box || !column) throw new Error('the schedule grid is not laid out');
    const refusal = source
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: blockName }) })
      .getByRole('alert');
    // The grid is drawn by the server first: a drag before the page has hydrated does nothing, so
    // drag again until the refusal shows (once it is on its way the block is busy and not draggable).
    await expect(async () => {
      await block.dragTo(target, { targetPosition: { x: 12, y: box.y - column.y + box.height / 2 } });
      await expect(refusal).toContainText('Not moved.', { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    // Not at the top of the page as well.
    await expect(page.getByRole('alert').filter({ hasText: 'Not moved.' })).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(refusal.getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(refusal).toHaveCount(0);
    await expect(
      source.getByRole('button', { name: new RegExp(`^Actions for ${shownTime('15:30')} ${mover}`) }),
    ).toBeFocused();
  });
});

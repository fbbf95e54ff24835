import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type DemoAdvisor,
  demoAdvisor,
  demoDealer,
  openWeekdayFrom,
  shownTime,
  signInThroughApi,
  wallTimeOf,
} from './demo';

const dealer = demoDealer(0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};
const openStatuses = new Set([
  'Scheduled',
  'Confirmed',
  'Rescheduled',
  'Reminder Sent',
  'Updated',
  'UPDATED',
]);

type Visit = { uuid: string; status: string; isCancelled: boolean; appointmentStartDateTime: string };

async function visitsOf(request: APIRequestContext, customerUuid: string): Promise<Visit[]> {
  const response = await request.get(
    `/api/appointment/v2/dealerDepartment/${dealer.departmentUuid}/customer/${customerUuid}`,
    { headers: partner },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { serviceAppointments: Visit[] }).serviceAppointments;
}

/**
 * Cancels the open visits of a demo customer: a server reused between runs keeps earlier bookings,
 * and a customer may hold only one visit per vehicle and day and three future ones.
 */
async function cancelOpenVisits(request: APIRequestContext, customerUuid: string): Promise<void> {
  for (const visit of await visitsOf(request, customerUuid)) {
    if (visit.isCancelled || !openStatuses.has(visit.status)) continue;
    const response = await request.patch(
      `/api/appointment/v2/department/${dealer.departmentUuid}/appointment/${visit.uuid}`,
      { headers: partner, data: { appointmentInformation: { status: 'CANCELLED' } } },
    );
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** A customer of this run with one car, created the way a partner does. */
async function makeCustomer(request: APIRequestContext, firstName: string, lastName: string) {
  const response = await request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
    headers: partner,
    data: {
      customer: { firstName, lastName },
      vehicles: [{ vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleYear: 2022 }],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { customerUuid: string; vehicles: Array<{ vehicleUuid: string }> };
}

async function bookThroughApi(
  request: APIRequestContext,
  customer: Awaited<ReturnType<typeof makeCustomer>>,
  startDateTime: string,
  advisor: DemoAdvisor,
) {
  const response = await request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers: partner,
    data: {
      customerUuid: customer.customerUuid,
      vehicleInformation: { vehicleUuid: customer.vehicles[0]?.vehicleUuid },
      appointmentInformation: {
        appointmentStartDateTime: startDateTime,
        assignedUser: { uuid: advisor.dealerAssociateUuid },
        serviceList: [{ title: 'OIL' }],
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const daysAhead = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day;
};

/** The coming Christmas Day, which the demo dealers are closed on (seeded closure). */
function nextChristmas(): string {
  const today = new Date().toISOString().slice(0, 10);
  const thisYear = `${today.slice(0, 4)}-12-25`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-12-25`;
}

/** "Friday, December 25, 2026": how the pages write a date. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });

/** Customer, vehicle, services, transport and advisor: the steps before the calendar. */
async function chooseEverythingButTheTime(
  page: Page,
  input: { search: string; customerName: string; vehicle: string; advisor: DemoAdvisor; transport: string },
) {
  await page.goto('/book');
  await expect(page.getByRole('heading', { name: 'Book an appointment', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book' }),
  ).toHaveAttribute('aria-current', 'page');

  // 1. Customer: nothing chosen yet is explained, then found by name.
  await continueButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a customer' })).toBeVisible();
  await page.getByLabel('Search customers').fill(input.search);
  await page
    .getByRole('list', { name: 'Matching customers' })
    // Other specs create customers whose last name starts with a demo customer's ("Carter 1a2b").
    .getByRole('button', { name: new RegExp(`^${input.customerName}(?! [A-Za-z])`) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Customer: ${input.customerName}` })).toBeVisible();
  await continueButton(page).click();

  // 2. Vehicle: a customer's only vehicle is chosen for them.
  await expect(stepHeading(page, 'Vehicle')).toBeFocused();
  await expect(page.getByRole('radio', { name: input.vehicle })).toBeChecked();
  await continueButton(page).click();

  // 3. Services, with their duration and price.
  await expect(stepHeading(page, 'Services')).toBeVisible();
  const oil = page.getByRole('checkbox', { name: 'Oil and filter change', exact: true });
  await expect(oil).toHaveAccessibleDescription(/\$79\.95.*30 min/);
  await oil.check();
  await expect(page.getByText('1 chosen · 30 min · $79.95')).toBeVisible();
  await continueButton(page).click();

  // 4. Transport option.
  await expect(stepHeading(page, 'Transport')).toBeVisible();
  await page.getByRole('radio', { name: input.transport }).check();
  await continueButton(page).click();

  // 5. Advisor (optional; chosen here so the visit lands in a known column of the schedule).
  await expect(stepHeading(page, 'Advisor')).toBeVisible();
  await page.getByLabel('Assigned advisor').selectOption({ label: input.advisor.name });
  await continueButton(page).click();
  await expect(stepHeading(page, 'Date and time')).toBeVisible();
  await expect(page.getByText(`Times in ${dealer.timeZone}`)).toBeVisible();
}

/** Picks the first free time of the calendar (the first day with one opens by itself). */
async function pickFirstFreeTime(page: Page): Promise<string> {
  const times = page.getByRole('list', { name: /^Times on / });
  const first = times.getByRole('button', { disabled: false }).first();
  const time = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return time;
}

async function reviewAndBook(page: Page, customerHasContacts: boolean) {
  await continueButton(page).click();
  await expect(stepHeading(page, 'Reminders')).toBeVisible();
  // Messages are on by default only for a customer with a phone or email to send them to.
  const notify = page.getByLabel('Send the customer a confirmation and a reminder');
  if (customerHasContacts) await expect(notify).toBeChecked();
  else await expect(notify).not.toBeChecked();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Review')).toBeVisible();
  if (!customerHasContacts) await expect(page.getByText('No messages to the customer')).toBeVisible();
  // A double click books once (the button locks and the Idempotency-Key is the same).
  await page.getByRole('button', { name: 'Book appointment' }).dblclick();
}

test.describe('booking wizard', () => {
  test('an advisor books an existing customer step by step and finds the visit on the schedule', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    // Each project books its own demo customer with its own advisor: the two never compete for a place.
    const customer = dealer.customers[phone ? 1 : 0];
    if (!customer) throw new Error('the demo dealer has customers');
    const customerName = `${customer.firstName} ${customer.lastName}`;
    const vehicle = phone ? '2020 Honda CR-V' : '2020 Honda Accord';
    const advisor = demoAdvisor(0, phone ? 2 : 1);
    await cancelOpenVisits(page.request, customer.customerUuid);

    await signInThroughApi(page, demoAdvisor(0, 1));
    await chooseEverythingButTheTime(page, {
      search: customer.lastName,
      customerName,
      vehicle,
      advisor,
      transport: phone ? 'Drop off' : 'Wait at the dealership',
    });

    // Sundays are closed, and the calendar says so with the reason.
    const sunday = page.getByRole('button', { name: /^Sunday, .*: Closed$/ });
    await sunday.click();
    await expect(page.getByText('The department has no hours of operation on Sundays')).toBeVisible();
    await page
      .getByRole('button', { name: /: [1-9]\d* free$/ })
      .first()
      .click();
    const time = await pickFirstFreeTime(page);
    await page.screenshot({ path: testInfo.outputPath('book-calendar.png'), fullPage: true });

    // Going back keeps every choice; the time is still chosen on the way forward again.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Assigned advisor')).toHaveValue(advisor.dealerAssociateUuid);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(
      page.getByRole('radio', { name: phone ? 'Drop off' : 'Wait at the dealership' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('checkbox', { name: 'Oil and filter change', exact: true })).toBeChecked();
    for (let i = 0; i < 3; i++) await continueButton(page).click();
    await expect(stepHeading(page, 'Date and time')).toBeVisible();
    await expect(page.getByRole('button', { name: time, pressed: true })).toBeVisible();

    await reviewAndBook(page, true);
    await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
    await expect(page.getByText(`at ${time}`)).toBeVisible();
    await expect(page.getByText(`with ${advisor.name}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('book-done.png'), fullPage: true });

    const visits = (await visitsOf(page.request, customer.customerUuid)).filter((v) => !v.isCancelled);
    expect(visits, 'one booking for the double click').toHaveLength(1);
    const date = visits[0]?.appointmentStartDateTime.slice(0, 10) ?? '';

    const scheduleLink = page.getByRole('link', { name: /on the schedule$/ });
    await expect(scheduleLink).toHaveAttribute('href', `/schedule?date=${date}`);
    await scheduleLink.click();
    await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
    // The advisor's column on a wide screen; on a phone the day is an agenda naming the advisor.
    const advisorVisits =
      (page.viewportSize()?.width ?? 1280) < 640
        ? page
            .getByRole('region', { name: `Agenda, ${date}` })
            .getByRole('listitem')
            .filter({ hasText: advisor.name })
        : page.getByRole('region', { name: `${advisor.name}, ${date}` });
    const block = advisorVisits.getByRole('link', {
      name: `${time} ${customerName}, ${vehicle.slice(5)}, Scheduled`,
    });
    await expect(block).toBeVisible();
    await block.click();
    await expect(page.getByRole('heading', { name: customerName, level: 1 })).toBeVisible();

    await cancelOpenVisits(page.request, customer.customerUuid);
  });

  test('a time taken while the advisor reviews sends them back to pick another, keeping the rest', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const run = `${phone ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
    const advisor = demoAdvisor(0, phone ? 0 : 3);
    // This run's own customer, and a second one who takes the time first.
    const makeCustomer = async (firstName: string) => {
      const response = await page.request.post(
        `/api/customer/v2/department/${dealer.departmentUuid}/customer`,
        {
          headers: partner,
          data: {
            customer: { firstName, lastName: `Booker ${run}` },
            vehicles: [{ vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleYear: 2022 }],
          },
        },
      );
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { customerUuid: string; vehicles: Array<{ vehicleUuid: string }> };
    };
    await makeCustomer('Dana');
    const other = await makeCustomer('Eli');

    await signInThroughApi(page, demoAdvisor(0, 0));
    await chooseEverythingButTheTime(page, {
      search: `Dana Booker ${run}`,
      customerName: `Dana Booker ${run}`,
      vehicle: '2022 Honda Civic',
      advisor,
      transport: 'Loaner vehicle',
    });
    const day = (await page.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const time = await pickFirstFreeTime(page);
    // "Monday, November 23, 2026" as 2026-11-23.
    const date = new Date(`${day.replace(/^\w+, /, '')} 12:00 UTC`).toISOString().slice(0, 10);
    const startDateTime = `${date}T${wallTimeOf(time)}:00`;

    // Someone else books the advisor at that time before the advisor presses Book.
    const taken = await page.request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
      headers: partner,
      data: {
        customerUuid: other.customerUuid,
        vehicleInformation: { vehicleUuid: other.vehicles[0]?.vehicleUuid },
        appointmentInformation: {
          appointmentStartDateTime: startDateTime,
          assignedUser: { uuid: advisor.dealerAssociateUuid },
          serviceList: [{ title: 'OIL' }],
        },
      },
    });
    expect(taken.status(), await taken.text()).toBe(200);

    await reviewAndBook(page, false);
    await expect(stepHeading(page, 'Date and time')).toBeFocused();
    const notice = page.getByRole('alert').filter({ hasText: 'can no longer be booked' });
    await expect(notice).toContainText(`${day} at ${time}`);
    await expect(notice).toContainText(advisor.name);
    await expect(notice).toContainText('everything else you entered is kept');
    // The taken time is greyed now, and says why when focused.
    const greyed = page.getByRole('button', { name: `${time}, unavailable` });
    await greyed.focus();
    await expect(page.getByText(new RegExp(`^${time} is unavailable: .*${advisor.name}`))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('book-taken.png'), fullPage: true });

    const next = await pickFirstFreeTime(page);
    expect(next).not.toBe(time);
    await reviewAndBook(page, false);
    await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
    await expect(page.getByText(`at ${next}`)).toBeVisible();
    await expect(
      page.getByText(`Dana Booker ${run} · 2022 Honda Civic · with ${advisor.name}`),
    ).toBeVisible();
  });

  test('finding a time first: closed and past days say so; a time that no longer fits offers the nearest ones', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const run = `${phone ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
    // Far enough ahead that no other spec books this advisor on that day.
    const date = openWeekdayFrom(daysAhead(62 + (Math.floor(Date.now() / 60_000) % 15)));
    const [advisor, time] = phone ? [demoAdvisor(0, 3), '12:00'] : [demoAdvisor(0, 2), '11:30'];
    const customer = await makeCustomer(page.request, 'Tia', `Timefirst ${run}`);
    // The advisor chosen later is booked at the time chosen first.
    const other = await makeCustomer(page.request, 'Uma', `Blocker ${run}`);
    await bookThroughApi(page.request, other, `${date}T${time}:00`, advisor);

    await signInThroughApi(page, demoAdvisor(0, 0));
    await page.goto('/book');
    const timeFirst = page.getByRole('button', { name: /^Find a time first/ });
    await expect(timeFirst).toHaveAttribute('aria-pressed', 'false');
    await timeFirst.focus();
    await page.keyboard.press('Enter');
    await expect(timeFirst).toHaveAttribute('aria-pressed', 'true');
    await expect(stepHeading(page, 'Date and time')).toBeVisible();
    await expect(page.getByText('Step 1 of 8')).toBeVisible();

    // A past date typed in "Go to date" says so; Christmas shows closed with its reason.
    const lastWeek = daysAhead(-7).toISOString().slice(0, 10);
    await page.getByLabel('Go to date').fill(lastWeek);
    await expect(
      page.getByText(`${longDay(lastWeek)} is in the past. Pick today or a later date.`),
    ).toBeVisible();
    const christmas = nextChristmas();
    await page.getByLabel('Go to date').fill(christmas);
    const closedDay = page.getByRole('group', { name: 'Days' }).getByRole('button').first();
    await expect(closedDay).toHaveAccessibleName(`${longDay(christmas)}: Closed — Christmas Day`);
    await closedDay.click();
    await expect(page.getByRole('heading', { name: longDay(christmas), level: 3 })).toBeVisible();
    await expect(page.getByText('Closed — Christmas Day').last()).toBeVisible();

    // The department's free times, before anything else is chosen.
    await page.getByLabel('Go to date').fill(date);
    await page.getByRole('group', { name: 'Days' }).getByRole('button').first().click();
    await page
      .getByRole('list', { name: `Times on ${longDay(date)}` })
      .getByRole('button', { name: shownTime(time), exact: true })
      .click();
    await continueButton(page).click();

    await expect(stepHeading(page, 'Customer')).toBeVisible();
    await page.getByLabel('Search customers').fill(`Tia Timefirst ${run}`);
    await page
      .getByRole('list', { name: 'Matching customers' })
      .getByRole('button', { name: new RegExp(`^Tia Timefirst ${run}`) })
      .click();
    await continueButton(page).click();
    await expect(stepHeading(page, 'Vehicle')).toBeVisible();
    await continueButton(page).click();
    await page.getByRole('checkbox', { name: 'Oil and filter change', exact: true }).check();
    await continueButton(page).click();
    await expect(stepHeading(page, 'Transport')).toBeVisible();
    await page.getByRole('radio', { name: 'Drop off' }).check();
    await continueButton(page).click();
    await expect(stepHeading(page, 'Advisor')).toBeVisible();
    await page.getByLabel('Assigned advisor').selectOption({ label: advisor.name });
    await continueButton(page).click();

    // Checked against the advisor: taken, so back to the time with the nearest free ones.
    await expect(stepHeading(page, 'Date and time')).toBeFocused();
    const notice = page.getByRole('alert').filter({ hasText: 'can no longer be booked' });
    await expect(notice).toContainText(`${longDay(date)} at ${shownTime(time)}`);
    await expect(notice).toContainText(advisor.name);
    const nearest = notice.getByRole('list', { name: 'Nearest free times' }).getByRole('button');
    await expect(nearest.first()).toBeVisible();
    const label = ((await nearest.first().textContent()) ?? '').trim();
    const picked = /(\d{1,2}:\d{2} [AP]M)$/.exec(label)?.[1] ?? label;
    expect(picked).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    await nearest.first().click();
    await expect(page.getByText(/^Chosen:/)).toContainText(`at ${picked}`);
    if (!phone) await page.screenshot({ path: testInfo.outputPath('book-time-first.png'), fullPage: true });

    for (const heading of ['Customer', 'Vehicle', 'Services', 'Transport', 'Advisor']) {
      await continueButton(page).click();
      await expect(stepHeading(page, heading)).toBeVisible();
    }
    await reviewAndBook(page, false);
    await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
    await expect(page.getByText(`at ${picked}`)).toBeVisible();
    await expect(page.getByText(`with ${advisor.name}`)).toBeVisible();
    expect((await visitsOf(page.request, customer.customerUuid)).filter((v) => !v.isCancelled)).toHaveLength(
      1,
    );
  });
});

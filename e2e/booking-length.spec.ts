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

/*
 * A visit is as long as its services: an hour of work booked through the wizard holds the advisor
 * for the hour, so an overlapping visit for the same advisor is refused with its reason; and the
 * price shown at review is the price the visit stores.
 */

const dealer = demoDealer(0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};

type Customer = { customerUuid: string; vehicles: Array<{ vehicleUuid: string }> };

async function makeCustomer(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Customer> {
  const response = await request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
    headers: partner,
    data: {
      customer: { firstName, lastName },
      vehicles: [{ vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleYear: 2022 }],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Customer;
}

/** A partner's booking of oil change and tire rotation (an hour of work) with the advisor. */
function bookAnHourThroughApi(
  request: APIRequestContext,
  customer: Customer,
  start: string,
  advisor: DemoAdvisor,
) {
  return request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers: partner,
    data: {
      customerUuid: customer.customerUuid,
      vehicleInformation: { vehicleUuid: customer.vehicles[0]?.vehicleUuid },
      appointmentInformation: {
        appointmentStartDateTime: start,
        assignedUser: { uuid: advisor.dealerAssociateUuid },
        serviceList: [{ title: 'OIL' }, { title: 'ROT' }],
      },
    },
  });
}

/** An open weekday some weeks ahead, its own per project and test, so no other spec books it. */
function quietDay(weeksAhead: number, phone: boolean): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + weeksAhead * 7 + (phone ? 1 : 0));
  return openWeekdayFrom(day);
}

/** "Monday, January 18, 2027", how the calendar names a day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** `HH:mm` plus minutes. */
const later = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });

/** Customer, vehicle, the services, transport and advisor; then the calendar on `date`. */
async function chooseUpToTheDay(
  page: Page,
  input: { customerName: string; services: string[]; summary: string; advisor: DemoAdvisor; date: string },
) {
  await page.goto('/book');
  await page.getByLabel('Search customers').fill(input.customerName);
  await page
    .getByRole('list', { name: 'Matching customers' })
    .getByRole('button', { name: new RegExp(`^${input.customerName}`) })
    .click();
  await continueButton(page).click();
  await expect(page.getByRole('radio', { name: '2022 Honda Civic' })).toBeChecked();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Services')).toBeVisible();
  for (const service of input.services)
    await page.getByRole('checkbox', { name: service, exact: true }).check();
  await expect(page.getByText(input.summary)).toBeVisible();
  await continueButton(page).click();
  await page.getByRole('radio', { name: 'Wait at the dealership' }).check();
  await continueButton(page).click();
  await page.getByLabel('Assigned advisor').selectOption({ label: input.advisor.name });
  await continueButton(page).click();
  await expect(stepHeading(page, 'Date and time')).toBeVisible();
  await page.getByLabel('Go to date').fill(input.date);
  await page.getByRole('button', { name: new RegExp(`^${longDay(input.date)}: `) }).click();
  await expect(page.getByRole('list', { name: `Times on ${longDay(input.date)}` })).toBeVisible();
}

/** The first free time of the open day, chosen. */
async function pickFirstFreeTime(page: Page, date: string): Promise<string> {
  const times = page.getByRole('list', { name: `Times on ${longDay(date)}` });
  const first = times.getByRole('button', { disabled: false }).first();
  const time = wallTimeOf((await first.textContent())?.trim() ?? '');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return time;
}

/** Reminders left as they are, then the review. */
async function openReview(page: Page) {
  await continueButton(page).click();
  await expect(stepHeading(page, 'Reminders')).toBeVisible();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Review')).toBeVisible();
}

test.describe('bookings as long as their work', () => {
  test('an hour of work holds the advisor for the hour; an overlapping visit is refused with why', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const run = `${phone ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
    const advisor = demoAdvisor(0, phone ? 2 : 3);
    const date = quietDay(6, phone);
    const first = `Hana Length ${run}`;
    const second = `Ivo Length ${run}`;
    await makeCustomer(page.request, 'Hana', `Length ${run}`);
    const ivo = await makeCustomer(page.request, 'Ivo', `Length ${run}`);
    const third = await makeCustomer(page.request, 'Jo', `Length ${run}`);
    await signInThroughApi(page, demoAdvisor(0, 0));

    // Oil change and tire rotation: an hour, booked for the hour.
    await chooseUpToTheDay(page, {
      customerName: first,
      services: ['Oil and filter change', 'Tire rotation'],
      summary: '2 chosen · 1 h · $119.90',
      advisor,
      date,
    });
    const time = await pickFirstFreeTime(page, date);
    await openReview(page);
    await expect(page.getByTestId('review-total')).toHaveText('1 h · $119.90');
    await expect(page.getByTestId('review-time')).toHaveText(
      `${shownTime(time)}–${shownTime(later(time, 60))}`,
    );
    await expect(page.getByTestId('review-held')).toHaveText('Held for 1 h');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
    await expect(page.getByTestId('booked-time')).toHaveText(
      `${shownTime(time)}–${shownTime(later(time, 60))}`,
    );

    // A half-hour visit for the same advisor: the second half of that hour is not offered, and says why.
    await page.getByRole('button', { name: 'Book another appointment' }).click();
    await chooseUpToTheDay(page, {
      customerName: second,
      services: ['Oil and filter change'],
      summary: '1 chosen · 30 min · $79.95',
      advisor,
      date,
    });
    const halfway = later(time, 30);
    const taken = page.getByRole('button', { name: `${shownTime(halfway)}, unavailable` });
    await taken.focus();
    await expect(
      page.getByText(
        new RegExp(`^${shownTime(halfway)} is unavailable: .*${advisor.name} has 1 appointment during`),
      ),
    ).toBeVisible();

    // A free half-hour chosen in the wizard, then a partner books the advisor for an hour over it:
    // the wizard's booking is refused with the reason and the advisor picks another time.
    const chosen = later(time, 90);
    await page.getByRole('button', { name: shownTime(chosen), exact: true }).click();
    const overlapping = await bookAnHourThroughApi(
      page.request,
      third,
      `${date}T${later(time, 60)}:00`,
      advisor,
    );
    expect(overlapping.status(), await overlapping.text()).toBe(200);
    await openReview(page);
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(stepHeading(page, 'Date and time')).toBeFocused();
    const notice = page.getByRole('alert').filter({ hasText: 'can no longer be booked' });
    await expect(notice).toContainText(`at ${shownTime(chosen)}`);
    await expect(notice).toContainText(`${advisor.name} has 1 appointment during`);

    // The partner API refuses an overlap the same way (for the customer whose booking was refused).
    const clash = await bookAnHourThroughApi(page.request, ivo, `${date}T${halfway}:00`, advisor);
    expect(clash.status()).toBe(409);
    expect(await clash.text()).toContain('SLOT_UNAVAILABLE');
  });

  test('the price shown at review is the price the visit stores', async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const run = `${phone ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
    const advisor = demoAdvisor(0, phone ? 2 : 3);
    const date = quietDay(7, phone);
    await makeCustomer(page.request, 'Kai', `Menu ${run}`);
    await signInThroughApi(page, demoAdvisor(0, 0));

    await chooseUpToTheDay(page, {
      customerName: `Kai Menu ${run}`,
      services: ['Basic maintenance package'],
      summary: '1 chosen · 1 h · $109.95',
      advisor,
      date,
    });
    const time = await pickFirstFreeTime(page, date);
    await openReview(page);
    await expect(page.getByTestId('review-total')).toHaveText('1 h · $109.95');
    await expect(page.getByTestId('review-time')).toHaveText(
      `${shownTime(time)}–${shownTime(later(time, 60))}`,
    );
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();

    await page.getByRole('link', { name: 'Open the appointment' }).click();
    await expect(page.getByRole('heading', { name: `Kai Menu ${run}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$109.95');
  });
});

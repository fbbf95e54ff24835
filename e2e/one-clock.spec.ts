import { expect, type Page, test } from '@playwright/test';
import { type Clock, formatDateTime, formatDayTime } from '../components/ui/clock';
import { demoAdvisor, demoDealer, fromOwnPage, openWeekdayFrom, signInThroughApi } from './demo';

/**
 * One clock on every page: with the browser in Tokyo, the Chicago dealership's pages still write
 * its own times, 12-hour (its profile's format) — schedule, appointment, trips, inbox, payments and
 * administration.
 */
const dealer = demoDealer(0);
const clock: Clock = { timeZone: dealer.timeZone, timeFormat: '12h' };
// Alex Morgan works in the department and administers the dealership.
const advisor = demoAdvisor(0, 0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};

test.use({ timezoneId: 'Asia/Tokyo' });
test.skip(({ isMobile }) => isMobile, 'One run is enough: the zone is the point');

/**
 * A weekday 500 to 550 days ahead that moves with the clock, so reruns do not collide, and far from
 * the weeks other specs book named advisors in (this visit takes whoever is least loaded).
 */
function futureWeekday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 500 + (Math.floor(Date.now() / 60_000) % 50));
  return openWeekdayFrom(day);
}

async function bookVisit(page: Page, lastName: string, date: string) {
  const customer = await page.request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
    headers: partner,
    data: {
      customer: {
        firstName: 'Dana',
        lastName,
        emails: [{ emailAddress: `dana.${lastName.toLowerCase()}@example.com`, isPreferred: true }],
      },
      vehicles: [{ vehicleMake: 'Toyota', vehicleModel: 'Camry', vehicleYear: 2022 }],
    },
  });
  expect(customer.ok(), await customer.text()).toBe(true);
  const { customerUuid, vehicles } = (await customer.json()) as {
    customerUuid: string;
    vehicles: Array<{ vehicleUuid: string }>;
  };
  const appointment = await page.request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers: partner,
    data: {
      customerUuid,
      vehicleInformation: { vehicleUuid: vehicles[0]?.vehicleUuid },
      appointmentInformation: { appointmentStartDateTime: `${date}T16:00:00`, comments: 'One clock' },
    },
  });
  expect(appointment.status(), await appointment.text()).toBe(200);
  const { appointmentUuid } = (await appointment.json()) as { appointmentUuid: string };
  return { customerUuid, appointmentUuid };
}

async function createPaymentLink(page: Page, customerUuid: string, orderRef: string) {
  const response = await page.request.post(`/api/v3/department/${dealer.departmentUuid}/url`, {
    headers: partner,
    data: {
      customerIdentifiers: { customerId: customerUuid },
      paymentDetails: { amount: 42, paymentType: 'sale', paymentDescription: 'One clock' },
      orderRef,
      ttl: 3_600_000,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const list = await page.request.get(
    `/api/v3/department/${dealer.departmentUuid}/url?search=${encodeURIComponent(orderRef)}`,
    { headers: partner },
  );
  const { paymentLinks } = (await list.json()) as { paymentLinks: Array<{ createdAt: string }> };
  const createdAt = paymentLinks[0]?.createdAt;
  if (!createdAt) throw new Error(`The link ${orderRef} is not listed`);
  return createdAt;
}

test('the same clock on schedule, appointment, trips, inbox, payments and administration', async ({
  page,
}) => {
  const run = `Clock${Date.now().toString(36)}`;
  const date = futureWeekday();
  const { customerUuid, appointmentUuid } = await bookVisit(page, run, date);
  // The visit starts at 16:00 in Chicago: 07:00 the next morning for the browser in Tokyo.
  const start = new Date(`${date}T16:00:00${offsetOf(date)}`);
  expect(formatDayTime(start, clock)).toContain('4:00 PM');
  const createdAt = await createPaymentLink(page, customerUuid, `RO-${run}`);
  await signInThroughApi(page, advisor);

  // Schedule: the block of the visit.
  await page.goto(`/schedule?date=${date}&view=day`);
  await expect(page.getByRole('link', { name: new RegExp(`^4:00 PM Dana ${run}`) }).first()).toBeVisible();

  // Appointment page and its pickup, planned for the same minute.
  await page.goto(`/appointments/${appointmentUuid}`);
  await expect(page.getByText(/4:00 PM–/).first()).toBeVisible();
  const pickup = page
    .getByRole('region', { name: 'Pickup & delivery' })
    .getByRole('region', { name: 'Pickup' });
  await pickup.getByRole('button', { name: 'Add pickup' }).click();
  await pickup.getByLabel('Pick up from').fill(`1 Clock St ${run}`);
  await pickup.getByLabel('Bring to').fill('Service drive');
  await pickup.getByLabel('Pick up by').fill(`${date}T16:00`);
  await pickup.getByRole('button', { name: 'Save pickup' }).click();
  await expect(pickup.getByRole('button', { name: 'Edit pickup' })).toBeVisible();
  await expect(pickup.getByText(formatDayTime(start, clock), { exact: true })).toBeVisible();

  // Inbox: the customer's upcoming visit beside the thread.
  await page.goto('/inbox');
  await page.getByLabel('Search customers').fill(run);
  await page.getByRole('button', { name: new RegExp(`Dana ${run}`) }).click();
  await expect(
    page
      .getByRole('complementary', { name: 'Customer details' })
      .getByRole('link', { name: formatDayTime(start, clock) }),
  ).toBeVisible();

  // Payments: when the link was created, and the search kept in the address.
  await page.goto(`/payments?search=${encodeURIComponent(`RO-${run}`)}`);
  const links = page.getByRole('list', { name: 'Payment links' });
  await expect(links.getByText(formatDateTime(createdAt, clock), { exact: true })).toBeVisible();

  // Administration: an audit entry, with the zone named.
  // A new advisor leaves an entry in the audit log.
  const created = await page.request.post(`/api/admin/v1/departments/${dealer.departmentUuid}/advisors`, {
    headers: fromOwnPage,
    data: { username: `clock-${run.toLowerCase()}`, firstName: 'Casey', lastName: run },
  });
  expect(created.status(), await created.text()).toBe(201);
  const audit = await page.request.get(`/api/admin/v1/dealers/${dealer.dealerUuid}/audit?pageSize=1`);
  const { items } = (await audit.json()) as { items: Array<{ occurredAt: string }> };
  const newest = items[0]?.occurredAt;
  if (!newest) throw new Error('The audit log is empty');
  await page.goto(`/admin/${dealer.dealerUuid}/audit`);
  await expect(page.getByText(formatDateTime(newest, clock, { zone: true })).first()).toBeVisible();
});

/** Chicago's UTC offset on the date (-05:00 or -06:00), from the zone's own rules. */
function offsetOf(date: string): string {
  const noon = new Date(`${date}T18:00:00Z`);
  const local = formatDateTime(noon, { timeZone: 'America/Chicago', timeFormat: '24h' });
  return local.endsWith('12:00') ? '-06:00' : '-05:00';
}

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
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
 * A Monday–Friday 20 to 60 days ahead, moving with the clock so reruns against a server that is
 * still up land on another day (advisors cannot be double-booked).
 */
function futureWeekday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 20 + (Math.floor(Date.now() / 60_000) % 40));
  return openWeekdayFrom(day);
}

type Booked = { appointmentUuid: string; name: string };

/** A customer of this run (with one car), created the way a partner does. */
async function createCustomer(
  request: APIRequestContext,
  name: { firstName: string; lastName: string },
  vehicle: { make: string; model: string; year: number },
) {
  const response = await request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
    headers: partner,
    data: {
      customer: name,
      vehicles: [{ vehicleMake: vehicle.make, vehicleModel: vehicle.model, vehicleYear: vehicle.year }],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { customerUuid: string; vehicles: Array<{ vehicleUuid: string }> };
  return { customerUuid: body.customerUuid, vehicleUuid: body.vehicles[0]?.vehicleUuid };
}

async function book(
  request: APIRequestContext,
  input: {
    date: string;
    time: string;
    advisor: DemoAdvisor;
    firstName: string;
    lastName: string;
    vehicle: { make: string; model: string; year: number };
    opcode: string;
  },
): Promise<Booked> {
  const customer = await createCustomer(request, input, input.vehicle);
  const response = await request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers: partner,
    data: {
      customerUuid: customer.customerUuid,
      vehicleInformation: { vehicleUuid: customer.vehicleUuid },
      appointmentInformation: {
        appointmentStartDateTime: `${input.date}T${input.time}:00`,
        assignedUser: { uuid: input.advisor.dealerAssociateUuid },
        serviceList: [{ title: input.opcode }],
        transportOption: { transportOptionUuid: dealer.transportOptions[0]?.transportOptionUuid },
        comments: 'Booked by the schedule spec',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { appointmentUuid: string };
  return { appointmentUuid: body.appointmentUuid, name: `${input.firstName} ${input.lastName}` };
}

/** "Friday, November 20, 2026": how the pages write a date. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** The end of the demo dealer's 30-minute slot starting at `HH:mm`. */
const endOfSlot = (time: string) => {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** An advisor's visits of a day: their column of the grid, or their lines of a phone's agenda. */
const column = (page: Page, advisor: DemoAdvisor, date: string) =>
  (page.viewportSize()?.width ?? 1280) < 640
    ? page
        .getByRole('region', { name: `Agenda, ${date}` })
        .getByRole('listitem')
        .filter({ hasText: advisor.name })
    : page.getByRole('region', { name: `${advisor.name}, ${date}` });

test.describe('advisor schedule', () => {
  test('shows booked visits on their day and advisor; a cancelled visit stays cancelled after a reload', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const date = futureWeekday();
    const run = `${phone ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
    // Each project books its own advisors, so the two can run side by side on one day.
    const [first, second] = phone
      ? [demoAdvisor(0, 3), demoAdvisor(0, 0)]
      : [demoAdvisor(0, 1), demoAdvisor(0, 2)];
    const honda = await book(page.request, {
      date,
      time: '09:00',
      advisor: first,
      firstName: 'Maria',
      lastName: `Lopez ${run}`,
      vehicle: { make: 'Honda', model: 'Accord', year: 2020 },
      opcode: 'OIL',
    });
    const crv = await book(page.request, {
      date,
      time: '10:30',
      advisor: second,
      firstName: 'James',
      lastName: `Carter ${run}`,
      vehicle: { make: 'Honda', model: 'CR-V', year: 2021 },
      opcode: 'BRK',
    });

    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto(`/schedule?date=${date}`);
    await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`Times in ${dealer.timeZone}`)).toBeVisible();

    const hondaBlock = `9:00 AM ${honda.name}, Honda Accord, Scheduled`;
    const crvBlock = `10:30 AM ${crv.name}, Honda CR-V, Scheduled`;
    await expect(column(page, first, date).getByRole('link', { name: hondaBlock })).toBeVisible();
    await expect(column(page, second, date).getByRole('link', { name: crvBlock })).toBeVisible();
    await expect(column(page, first, date).getByRole('link', { name: crvBlock })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('schedule-day.png'), fullPage: true });

    // Not on the next day; back again with the keyboard-usable arrows.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByRole('link', { name: hondaBlock })).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByRole('link', { name: hondaBlock })).toBeVisible();

    // The advisor filter leaves the other advisor's visit out. On a phone the filters fold away.
    if (phone) await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Advisor').selectOption({ label: first.name });
    await expect(page.getByRole('link', { name: hondaBlock })).toBeVisible();
    await expect(page.getByRole('link', { name: crvBlock })).toHaveCount(0);
    await page.getByLabel('Advisor').selectOption({ label: 'All advisors' });
    // So does the team filter (the first advisor's team; the second advisor is in the other one).
    const firstTeam = dealer.teams[phone ? 1 : 0]?.name ?? '';
    await page.getByLabel('Team').selectOption({ label: firstTeam });
    await expect(page.getByRole('link', { name: hondaBlock })).toBeVisible();
    await expect(page.getByRole('link', { name: crvBlock })).toHaveCount(0);
    await page.getByLabel('Team').selectOption({ label: 'All teams' });

    // The week holds both visits too.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('table').getByRole('link', { name: crvBlock })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link', { name: hondaBlock })).toBeVisible();
    if (!phone) await page.screenshot({ path: testInfo.outputPath('schedule-week.png'), fullPage: true });

    await page.getByRole('link', { name: hondaBlock }).click();
    await expect(page.getByRole('heading', { name: honda.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Oil and filter change' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '$79.95' }).first()).toBeVisible();
    await expect(page.getByText('Booked by the schedule spec')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Appointment history' })).toContainText('Booked');

    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep appointment' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByLabel('Reason').selectOption({ label: 'The customer asked' });
    await page.getByRole('button', { name: 'Yes, cancel appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Appointment cancelled.' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Status: Cancelled')).toBeVisible();
    await expect(page.getByText('This appointment is cancelled and can no longer be changed.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Appointment history' })).toContainText('Cancelled');
    await page.screenshot({ path: testInfo.outputPath('appointment-cancelled.png'), fullPage: true });

    await page.goto(`/schedule?date=${date}`);
    await expect(
      column(page, first, date).getByRole('link', { name: `9:00 AM ${honda.name}, Honda Accord, Cancelled` }),
    ).toBeVisible();
    await expect(column(page, second, date).getByRole('link', { name: crvBlock })).toBeVisible();
  });

  test('an advisor moves a visit to another advisor and, with the slot picker, to another time and adds a service; a refused move is explained', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const date = futureWeekday();
    const run = `${phone ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
    const [from, to, time, newTime, takenTime] = phone
      ? [demoAdvisor(0, 2), demoAdvisor(0, 1), '16:00', '15:30', '17:00']
      : [demoAdvisor(0, 0), demoAdvisor(0, 3), '14:00', '14:30', '15:30'];
    const visit = await book(page.request, {
      date,
      time,
      advisor: from,
      firstName: 'Priya',
      lastName: `Shah ${run}`,
      vehicle: { make: 'Honda', model: 'Civic', year: 2021 },
      opcode: 'OIL',
    });

    await signInThroughApi(page, demoAdvisor(0, 0));
    await page.goto(`/appointments/${visit.appointmentUuid}`);
    await expect(page.getByRole('heading', { name: visit.name, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Change advisor' }).click();
    await page.getByLabel('Advisor').selectOption({ label: to.name });
    await page.getByRole('button', { name: 'Save advisor' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Advisor changed to ${to.name}.` }),
    ).toBeVisible();
    await expect(page.getByText(`Advisor: ${to.name}`)).toBeVisible();

    // Reschedule with the picker: this visit's free times (never after closing). A time taken
    // between picking and confirming is refused by the server, in words; nothing moves.
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const picker = page.getByRole('region', { name: 'Reschedule' });
    await expect(picker.getByRole('heading', { name: 'Reschedule' })).toBeFocused();
    await picker.getByLabel('Go to date').fill(date);
    const times = picker.getByRole('list', { name: `Times on ${longDay(date)}` });
    await expect(times.getByRole('button', { name: shownTime('19:00') })).toHaveCount(0);
    await times.getByRole('button', { name: shownTime(takenTime), exact: true }).click();
    await expect(picker.getByText(`New time: ${longDay(date)} at ${shownTime(takenTime)}`)).toBeVisible();
    await book(page.request, {
      date,
      time: takenTime,
      advisor: to,
      firstName: 'Omar',
      lastName: `Reyes ${run}`,
      vehicle: { make: 'Honda', model: 'Fit', year: 2019 },
      opcode: 'OIL',
    });
    await picker.getByRole('button', { name: 'Move visit' }).click();
    const refused = picker.getByRole('alert').filter({ hasText: 'The visit was not moved.' });
    await expect(refused).toContainText(
      `${longDay(date)} at ${shownTime(takenTime)} can no longer be booked.`,
    );
    await expect(refused).toContainText(to.name);
    await expect(refused).not.toContainText(date);
    await expect(page.getByText(`, ${shownTime(time)}–`)).toBeVisible();
    // The refused time is greyed now; another one is taken.
    await expect(times.getByRole('button', { name: `${shownTime(takenTime)}, unavailable` })).toBeVisible();
    await times.getByRole('button', { name: shownTime(newTime), exact: true }).click();
    await picker.getByRole('button', { name: 'Move visit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Moved to ${longDay(date)} at ${shownTime(newTime)}.` }),
    ).toBeVisible();
    await expect(page.getByText(`, ${shownTime(newTime)}–${shownTime(endOfSlot(newTime))}`)).toBeVisible();
    await expect(page.getByText('Status: Rescheduled')).toBeVisible();

    await page.getByRole('button', { name: 'Edit services' }).click();
    await page.getByLabel('Add a service').selectOption({ label: 'ROT — Tire rotation ($39.95)' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save services' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Services saved.' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Tire rotation' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '$119.90' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Appointment history' })).toContainText('Rescheduled');
    if (!phone)
      await page.screenshot({ path: testInfo.outputPath('appointment-edited.png'), fullPage: true });

    await page.getByRole('link', { name: /Schedule for/ }).click();
    const moved = `${shownTime(newTime)} ${visit.name}, Honda Civic, Rescheduled`;
    await expect(column(page, to, date).getByRole('link', { name: moved })).toBeVisible();
    await expect(column(page, from, date).getByRole('link', { name: moved })).toHaveCount(0);
  });
});

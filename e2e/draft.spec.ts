import { expect, test } from '@playwright/test';
import { demoDealer, openWeekdayFrom } from './demo';

const dealer = demoDealer(0);
const authorization = `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`;

/** A weekday 30–90 days ahead that differs per run, so reruns never collide. */
function futureWeekday(): string {
  return openWeekdayFrom(new Date(Date.now() + (30 + (Date.now() % 60)) * 86_400_000));
}

test('a customer opens a draft link on a phone and confirms the visit', async ({ page, request }) => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const saved = await request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
    headers: { authorization },
    data: {
      customer: {
        firstName: 'Dana',
        lastName: `Draft${suffix}`,
        phoneNumbers: [{ phoneNumber: `+1312555${suffix.slice(-4)}` }],
      },
      vehicles: [{ vehicleMake: 'Honda', vehicleModel: 'Pilot', vehicleYear: 2022 }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { customerUuid } = (await saved.json()) as { customerUuid: string };
  // The first day from a random weekday on whose 10:30 is free (closures such as holidays skipped).
  const slot = await request.post(
    `/api/appointment/v2/department/${dealer.departmentUuid}/first-available-slot`,
    {
      headers: { authorization },
      data: { dates: [futureWeekday()], startTime: '10:30:00', endTime: '10:31:00' },
    },
  );
  expect(slot.ok(), await slot.text()).toBe(true);
  const { dateTime } = (await slot.json()) as { dateTime: string };
  const date = dateTime.slice(0, 10);
  const created = await request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/draftAppointment`, {
    headers: { authorization },
    data: {
      appointmentStartDateTime: `${date}T10:30:00`,
      customerDetails: { customerUuid },
      opCodes: ['OIL'],
      note: 'Your oil change is due.',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { deepLink } = (await created.json()) as { deepLink: string };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(new URL(deepLink).pathname);
  await expect(page.getByRole('heading', { name: 'Your service visit' })).toBeVisible();
  await expect(page.getByText('Oil and filter change')).toBeVisible();
  await expect(page.getByText('10:30 AM')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm this visit' }).click();
  await expect(page.getByText('Your visit is confirmed')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your visit is confirmed')).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, openWeekdayFrom, signInThroughApi } from './demo';

const dealer = demoDealer(0);
const administrator = demoAdvisor(0, 0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};

test.skip(({ isMobile }) => isMobile, 'The driver list is the same on a phone');

type Associate = {
  uuid: string;
  firstName: string;
  lastName: string;
  userName: string;
  isDriver: boolean;
  isValid: boolean;
  isDefault: boolean;
};

test('the trip driver list offers the people marked as drivers in administration, and nobody else', async ({
  page,
}) => {
  const driver = demoAdvisor(0, 2);
  await signInThroughApi(page, administrator);

  // Marked on the people page with the driver switch.
  await page.goto(`/admin/${dealer.dealerUuid}/people`);
  const row = page.getByRole('row').filter({ hasText: driver.name });
  const driverSwitch = row.getByRole('switch', { name: `Driver: ${driver.name}` });
  if (!(await driverSwitch.isChecked())) await driverSwitch.click();
  await expect(driverSwitch).toBeChecked();
  // The people table with its switches passes axe (WCAG 2 A and AA), opened row included.
  await row.getByRole('button', { name: `Manage ${driver.name}` }).click();
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // Far from the weeks other specs book named advisors in: this visit takes whoever is least loaded.
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 400 + (Math.floor(Date.now() / 60_000) % 40));
  const booked = await page.request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers: partner,
    data: {
      customerUuid: dealer.customers[0]?.customerUuid,
      appointmentInformation: { appointmentStartDateTime: `${openWeekdayFrom(day)}T09:00:00` },
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { appointmentUuid } = (await booked.json()) as { appointmentUuid: string };

  // Who the department counts as drivers, read when the list is shown (other runs may mark people).
  const list = await page.request.post('/api/manage/v2/department/dealerAssociate/list', {
    headers: fromOwnPage,
    data: { departmentUuids: [dealer.departmentUuid] },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const everyone = Object.values(
    ((await list.json()) as { dealerAssociates: Record<string, Associate> }).dealerAssociates,
  );
  const drivers = everyone.filter((a) => a.isDriver && a.isValid && !a.isDefault);
  expect(drivers.map((a) => `${a.firstName} ${a.lastName}`)).toContain(driver.name);
  expect(everyone.some((a) => !a.isDriver)).toBe(true);

  await page.goto(`/appointments/${appointmentUuid}`);
  const pickup = page
    .getByRole('region', { name: 'Pickup & delivery' })
    .getByRole('region', { name: 'Pickup' });
  await pickup.getByRole('button', { name: 'Add pickup' }).click();
  const choices = pickup.getByLabel('Driver', { exact: true }).locator('option');
  // "No driver yet" and one option per driver, once the department's people have arrived.
  await expect(choices).toHaveCount(drivers.length + 1);
  const offered = (await choices.allTextContents()).filter((text) => text !== 'No driver yet');
  expect(offered.sort()).toEqual(
    drivers.map((a) => `${a.firstName} ${a.lastName}`.trim() || a.userName).sort(),
  );
});

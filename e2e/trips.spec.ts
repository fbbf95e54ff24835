import { expect, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, openWeekdayFrom, signInThroughApi } from './demo';

const dealer = demoDealer(0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};

/** A weekday 30 to 80 days ahead that moves with the clock, so reruns do not collide with earlier runs. */
function futureWeekday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 30 + offset + (Math.floor(Date.now() / 60_000) % 50));
  return openWeekdayFrom(day);
}

/** A customer with a car and an appointment without trips, created the way a partner does. */
async function bookAppointment(page: Page, lastName: string, date: string, time: string): Promise<string> {
  const customer = await page.request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
    headers: partner,
    data: {
      customer: { firstName: 'Dana', lastName },
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
      appointmentInformation: { appointmentStartDateTime: `${date}T${time}:00`, comments: 'Trips spec' },
    },
  });
  expect(appointment.status(), await appointment.text()).toBe(200);
  return ((await appointment.json()) as { appointmentUuid: string }).appointmentUuid;
}

test.describe('trip editor', () => {
  test('create a pickup and a dropoff, then delete the pickup and see both gone', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const date = futureWeekday(phone ? 1 : 0);
    const run = `${phone ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
    const appointmentUuid = await bookAppointment(page, `Trips ${run}`, date, phone ? '13:00' : '11:00');

    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto(`/appointments/${appointmentUuid}`);
    const panel = page.getByRole('region', { name: 'Pickup & delivery' });
    const pickup = panel.getByRole('region', { name: 'Pickup' });
    const dropoff = panel.getByRole('region', { name: 'Dropoff' });
    await expect(pickup.getByText('No pickup planned.')).toBeVisible();
    await expect(dropoff.getByText(/Add a pickup first/)).toBeVisible();

    // Saving an empty form explains what is missing, in plain words.
    await pickup.getByRole('button', { name: 'Add pickup' }).click();
    await pickup.getByRole('button', { name: 'Save pickup' }).click();
    await expect(pickup.getByText('Enter where to pick the vehicle up.')).toBeVisible();
    await expect(pickup.getByLabel('Pick up from')).toBeFocused();

    await pickup.getByLabel('Pick up from').fill(`12 Elm St ${run}`);
    await pickup.getByLabel('Bring to').fill('Service drive, Test Motors');
    await pickup.getByLabel('Pick up by').fill(`${date}T08:15`);
    await pickup.getByLabel('Notes for the driver').fill('Keys under the mat');
    await pickup.getByRole('button', { name: 'Save pickup' }).click();

    // The editor closes once the pickup is saved.
    await expect(pickup.getByRole('button', { name: 'Edit pickup' })).toBeVisible();
    await expect(pickup.getByText(`12 Elm St ${run}`)).toBeVisible();
    await expect(pickup.getByText('No driver yet')).toBeVisible();
    await expect(pickup.getByText('Keys under the mat')).toBeVisible();
    // The appointment's transport became Pickup and Delivery with the first trip.
    const transport = page.locator('section', {
      has: page.getByRole('heading', { name: 'Transport', exact: true }),
    });
    await expect(transport.getByText(/pickup.and.delivery/i)).toBeVisible();

    await dropoff.getByRole('button', { name: 'Add dropoff' }).click();
    // A new dropoff starts as the pickup reversed.
    await expect(dropoff.getByLabel('Deliver to')).toHaveValue(`12 Elm St ${run}`);
    await dropoff.getByLabel('Deliver at').fill(`${date}T17:30`);
    await dropoff.getByRole('button', { name: 'Save dropoff' }).click();
    await expect(dropoff.getByRole('button', { name: 'Edit dropoff' })).toBeVisible();
    await expect(dropoff.getByText('No driver yet')).toBeVisible();
    await expect(dropoff.getByText(`12 Elm St ${run}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('trips.png'), fullPage: true });

    await pickup.getByRole('button', { name: 'Delete pickup' }).click();
    await expect(pickup.getByText('Delete this pickup? Its dropoff is deleted too.')).toBeVisible();
    await pickup.getByRole('button', { name: 'Delete pickup' }).click();
    await expect(pickup.getByText('No pickup planned.')).toBeVisible();
    await expect(dropoff.getByText(/No dropoff planned/)).toBeVisible();

    // Gone for real: after a reload, and through the partner look-up.
    await page.reload();
    await expect(pickup.getByText('No pickup planned.')).toBeVisible();
    // The trips are part of the visit's history: planned, then removed.
    const history = page.getByRole('list', { name: 'Appointment history' });
    await expect(history.getByText('Pickup trip scheduled')).toBeVisible();
    await expect(history.getByText('Delivery trip scheduled')).toBeVisible();
    await expect(history.getByText('Pickup trip removed')).toBeVisible();
    const trips = await page.request.get(
      `/api/appointment/v2/dealers/${dealer.dealerUuid}/partner-appointments-with-trip/${appointmentUuid}/trips`,
      { headers: partner },
    );
    expect(trips.status()).toBe(200);
    expect(((await trips.json()) as { totalCount: number }).totalCount).toBe(0);
  });
});

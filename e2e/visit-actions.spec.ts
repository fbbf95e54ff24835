import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { demoAdvisor, demoDealer, openWeekdayFrom, signInThroughApi } from './demo';

/*
 * What the advisor does from a visit's page: text the customer in place, make a payment link for
 * the visit, cancel with a reason, move without telling the customer, record a consent to texts.
 * Each browser project works in its own demo dealership; each test books a visit of its own.
 */

const dealerIndexOf = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 1 : 0);

/** A weekday 110 to 150 days ahead, moving with the clock (other specs use nearer days). */
function farWeekday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 110 + (Math.floor(Date.now() / 60_000) % 40));
  return openWeekdayFrom(day);
}

/** Random Chicago mobile number (555-01xx is reserved for fiction; the sandbox delivers it). */
const randomPhone = () => `+1312555${String(1000 + Math.floor(Math.random() * 8000))}`;

type Visit = { appointmentUuid: string; name: string; phone: string; date: string };

/**
 * A customer of this run with a phone and an email, and a visit booked the way a partner books
 * one, confirmed to the customer by text.
 */
async function bookVisit(
  request: APIRequestContext,
  testInfo: TestInfo,
  input: { lastName: string; time: string; advisorIndex: number },
): Promise<Visit> {
  const index = dealerIndexOf(testInfo);
  const dealer = demoDealer(index);
  const headers = {
    authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
  };
  const phone = randomPhone();
  const lastName = `${input.lastName} ${testInfo.project.name} ${Date.now().toString(36)}`;
  const customer = await request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
    headers,
    data: {
      customer: {
        firstName: 'Maria',
        lastName,
        phoneNumbers: [{ phoneNumber: phone, label: 'CELL', isPreferred: true, okToText: true }],
        emails: [{ emailAddress: `maria.${Date.now().toString(36)}@example.com`, okToEmail: true }],
      },
      vehicles: [{ vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleYear: 2021 }],
    },
  });
  expect(customer.ok(), await customer.text()).toBe(true);
  const created = (await customer.json()) as {
    customerUuid: string;
    vehicles: Array<{ vehicleUuid: string }>;
  };
  const date = farWeekday();
  const response = await request.post(`/api/appointment/v2/dealer/${dealer.dealerUuid}/appointment`, {
    headers,
    data: {
      customerUuid: created.customerUuid,
      vehicleInformation: { vehicleUuid: created.vehicles[0]?.vehicleUuid },
      appointmentInformation: {
        appointmentStartDateTime: `${date}T${input.time}:00`,
        assignedUser: { uuid: demoAdvisor(index, input.advisorIndex).dealerAssociateUuid },
        serviceList: [{ title: 'OIL' }],
        transportOption: { transportOptionUuid: dealer.transportOptions[0]?.transportOptionUuid },
        customerAppointmentPreference: {
          notifyCustomer: true,
          textConfirmation: true,
          confirmationPhoneNumber: phone,
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { appointmentUuid } = (await response.json()) as { appointmentUuid: string };
  return { appointmentUuid, name: `Maria ${lastName}`, phone, date };
}

async function openVisit(page: Page, testInfo: TestInfo, visit: Visit) {
  await signInThroughApi(page, demoAdvisor(dealerIndexOf(testInfo), 0));
  await page.goto(`/appointments/${visit.appointmentUuid}`);
  await expect(page.getByRole('heading', { name: visit.name, level: 1 })).toBeVisible();
}

/** The visit's messages panel, opened. */
async function openMessages(page: Page, visit: Visit) {
  await page.getByRole('button', { name: `Text ${visit.name}` }).click();
  return page.getByRole('list', { name: `Messages with ${visit.name}` });
}

test.describe('from the appointment page', () => {
  test('texts the customer in place and makes a payment link for the visit', async ({ page }, testInfo) => {
    const visit = await bookVisit(page.request, testInfo, {
      lastName: 'Lopez',
      time: '08:00',
      advisorIndex: 1,
    });
    await openVisit(page, testInfo, visit);

    const messages = await openMessages(page, visit);
    // The booking's confirmation is in the thread already.
    await expect(messages.getByRole('listitem').filter({ hasText: 'is confirmed for' })).toBeVisible();
    const text = `Your car is ready for pickup (${testInfo.project.name} ${Date.now()})`;
    await page.getByLabel('Message', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send text' }).click();
    await expect(messages.getByRole('listitem').filter({ hasText: text })).toBeVisible();

    await page.getByRole('button', { name: 'New payment link' }).click();
    const form = page.getByRole('form', { name: 'New payment link for this visit' });
    await form.getByLabel('Amount (USD)').fill('42.50');
    const description = `Brake pads ${testInfo.project.name} ${Date.now()}`;
    await form.getByLabel('Description').fill(description);
    await form.getByRole('button', { name: 'Create payment link' }).click();
    await expect(form.getByText('Payment link created')).toBeVisible();
    const links = page.getByRole('list', { name: 'Payment links of this visit' });
    const link = links.getByRole('listitem').filter({ hasText: description });
    await expect(link).toContainText('$42.50');
    await expect(link).toContainText('Open');

    await page.getByRole('link', { name: 'See them in Payments' }).click();
    await expect(page).toHaveURL(new RegExp(`/payments\\?appointment=${visit.appointmentUuid}$`));
    await expect(page.getByText('Showing the payment links of one visit.')).toBeVisible();
    const listed = page.getByRole('list', { name: 'Payment links' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed.filter({ hasText: description })).toBeVisible();
    await expect(page.getByText('1–1 of 1')).toBeVisible();
  });

  test('a cancellation keeps its reason in the history and sends nothing when told not to', async ({
    page,
  }, testInfo) => {
    const visit = await bookVisit(page.request, testInfo, {
      lastName: 'Cancel',
      time: '09:00',
      advisorIndex: 2,
    });
    await openVisit(page, testInfo, visit);

    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(
      dialog.getByText(`${visit.name} will get a text that the visit is cancelled.`),
    ).toBeVisible();
    // "Other" needs words.
    await dialog.getByLabel('Reason').selectOption({ label: 'Other' });
    await dialog.getByRole('button', { name: 'Yes, cancel appointment' }).click();
    await expect(dialog.getByText('Say in a few words why the visit is cancelled.')).toBeVisible();
    await dialog.getByLabel('Why').fill('Car sold before the visit');
    await dialog.getByLabel('Don’t send').check();
    await dialog.getByRole('button', { name: 'Yes, cancel appointment' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Appointment cancelled. Nothing was sent to the customer.' }),
    ).toBeVisible();
    const history = page.getByRole('list', { name: 'Appointment history' });
    const entry = history.getByRole('listitem').filter({ hasText: 'Cancelled' });
    await expect(entry).toContainText('Reason: Other: Car sold before the visit');
    await expect(entry).toContainText('Nothing was sent to the customer');

    const messages = await openMessages(page, visit);
    await expect(messages.getByRole('listitem').filter({ hasText: 'is confirmed for' })).toBeVisible();
    await expect(messages.getByRole('listitem').filter({ hasText: 'is cancelled' })).toHaveCount(0);
  });

  test('a reschedule with "don’t send" moves the visit and sends the customer nothing', async ({
    page,
  }, testInfo) => {
    const visit = await bookVisit(page.request, testInfo, {
      lastName: 'Moved',
      time: '08:30',
      advisorIndex: 3,
    });
    await openVisit(page, testInfo, visit);

    await page.getByRole('button', { name: 'Reschedule' }).click();
    const picker = page.getByRole('region', { name: 'Reschedule' });
    await picker.getByLabel('Go to date').fill(visit.date);
    // "Friday, November 20, 2026": how the pages write a date.
    const longDay = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${visit.date}T12:00:00Z`));
    await picker
      .getByRole('list', { name: `Times on ${longDay}` })
      .getByRole('button', { name: '3:00 PM', exact: true })
      .click();
    await expect(picker.getByText(`${visit.name} will get a text about the new time.`)).toBeVisible();
    await picker.getByLabel('Don’t send').check();
    await picker.getByRole('button', { name: 'Move visit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Nothing was sent to the customer.' }),
    ).toContainText(`${longDay} at 3:00 PM`);
    const entry = page
      .getByRole('list', { name: 'Appointment history' })
      .getByRole('listitem')
      .filter({ hasText: 'Rescheduled' });
    await expect(entry).toContainText('Nothing was sent to the customer');

    // The move was saved with its messages (none) in one transaction: the thread is final now.
    const messages = await openMessages(page, visit);
    await expect(messages.getByRole('listitem').filter({ hasText: 'is confirmed for' })).toBeVisible();
    await expect(messages.getByRole('listitem').filter({ hasText: 'is now' })).toHaveCount(0);
  });

  test('records the consent to texts the customer gave by phone, with its evidence', async ({
    page,
  }, testInfo) => {
    const visit = await bookVisit(page.request, testInfo, {
      lastName: 'Consent',
      time: '10:00',
      advisorIndex: 2,
    });
    const advisor = demoAdvisor(dealerIndexOf(testInfo), 0);
    await openVisit(page, testInfo, visit);

    const consent = page.getByRole('list', { name: 'Consent to texts' });
    const phone = consent.getByRole('listitem').filter({ hasText: visit.phone });
    await expect(phone).toContainText('Not asked yet');
    const form = phone.getByRole('form', { name: `Record consent for ${visit.phone}` });
    await form.getByLabel('by phone').check();
    await form.getByRole('button', { name: 'Record consent' }).click();
    await expect(phone).toContainText('Agreed to texts');
    await expect(phone).toContainText(`Agreed by phone, recorded by ${advisor.name} on`);
    await expect(form).toHaveCount(0);

    // The thread says so too.
    const messages = await openMessages(page, visit);
    await expect(
      messages
        .getByRole('listitem')
        .filter({ hasText: `agreed to texts by phone, recorded by ${advisor.name}` }),
    ).toBeVisible();
  });
});

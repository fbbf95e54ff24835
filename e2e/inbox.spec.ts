import { expect, type Page, test } from '@playwright/test';
import { demoDealers } from '../server/demo/demo-data';
import { twilioSignature } from '../server/messaging/twilio-signature';
import { demo, demoAdvisor, fromOwnPage, signInThroughApi } from './demo';

/** The sandbox's development default for SMS_AUTH_TOKEN (server/env.ts), which signs provider webhooks. */
const smsAuthToken = 'servicebay-sandbox-sms-token';

/** Each browser project works in its own demo dealership, so parallel runs never share a thread. */
function dealerFor(projectName: string) {
  const index = projectName === 'phone' ? 1 : 0;
  const dealer = demoDealers[index];
  const customer = dealer?.customers.find((c) => c.phoneOptIn === 'NONE');
  if (!dealer || !customer) throw new Error('The demo data changed: no customer without opt-in');
  return { index, dealer, customer };
}

/** A customer's reply as the text provider would post it: form-encoded and signed. */
async function simulateReply(page: Page, baseURL: string, from: string, to: string, body: string) {
  const url = `${baseURL}/api/webhooks/sms/inbound`;
  const form = {
    From: from,
    To: to,
    Body: body,
    MessageSid: `SMe2e${Date.now()}${Math.random().toString(36).slice(2)}`,
  };
  const response = await page.request.post(url, {
    form,
    headers: { 'x-twilio-signature': twilioSignature(smsAuthToken, url, form) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('inbox', () => {
  test('an advisor texts a customer, sees it delivered, and the reply appears without a reload', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { index, dealer, customer } = dealerFor(testInfo.project.name);
    await signInThroughApi(page, demoAdvisor(index, 1));
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();

    await page.getByLabel('Search customers').fill(customer.lastName);
    await page
      .getByRole('button', { name: new RegExp(`${customer.firstName} ${customer.lastName}`) })
      .click();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await expect(
      thread.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();

    const text = `Your loaner is ready (${testInfo.project.name} ${Date.now()})`;
    await thread.getByLabel('Message', { exact: true }).fill(text);
    await thread.getByRole('button', { name: 'Send text' }).click();
    const sent = thread.getByRole('listitem').filter({ hasText: text });
    await expect(sent).toBeVisible();
    await expect(sent.getByText('Delivered')).toBeVisible({ timeout: 20_000 });

    const reply = `Thanks, on my way (${testInfo.project.name})`;
    await simulateReply(page, baseURL as string, customer.phone, dealer.textNumber, reply);
    await expect(thread.getByRole('listitem').filter({ hasText: reply })).toBeVisible({ timeout: 15_000 });
    await page.screenshot({
      path: testInfo.outputPath(`inbox-${testInfo.project.name}.png`),
      fullPage: true,
    });
  });

  test('an opted-out customer cannot be texted: the banner says so and only email or a note remain', async ({
    page,
  }, testInfo) => {
    const index = testInfo.project.name === 'phone' ? 1 : 0;
    const customer = demoDealers[index]?.customers.find((c) => c.phoneOptIn === 'OPTED_OUT');
    if (!customer) throw new Error('The demo data changed: no opted-out customer');
    await signInThroughApi(page, demoAdvisor(index, 2));
    await page.goto('/inbox');
    await page.getByLabel('Search customers').fill(customer.lastName);
    await page
      .getByRole('button', { name: new RegExp(`${customer.firstName} ${customer.lastName}`) })
      .click();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await expect(thread.getByRole('alert').filter({ hasText: 'opted out of texts' })).toBeVisible();
    await expect(thread.getByLabel('Send as')).toHaveValue('EMAIL');
    await expect(thread.getByRole('option', { name: 'Text (blocked)' })).toBeDisabled();
  });
});

test.describe("the advisor's day in the inbox", () => {
  async function openCustomer(page: Page, customer: { firstName: string; lastName: string; phone: string }) {
    // Found by number: other specs may leave another customer of the same name in the list.
    await page.getByLabel('Search customers').fill(customer.phone);
    await page
      .getByRole('button', { name: new RegExp(`${customer.firstName} ${customer.lastName}`) })
      .click();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await expect(
      thread.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();
    return thread;
  }

  test('opening a thread clears its unread count, also for a reply that arrives while it is open', async ({
    page,
    baseURL,
  }, testInfo) => {
    const index = testInfo.project.name === 'phone' ? 1 : 0;
    const dealer = demoDealers[index];
    const customer = dealer?.customers.find((c) => c.phoneOptIn === 'OPTED_IN');
    if (!dealer || !customer) throw new Error('The demo data changed: no opted-in customer');
    await signInThroughApi(page, demoAdvisor(index, 2));
    await simulateReply(
      page,
      baseURL as string,
      customer.phone,
      dealer.textNumber,
      `Any news? ${Date.now()}`,
    );
    await page.goto('/inbox');
    const name = new RegExp(`${customer.firstName} ${customer.lastName}`);
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name });
    await expect(row.getByLabel(/unread/)).toBeVisible();

    await row.click();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await expect(thread.getByRole('heading', { name })).toBeVisible();
    // The address names the thread's customer: other specs may leave customers of the same name.
    await expect(page).toHaveURL(/\/inbox\/[\w-]+$/);
    const customerUuid = new URL(page.url()).pathname.split('/').at(-1);
    // This thread's count (others' threads, and the navigation's badge, may hold unread replies).
    const counts = row.getByLabel(/unread/);
    await expect(counts).toHaveCount(0);

    const reply = `Still waiting (${testInfo.project.name} ${Date.now()})`;
    await simulateReply(page, baseURL as string, customer.phone, dealer.textNumber, reply);
    await expect(thread.getByRole('listitem').filter({ hasText: reply })).toBeVisible({ timeout: 15_000 });
    await expect(counts).toHaveCount(0);
    // The server marked the reply read too: a fresh list has no count for this customer.
    const departmentUuid = demo.dealers[index]?.departmentUuid ?? '';
    await expect
      .poll(
        async () => {
          const res = await page.request.get(
            `/api/communications/department/${departmentUuid}/inbox?search=${customer.phone.slice(-7)}`,
          );
          const body = (await res.json()) as {
            threads: Array<{ customerUuid: string; unreadCount: number }>;
          };
          return body.threads.find((t) => t.customerUuid === customerUuid)?.unreadCount;
          // The page marks the reply read once it shows it (a second open): on a loaded CI machine
          // that round trip can take longer than the default 5 s.
        },
        { timeout: 30_000 },
      )
      .toBe(0);
  });

  test('a template inserts into the composer with the customer, advisor and dealership filled', async ({
    page,
  }, testInfo) => {
    // The first demo dealership's administrator keeps its templates and also answers its inbox.
    const dealer = demoDealers[0];
    const customer = dealer?.customers.find((c) => c.phoneOptIn === 'OPTED_OUT');
    if (!dealer || !customer) throw new Error('The demo data changed: no opted-out customer');
    await signInThroughApi(page, demoAdvisor(0, 0));
    const templateName = `Ready ${testInfo.project.name} ${Date.now()}`;
    const departmentUuid = demo.dealers[0]?.departmentUuid ?? '';
    const created = await page.request.post(`/api/admin/v1/departments/${departmentUuid}/message-templates`, {
      headers: fromOwnPage,
      data: {
        name: templateName,
        body: 'Hi {customerName}, your car is ready. {appointmentTime} / {firstName} {lastName}, {advisorName}, {dealerName}',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/inbox');
    const thread = await openCustomer(page, customer);
    await thread.getByLabel('Template').selectOption({ label: templateName });
    const advisor = demoAdvisor(0, 0);
    await expect(thread.getByLabel('Message', { exact: true })).toHaveValue(
      new RegExp(
        `^Hi ${customer.firstName} ${customer.lastName}, your car is ready\\. .* / ${customer.firstName} ${customer.lastName}, ${advisor.name}, ${dealer.name}$`,
      ),
    );
  });

  test('an advisor assigns a thread to themselves and finds it under Mine', async ({ page }, testInfo) => {
    const index = testInfo.project.name === 'phone' ? 1 : 0;
    const customer = demoDealers[index]?.customers.find((c) => c.phoneOptIn === 'OPTED_OUT');
    if (!customer) throw new Error('The demo data changed: no opted-out customer');
    await signInThroughApi(page, demoAdvisor(index, 3));
    await page.goto('/inbox');
    const thread = await openCustomer(page, customer);
    await thread.getByRole('button', { name: 'Assign to me' }).click();
    await expect(thread.getByLabel('Assigned to').locator('option:checked')).toHaveText(/\(you\)$/);
    if (testInfo.project.name === 'phone') await thread.getByRole('button', { name: '← Back' }).click();

    await page.getByLabel('Search customers').fill('');
    await page.getByLabel('Mine').check();
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect(
      list.getByRole('button', { name: new RegExp(`${customer.firstName} ${customer.lastName}`) }),
    ).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });
});

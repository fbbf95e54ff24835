import { expect, type Page, test } from '@playwright/test';
import { demoDealers } from '../server/db/seed/demo-data';
import { twilioSignature } from '../server/messaging/twilio-signature';
import { demoAdvisor, signInThroughApi } from './demo';

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

import { expect, test } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '../test/fake-stripe';
import { demoDealer } from './demo';

/*
 * A dealership on Stripe (the second demo dealer: the e2e server is started with a Stripe key,
 * DEMO_STRIPE_ACCOUNT and STRIPE_API_BASE pointing at the fake this spec runs on E2E_STRIPE_PORT).
 */
const partnerThanks = 'https://partner.example.com/paid';
const stripeDealer = demoDealer(1);
let fake: FakeStripe;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = await startFakeStripe(Number(process.env.E2E_STRIPE_PORT));
});
test.afterAll(async () => {
  await fake?.close();
});

test('Pay sends the customer to the Checkout Session (one per link), and coming back paid goes on to the partner page', async ({
  page,
}, testInfo) => {
  // One fake on one port: the phone project would start a second one.
  test.skip(testInfo.project.name !== 'desktop', 'the fake Stripe API runs once, in the desktop project');
  const auth = Buffer.from(`${stripeDealer.apiClient.username}:${stripeDealer.apiClient.password}`).toString(
    'base64',
  );
  const customer = stripeDealer.customers[0];
  const created = await page.request.post(`/api/v3/department/${stripeDealer.departmentUuid}/url`, {
    headers: { authorization: `Basic ${auth}` },
    data: {
      customerIdentifiers: { customerId: customer?.customerUuid },
      paymentDetails: { amount: 342.1, paymentDescription: 'Timing belt' },
      orderRef: `RO-${Date.now()}`,
      clientSideRedirectUrl: partnerThanks,
      ttl: 3_600_000,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const link = (await created.json()) as { paymentUrl: string; invoiceId: string };
  const path = new URL(link.paymentUrl).pathname;

  await page.goto(path);
  await expect(page.getByRole('heading', { name: `Payment to ${stripeDealer.name}` })).toBeVisible();
  await expect(page.getByText('$342.10').first()).toBeVisible();
  await expect(page.getByText('Timing belt')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay $342.10' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fake.base}/checkout/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  const sessionUrl = page.url();

  // Back on the invoice (the customer pressed back): Pay reuses the open session.
  await page.goto(path);
  await page.getByRole('button', { name: 'Pay $342.10' }).click();
  await expect(page).toHaveURL(sessionUrl);
  const creates = fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
  expect(creates).toHaveLength(1);
  expect(creates[0]).toMatchObject({
    account: 'acct_1ServiceBayE2e',
    body: {
      client_reference_id: link.invoiceId,
      line_items: { '0': { price_data: { unit_amount: '34210' } } },
    },
  });

  // The customer paid on Stripe's page and returns to the success URL before any webhook.
  const sessionId = sessionUrl.split('/checkout/')[1] ?? '';
  fake.completeSession(sessionId);
  // The page answers with a redirect to the partner (a browser would follow it off the closed network).
  const returned = await page.request.get(`${path}?session_id=${sessionId}`, { maxRedirects: 0 });
  expect(returned.status()).toBeGreaterThanOrEqual(300);
  expect(returned.status()).toBeLessThan(400);
  const next = new URL(returned.headers().location ?? '', page.url());
  expect(`${next.origin}${next.pathname}`).toBe(partnerThanks);
  expect(next.searchParams.get('invoiceId')).toBe(link.invoiceId);
  expect(next.searchParams.get('status')).toBe('APPROVED');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'This invoice is paid' })).toBeVisible();
});

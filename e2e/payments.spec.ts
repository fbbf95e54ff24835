import { expect, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, signInThroughApi } from './demo';

const partnerThanks = 'https://partner.example.com/thanks';

/** A link created the way a partner does: POST with the demo API client's Basic credentials. */
async function createLink(page: Page, overrides: Record<string, unknown> = {}) {
  const dealer = demoDealer(0);
  const customer = dealer.customers[0];
  if (!customer) throw new Error('The demo dealer has no customer');
  const auth = Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64');
  const response = await page.request.post(`/api/v3/department/${dealer.departmentUuid}/url`, {
    headers: { authorization: `Basic ${auth}` },
    data: {
      customerIdentifiers: { customerId: customer.customerUuid },
      paymentDetails: {
        amount: 189.5,
        paymentType: 'sale',
        paymentDescription: 'Front brake pads',
        additionalCharges: [{ additionalChargeAmount: 12.25, additionalChargeDescription: 'Shop supplies' }],
        invoiceUrl: 'https://dms.example.com/invoices/RO-5001.pdf',
      },
      orderRef: `RO-${Date.now()}`,
      clientSideRedirectUrl: partnerThanks,
      ttl: 3_600_000,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { paymentUrl: string; invoiceId: string };
  // The generated URL names this server; open its path so the test follows the server it runs against.
  return { ...body, path: new URL(body.paymentUrl).pathname };
}

/** The invoice page takes no card data: its Pay leads to the sandbox processor's test-mode page. */
async function continueToSandbox(page: Page, payButton: string | RegExp) {
  await expect(page.getByLabel(/Card number|Número de tarjeta/)).toHaveCount(0);
  await page.getByRole('button', { name: payButton }).click();
  await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]+\/sandbox$/);
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Olivia Bennett');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/39');
  await page.getByLabel('Security code').fill('123');
}

test.describe('public payment page', () => {
  test('a customer pays with the approve card, lands on the redirect URL, and a second visit says it is paid', async ({
    page,
  }, testInfo) => {
    // The partner's page is outside the closed network: answer it here.
    await page.route(`${partnerThanks}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Thanks from the partner</h1>' }),
    );
    const link = await createLink(page);
    await page.goto(link.path);

    await expect(page.getByRole('heading', { name: `Payment to ${demoDealer(0).name}` })).toBeVisible();
    await expect(page.getByText('$201.75').first()).toBeVisible();
    await expect(page.getByText('Front brake pads')).toBeVisible();
    await expect(page.getByText('Shop supplies')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      'https://dms.example.com/invoices/RO-5001.pdf',
    );
    await page.screenshot({ path: testInfo.outputPath('payment-page.png'), fullPage: true });

    await continueToSandbox(page, 'Pay $201.75');
    await expect(page.getByRole('note', { name: 'TEST MODE' })).toContainText('no money moves');
    await expect(page.getByText('$201.75').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sandbox-page.png'), fullPage: true });
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $201.75' }).click();
    await expect(page).toHaveURL(/^https:\/\/partner\.example\.com\/thanks\?/);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('invoiceId')).toBe(link.invoiceId);
    expect(landed.searchParams.get('status')).toBe('APPROVED');
    await expect(page.getByRole('heading', { name: 'Thanks from the partner' })).toBeVisible();

    await page.goto(link.path);
    await expect(page.getByRole('heading', { name: 'This invoice is paid' })).toBeVisible();
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  });

  test('a declined card says why and lets the customer try again', async ({ page }) => {
    const link = await createLink(page, { clientSideRedirectUrl: null });
    await page.goto(link.path);
    await continueToSandbox(page, /^Pay/);
    await fillCard(page, '4000 0000 0000 9995');
    await page.getByRole('button', { name: /^Pay/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined' });
    await expect(alert).toContainText('Your card was declined');
    await expect(alert).toContainText('does not have enough funds');
    await expect(alert).toContainText('You can try 2 more times.');

    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'This invoice is paid' })).toBeVisible();
  });

  test('a link in Spanish, and an unknown link', async ({ page }) => {
    const link = await createLink(page, { language: 'es-US' });
    await page.goto(link.path);
    await expect(page.getByRole('heading', { name: `Pago a ${demoDealer(0).name}` })).toBeVisible();
    await continueToSandbox(page, /^Pagar/);
    await expect(page.getByRole('note', { name: 'MODO DE PRUEBA' })).toBeVisible();
    await expect(page.getByLabel('Número de tarjeta')).toBeVisible();

    await page.goto(`/pay/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Payment link not found' })).toBeVisible();
  });
});

test.describe('payments view', () => {
  test('an advisor creates a link for a new customer, copies it, and sees it in the list', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto('/payments');
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }),
    ).toHaveAttribute('aria-current', 'page');

    const lastName = `Walk-in ${testInfo.project.name} ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'New payment link' }).click();
    await page.getByLabel('New customer').check();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Mobile number').fill('3125550188');
    await page.getByLabel('Amount (USD)').fill('12.345');
    await page.getByRole('button', { name: 'Create payment link' }).click();
    await expect(page.getByText('at most 2 decimals')).toBeVisible();

    await page.getByLabel('Amount (USD)').fill('89.90');
    await page.getByLabel('Description').fill('Diagnostic fee');
    await page.getByRole('button', { name: 'Create payment link' }).click();
    await expect(
      page.getByRole('heading', { name: `Payment link created for Robin ${lastName}` }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('payments-created.png'), fullPage: true });

    await page.getByRole('button', { name: 'Copy link' }).first().click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();

    const row = page
      .getByRole('list', { name: 'Payment links' })
      .getByRole('listitem')
      .filter({ hasText: lastName });
    await expect(row).toContainText('$89.90');
    await expect(row).toContainText('Open');
    await expect(row).toContainText(demoAdvisor(0, 1).name);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByLabel('Show', { exact: true }).selectOption('PAID');
    await expect(page.getByRole('list', { name: 'Payment links' }).getByText(lastName)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('payments-list.png'), fullPage: true });
  });

  test('the list pages, searches and filters on the server', async ({ page }, testInfo) => {
    const run = `PG${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
    // 23 links of this run: a first page of 20 and a second of 3.
    const links = [];
    for (let n = 1; n <= 23; n++) links.push(await createLink(page, { orderRef: `${run}-${n}` }));
    const paid = links[4];
    if (!paid) throw new Error('links were created');
    const pay = await page.request.post(`/api${paid.path}`, {
      headers: fromOwnPage,
      data: {
        cardholderName: 'Olivia Bennett',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      },
    });
    expect(pay.ok(), await pay.text()).toBe(true);

    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto('/payments');
    await page.getByLabel('Search').fill(run);
    const list = page.getByRole('list', { name: 'Payment links' });
    const pages = page.getByRole('navigation', { name: 'Pages of payment links' });
    await expect(pages).toContainText('1–20 of 23');
    await expect(list.getByRole('listitem')).toHaveCount(20);
    // Newest first: the last link created leads the first page.
    await expect(list.getByRole('listitem').first()).toContainText(`${run}-23`);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('21–23 of 23');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').last()).toContainText(`${run}-1`);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(pages).toContainText('1–20 of 23');

    // The status filter works with the search, from its first page.
    await page.getByLabel('Show', { exact: true }).selectOption('PAID');
    await expect(pages).toContainText('1–1 of 1');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText(`${run}-5`);
    await page.getByLabel('Show', { exact: true }).selectOption('');
    await page.getByLabel('Search').fill(`${run}-17`);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Search').fill(`${run}-none`);
    await expect(page.getByText(`No payment links match “${run}-none”`)).toBeVisible();
  });
});

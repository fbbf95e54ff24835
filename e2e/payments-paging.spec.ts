import { expect, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, signInThroughApi } from './demo';

const dealer = demoDealer(0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};

test.skip(({ isMobile }) => isMobile, 'Paging and the paid page are the same on a phone');

/** A link for a demo customer, the way a partner creates it; answers its public page's path. */
async function createLink(page: Page, orderRef: string): Promise<string> {
  const response = await page.request.post(`/api/v3/department/${dealer.departmentUuid}/url`, {
    headers: partner,
    data: {
      customerIdentifiers: { customerId: dealer.customers[0]?.customerUuid },
      paymentDetails: { amount: 25, paymentType: 'sale', paymentDescription: 'Paging' },
      orderRef,
      ttl: 3_600_000,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return new URL(((await response.json()) as { paymentUrl: string }).paymentUrl).pathname;
}

test('payment links page by a stable cursor, with page and search in the address', async ({ page }) => {
  const run = `PG${Date.now().toString(36)}`;
  // 22 links of this run, oldest first: a first page of 20 and a second of 2.
  for (let n = 1; n <= 22; n++) await createLink(page, `${run}-${String(n).padStart(2, '0')}`);
  await signInThroughApi(page, demoAdvisor(0, 1));

  await page.goto('/payments');
  await page.getByLabel('Search').fill(run);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${run}`));
  const pager = page.getByRole('navigation', { name: 'Pages of payment links' });
  await expect(pager).toContainText('1–20 of 22');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('21–22 of 22');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]asOf=/);

  // Links created meanwhile shift nothing: the same page, the same total, after a reload too.
  for (let n = 23; n <= 25; n++) await createLink(page, `${run}-${n}`);
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue(run);
  await expect(pager).toContainText('21–22 of 22');
  const links = page.getByRole('list', { name: 'Payment links' });
  await expect(links.getByRole('listitem')).toHaveCount(2);
  await expect(links.getByText(`${run}-01`)).toBeVisible();
  await expect(links.getByText(`${run}-02`)).toBeVisible();

  // The first page is taken afresh: the new links are on it.
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('1–20 of 25');
  await expect(links.getByText(`${run}-25`)).toBeVisible();
  await expect(page).not.toHaveURL(/page=|asOf=/);
});

test('a paid link’s page says Paid, not Amount due', async ({ page }) => {
  const path = await createLink(page, `PAID-${Date.now().toString(36)}`);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Amount due' })).toBeVisible();
  const paid = await page.request.post(`/api/pay/${path.split('/').at(-1)}`, {
    headers: fromOwnPage,
    data: { cardholderName: 'Olivia Bennett', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paid', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This invoice is paid' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Amount due' })).toHaveCount(0);
});

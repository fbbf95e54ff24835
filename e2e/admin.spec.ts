import { expect, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, signInThroughApi } from './demo';

/** Alex Morgan administers the first demo dealership (server/demo/demo-data.ts). */
const administrator = demoAdvisor(0, 0);

const uniqueSuffix = (project: string) => `${project}-${Date.now().toString(36)}`;

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name }).click();
  await expect(
    page.getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name }),
  ).toHaveAttribute('aria-current', 'page');
}

test.describe('administration', () => {
  test('an administrator creates an advisor and an API client, sees the secret once, revokes it, and finds it all in the audit log', async ({
    page,
  }, testInfo) => {
    const suffix = uniqueSuffix(testInfo.project.name);
    const username = `adv-${suffix}`;
    const clientName = `Partner ${suffix}`;
    await signInThroughApi(page, administrator);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: demoDealer(0).name })).toBeVisible();

    await openSection(page, 'People');
    const advisorForm = page.getByRole('form', { name: 'Create advisor' });
    await advisorForm.getByLabel('Username').fill(username);
    await advisorForm.getByLabel('First name').fill('Pat');
    await advisorForm.getByLabel('Last name').fill(suffix);
    await advisorForm.getByRole('button', { name: 'Create advisor' }).click();
    await expect(advisorForm.getByText(`Temporary password for ${username}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Pat ${suffix}` })).toBeVisible();

    await openSection(page, 'API clients');
    const clientForm = page.getByRole('form', { name: 'Create API client' });
    await clientForm.getByLabel('Name', { exact: true }).fill(clientName);
    await clientForm.getByRole('checkbox', { name: /^Read appointments/ }).check();
    await clientForm.getByRole('button', { name: 'Create API client' }).click();
    await expect(clientForm.getByText('You will not see this again')).toBeVisible();
    await expect(clientForm.getByRole('status', { name: /^Secret of / })).not.toBeEmpty();
    const card = page.getByRole('article', { name: `API client ${clientName}` });
    await expect(card).toBeVisible();

    // Shown once: after leaving the page and coming back the secret is gone for good.
    await openSection(page, 'Audit log');
    await openSection(page, 'API clients');
    await expect(card).toBeVisible();
    await expect(page.getByText('You will not see this again')).toHaveCount(0);

    await card.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke ${clientName}?` });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Revoked')).toBeVisible();

    await openSection(page, 'Audit log');
    await page.getByLabel('Search', { exact: true }).fill(suffix);
    await page.getByRole('button', { name: 'Search' }).click();
    const entries = page.getByRole('listitem');
    await expect(entries.filter({ hasText: `Created an advisor ${username}` })).toHaveCount(1);
    await expect(entries.filter({ hasText: `Created an API client ${clientName}` })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Revoked an API client' })).toHaveCount(1);
  });

  // playwright.config.ts gives the server a Stripe test key, so the switch to Stripe is accepted.
  test('the Payments section shows the sandbox, refuses a malformed account, switches to Stripe and back', async ({
    page,
  }, testInfo) => {
    const account = `acct_1E2e${testInfo.project.name}`;
    await signInThroughApi(page, administrator);
    await page.goto('/admin');
    await openSection(page, 'Payments');
    const current = page.getByText('Payment links are paid through');
    await expect(current).toContainText('Sandbox');
    const form = page.getByRole('form', { name: 'Payment processor' });
    await expect(form.getByRole('radio', { name: /^Sandbox/ })).toBeChecked();

    await form.getByRole('radio', { name: /^Stripe/ }).check();
    const accountField = form.getByLabel('Stripe account');
    await accountField.fill('not-an-account');
    await accountField.press('Enter');
    await expect(form.getByText("Enter the dealership's Stripe account id")).toBeVisible();
    await expect(current).toContainText('Sandbox');

    await accountField.fill(account);
    await accountField.press('Enter');
    await expect(form.getByText('The payment processor is saved.')).toBeVisible();
    await expect(current).toContainText(`Stripe on account ${account}`);

    await form.getByRole('radio', { name: /^Sandbox/ }).check();
    await expect(accountField).toHaveCount(0);
    await form.getByRole('button', { name: 'Save payment processor' }).click();
    await expect(current).toContainText('Sandbox');
    await expect(current).not.toContainText(account);
  });

  test('the profile shows the IDs a partner needs and copies them; API clients shows the base URL and an example call', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one clipboard check is enough');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const dealer = demoDealer(0);
    await signInThroughApi(page, administrator);
    await page.goto('/admin');
    await openSection(page, 'Profile');
    const ids = page.getByRole('region', { name: 'IDs for partners' });
    await expect(ids.getByText(dealer.dealerUuid, { exact: true })).toBeVisible();
    await expect(ids.getByText(dealer.departmentUuid, { exact: true })).toBeVisible();
    await ids.getByRole('button', { name: 'Copy dealership ID' }).click();
    await expect(ids.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dealer.dealerUuid);

    await openSection(page, 'API clients');
    const api = page.getByRole('region', { name: 'Calling the API' });
    await expect(api.getByText(/^https?:\/\/[^/\s]+\/api$/)).toBeVisible();
    await expect(api.locator('pre')).toContainText(`{"dealerUuids":["${dealer.dealerUuid}"]}`);
    await expect(api.locator('pre')).toContainText('/api/manage/v2/dealer/list');
    await api.getByRole('button', { name: 'Copy example call' }).click();
    await expect(api.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
  });

  test('an advisor who administers nothing sees the 403 page', async ({ page }) => {
    await signInThroughApi(page, demoAdvisor(0, 1));
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Administration is for administrators' })).toBeVisible();
    await expect(page.getByText('403')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration sections' })).toHaveCount(0);
  });

  test('a new advisor must choose a password before anything else, then signs in with it', async ({
    page,
  }, testInfo) => {
    const suffix = uniqueSuffix(testInfo.project.name);
    const username = `new-${suffix}`;
    const newPassword = 'bright-harbor-lantern-42';
    await signInThroughApi(page, administrator);
    const created = await page.request.post(
      `/api/admin/v1/departments/${demoDealer(0).departmentUuid}/advisors`,
      {
        headers: fromOwnPage,
        data: { username, firstName: 'Robin', lastName: suffix },
      },
    );
    expect(created.status()).toBe(201);
    const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(temporaryPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/password$/);
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    // Every signed-in page leads back here until the password is changed.
    await page.goto('/schedule');
    await expect(page).toHaveURL(/\/account\/password$/);

    await page.getByLabel('Temporary password').fill(temporaryPassword);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. Sign in with the new one.')).toBeVisible();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule/);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  });

  test('/setup on an install that is set up offers only to sign in', async ({ page }) => {
    await page.goto('/setup');
    await expect(page.getByRole('heading', { name: 'This install is set up' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

import { expect, test } from '@playwright/test';
import { demoAdvisor, demoDealer, signInThroughApi } from './demo';

test.describe('advisor sign-in', () => {
  test('an unauthenticated visit to / goes to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your service department' })).toBeVisible();
  });

  test('a demo advisor signs in with the form and sees the shell', async ({ page }) => {
    const dealer = demoDealer(0);
    const advisor = demoAdvisor(0, 0);
    await page.goto('/login');
    await page.getByLabel('Username').fill(advisor.login);
    await page.getByLabel('Password').fill(advisor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(advisor.name)).toBeVisible();
    await expect(banner.getByText(dealer.name)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'API docs' })).toBeVisible();
    await expect(page.getByRole('main').getByText(dealer.timeZone)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('a wrong password shows an error and stays on /login', async ({ page }) => {
    const advisor = demoAdvisor(0, 1);
    await page.goto('/login');
    await page.getByLabel('Username').fill(advisor.login);
    await page.getByLabel('Password').fill(`${advisor.password}-wrong`);
    await page.getByLabel('Password').press('Enter');

    await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The username stays, so the advisor only retypes the password.
    await expect(page.getByLabel('Username')).toHaveValue(advisor.login);

    // The right password still works, and clears the count, so reruns against a reused server pass.
    await page.getByLabel('Password').fill(advisor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('repeated failures for a username are refused with a clear message', async ({ page }, testInfo) => {
    // An unknown login and an address of its own: the count starts at zero on every run and
    // no real advisor or the runner's own address is slowed down.
    const suffix = `${testInfo.project.name}-${Date.now()}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Date.now() % 250}` });
    await page.goto('/login');
    await page.getByLabel('Username').fill(`nobody-${suffix}`);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel('Password').fill(`guess-${attempt}`);
      // Wait for this attempt's answer, not the previous attempt's message still on screen.
      const answered = page.waitForResponse((r) => r.url().includes('/api/auth/callback/credentials'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await answered;
      await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
    }
    await page.getByLabel('Password').fill('guess-6');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many failed attempts' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing in returns to the page that asked for it', async ({ page }) => {
    const advisor = demoAdvisor(1, 0);
    await page.goto('/login?callbackUrl=%2Fdocs');
    await page.getByLabel('Username').fill(advisor.login);
    await page.getByLabel('Password').fill(advisor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The API reference is the heaviest page to render: on a busy machine it takes more than 5 s.
    await expect(page).toHaveURL(/\/docs$/, { timeout: 30_000 });
  });

  test('a deep link survives sign-in, query string included', async ({ page }) => {
    const advisor = demoAdvisor(1, 1);
    const deepLink = '/schedule?date=2030-03-12&view=week';
    await page.goto(deepLink);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await page.getByLabel('Username').fill(advisor.login);
    await page.getByLabel('Password').fill(advisor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === deepLink);
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('signing out ends the session', async ({ page, request }) => {
    const advisor = demoAdvisor(1, 0);
    await signInThroughApi(page, advisor);
    await page.goto('/');
    await expect(page.getByRole('banner').getByText(advisor.name)).toBeVisible();
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    // A copy of the cookie kept from before signing out no longer works either.
    const replayed = await request.get('/api/admin/v1/account', { headers: { cookie } });
    expect(replayed.status()).toBe(401);
  });

  test('the account page lists one’s sessions and ends another one', async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
    const advisor = demoAdvisor(1, 1);
    const elsewhere = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });
    const other = await elsewhere.newPage();
    await signInThroughApi(other, advisor);
    await signInThroughApi(page, advisor);

    await page.goto('/account');
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByText('This device')).toBeVisible();
    await sessions
      .getByRole('button', { name: /^End session on Firefox on Windows/ })
      .first()
      .click();
    await expect(sessions.getByText('Firefox on Windows')).toHaveCount(0);

    await other.goto('/');
    await expect(other).toHaveURL(/\/login/);
    await elsewhere.close();
  });
});

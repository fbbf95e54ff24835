import { expect, type Page, type Response, test } from '@playwright/test';
import { demoAdvisor, demoDealer, signInThroughApi } from './demo';

/** Collects what the browser reports about the CSP: console messages and violation events. */
async function watchCsp(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text());
  });
  page.on('pageerror', (error) => reports.push(`page error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation;
      report(`violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return reports;
}

function expectPageHeaders(response: Response | null, referrerPolicy: string) {
  expect(response, 'the page answered').not.toBeNull();
  const headers = (response as Response).headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe(referrerPolicy);
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** Scripts carry the nonce of this very response, so Next.js rendered the page for this request. */
async function expectNoncedScripts(page: Page, response: Response | null) {
  const csp = (response as Response).headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const nonced = await page
    .locator(`script[nonce]`)
    .evaluateAll(
      (scripts, expected) => scripts.filter((s) => (s as HTMLScriptElement).nonce === expected).length,
      nonce,
    );
  expect(nonced).toBeGreaterThan(0);
}

test.describe('security headers', () => {
  test('the sign-in page has the headers, runs its scripts and reports no CSP violation', async ({
    page,
  }) => {
    const reports = await watchCsp(page);
    const response = await page.goto('/login');
    expectPageHeaders(response, 'strict-origin-when-cross-origin');
    await expectNoncedScripts(page, response);
    // The form answers through script (next-auth), which only works once the page is hydrated.
    await page.getByLabel('Username').fill(`nobody-${Date.now()}`);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The form's own alert: the framework's route announcer is an (empty) alert of every page too.
    await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(reports).toEqual([]);
  });

  test('the API documentation renders under the CSP', async ({ page }) => {
    // The reference renders the whole OpenAPI document in the browser: more time on a loaded CI machine.
    test.slow();
    const reports = await watchCsp(page);
    const response = await page.goto('/docs');
    expectPageHeaders(response, 'strict-origin-when-cross-origin');
    await expectNoncedScripts(page, response);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });

  test('a payment page sends no referrer and works under the CSP', async ({ page }) => {
    const reports = await watchCsp(page);
    const dealer = demoDealer(0);
    const customer = dealer.customers[0];
    if (!customer) throw new Error('The demo dealer has no customer');
    const auth = Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64');
    const created = await page.request.post(`/api/v3/department/${dealer.departmentUuid}/url`, {
      headers: { authorization: `Basic ${auth}` },
      data: {
        customerIdentifiers: { customerId: customer.customerUuid },
        paymentDetails: { amount: 42, paymentType: 'sale', paymentDescription: 'Oil change' },
        orderRef: `RO-CSP-${Date.now()}`,
        ttl: 3_600_000,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { paymentUrl } = (await created.json()) as { paymentUrl: string };

    const invoicePath = new URL(paymentUrl).pathname;
    const response = await page.goto(invoicePath);
    expectPageHeaders(response, 'no-referrer');
    await expectNoncedScripts(page, response);
    // The invoice page takes no card data; the sandbox's test-mode page plays the processor.
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);

    const sandbox = await page.goto(`${invoicePath}/sandbox`);
    expectPageHeaders(sandbox, 'no-referrer');
    await expectNoncedScripts(page, sandbox);
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);

    const unknown = await page.goto('/pay/not-a-real-token');
    expectPageHeaders(unknown, 'no-referrer');
    expect(reports).toEqual([]);
  });

  test('a signed-in page has the headers and reports no CSP violation', async ({ page }) => {
    const reports = await watchCsp(page);
    const advisor = demoAdvisor(0, 0);
    await signInThroughApi(page, advisor);
    const response = await page.goto('/');
    expectPageHeaders(response, 'strict-origin-when-cross-origin');
    await expectNoncedScripts(page, response);
    await expect(page.getByRole('banner').getByText(advisor.name)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });

  test('API answers are not cacheable, not sniffable, and JSON at the edges', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.headers()['x-content-type-options']).toBe('nosniff');
    expect(health.headers()['cache-control']).toBe('no-store');

    const unknown = await request.get('/api/no/such/operation');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toMatch(/application\/json/);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });

    const wrongMethod = await request.delete('/api/health');
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers().allow).toBe('GET, HEAD, OPTIONS');
    expect(await wrongMethod.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
  });
});

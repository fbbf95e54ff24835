import { expect, test } from '@playwright/test';

test.describe('API documentation', () => {
  test('is public and lists the operations with their details', async ({ page }) => {
    // The reference renders the whole OpenAPI document in the browser: on a loaded 2-core CI
    // machine that can take more than the default 30 s.
    test.slow();
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

    const main = page.getByRole('main');
    const path = main.getByText('/api/manage/v2/dealer/list', { exact: true }).first();
    await expect(path).toBeVisible();

    await path.click();
    await expect(page).toHaveURL(/POST\/api\/manage\/v2\/dealer\/list$/);
    const operation = main.getByRole('region', { name: /^Dealer information, keyed by dealer uuid/ });
    await expect(operation.getByText('Scope', { exact: true })).toBeVisible();
    await expect(operation.getByRole('list', { name: 'Responses' })).toBeVisible();
    await expect(operation.getByRole('heading', { name: 'Error codes' })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';

test.describe('API documentation', () => {
  test('is public and lists the operations with their details', async ({ page }) => {
    // Tens of thousands of elements: parsing them, and the trace's DOM snapshot of each step, can
    // take a loaded 2-core CI machine more than the default 30 s.
    test.slow();
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const main = page.getByRole('main');
    const operation = main.getByRole('group').filter({ hasText: '/api/manage/v2/dealer/list' });
    await expect(main.getByText('/api/manage/v2/dealer/list', { exact: true })).toBeVisible();

    await main.getByText('/api/manage/v2/dealer/list', { exact: true }).click();
    await expect(operation.getByText('Scope', { exact: true })).toBeVisible();
    await expect(operation.getByRole('heading', { name: 'Responses' })).toBeVisible();
    await expect(operation.getByRole('heading', { name: 'Error codes' })).toBeVisible();
  });
});

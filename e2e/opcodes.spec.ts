import { expect, type Page, test } from '@playwright/test';
import { demoAdvisor, signInThroughApi } from './demo';

/** Codes unique to this run and project, so parallel projects and reruns never collide. */
function uniqueSuffix(projectName: string): string {
  return `${projectName === 'phone' ? 'P' : 'D'}${Date.now().toString(36).toUpperCase()}`;
}

async function openOpcodes(page: Page) {
  await page.goto('/opcodes');
  await expect(page.getByRole('heading', { name: 'Labor opcodes' })).toBeVisible();
}

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search by code or name').fill(text);
}

// Changing the catalog is for administrators and service managers: the dealers' first demo advisors.
test.describe('opcode admin', () => {
  test('create an opcode, see it after reload, and get a clear message for a duplicate code', async ({
    page,
  }, testInfo) => {
    const suffix = uniqueSuffix(testInfo.project.name);
    const laborCode = `E2E${suffix}`;
    await signInThroughApi(page, demoAdvisor(0, 0));
    await openOpcodes(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Opcodes' }),
    ).toHaveAttribute('aria-current', 'page');
    // The seeded catalog is listed.
    await searchFor(page, 'Oil and filter');
    await expect(page.getByRole('cell', { name: 'OIL', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'New opcode' }).click();
    await expect(page.getByText('New opcode', { exact: true })).toBeFocused();
    // The API's validation runs in the form before anything is sent.
    await page.getByRole('button', { name: 'Create opcode' }).click();
    await expect(page.getByText('Enter the labor code.').first()).toBeVisible();

    await page.getByLabel('Labor code').fill(laborCode);
    await page.getByLabel('Name', { exact: true }).fill('Cabin air filter replacement');
    await page.getByLabel('Duration (minutes)').fill('45');
    await page.getByLabel('Total price', { exact: true }).fill('59.999');
    await page.getByLabel('Communication code').fill(`CC${suffix}`);
    await page.getByLabel('Monday limit').fill('3');
    await page.getByRole('button', { name: 'Create opcode' }).click();
    await expect(
      page.getByText('Enter an amount such as 85.00 (no more than two decimals).').first(),
    ).toBeVisible();
    await page.getByLabel('Total price', { exact: true }).fill('59.90');
    await page.getByRole('button', { name: 'Create opcode' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved opcode ${laborCode}.` })).toBeVisible();

    await page.reload();
    await searchFor(page, laborCode);
    const row = page.getByRole('row').filter({ hasText: laborCode });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Cabin air filter replacement');
    await expect(row).toContainText('45 min');
    await expect(row).toContainText('$59.90');
    await expect(row).toContainText('Valid');
    if (testInfo.project.name === 'desktop') {
      await page.screenshot({ path: testInfo.outputPath('opcodes-table.png'), fullPage: true });
    }

    // Same code again: the API's OPCODE_ALREADY_EXISTS becomes a message at the field.
    await page.getByRole('button', { name: 'New opcode' }).click();
    await page.getByLabel('Labor code').fill(laborCode.toLowerCase());
    await page.getByRole('button', { name: 'Create opcode' }).click();
    await expect(
      page
        .getByText(
          `Labor code ${laborCode.toLowerCase()} is already used by another opcode in this department.`,
          {
            exact: false,
          },
        )
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel('Labor code')).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Editing shows every stored value and the history.
    await searchFor(page, laborCode);
    await page.getByRole('button', { name: `Edit ${laborCode}` }).click();
    await expect(page.getByLabel('Total price', { exact: true })).toHaveValue('59.90');
    await expect(page.getByLabel('Monday limit')).toHaveValue('3');
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(page.getByText('Created', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('opcode-form.png'), fullPage: true });
  });

  test('bulk toggle hides selected opcodes from the online scheduler', async ({ page }, testInfo) => {
    const suffix = uniqueSuffix(testInfo.project.name);
    await signInThroughApi(page, demoAdvisor(1, 0));
    await openOpcodes(page);
    for (const letter of ['A', 'B']) {
      await page.getByRole('button', { name: 'New opcode' }).click();
      await page.getByLabel('Labor code').fill(`BLK${suffix}${letter}`);
      await page.getByRole('button', { name: 'Create opcode' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Saved opcode BLK${suffix}${letter}.` }),
      ).toBeVisible();
    }
    await searchFor(page, `BLK${suffix}`);
    await expect(page.getByRole('row').filter({ hasText: `BLK${suffix}` })).toHaveCount(2);
    await page.getByLabel('Select all opcodes on this page').check();
    await page.getByLabel('Channel').selectOption({ label: 'Online scheduler' });
    await page.getByRole('button', { name: 'Hide from channel' }).click();
    await page.getByLabel('Offered in').selectOption({ label: 'Online scheduler' });
    await expect(page.getByText(`No opcode matches “BLK${suffix}”`)).toBeVisible();
    await page.getByLabel('Offered in').selectOption({ label: 'Anywhere' });
    await expect(page.getByRole('row').filter({ hasText: `BLK${suffix}` })).toHaveCount(2);
  });

  test('communication-code migration: preview, then apply exactly that', async ({ page }, testInfo) => {
    const suffix = uniqueSuffix(testInfo.project.name);
    const laborCode = `MIG${suffix}`;
    await signInThroughApi(page, demoAdvisor(0, 0));
    await openOpcodes(page);
    await page.getByRole('button', { name: 'New opcode' }).click();
    await page.getByLabel('Labor code').fill(laborCode);
    await page.getByLabel('Communication code').fill(`OLD${suffix}`);
    await page.getByRole('button', { name: 'Create opcode' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved opcode ${laborCode}.` })).toBeVisible();

    await page.getByRole('tab', { name: 'Communication codes' }).click();
    await page.getByLabel('Mapping 1: current code').fill(`old${suffix}`);
    await page.getByLabel('new code').fill(`NEW${suffix}`);
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const preview = page.getByRole('table', { name: /Preview: 1 of \d+ opcodes would change/ });
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('row').filter({ hasText: laborCode })).toContainText(`OLD${suffix}`);
    await expect(preview.getByRole('row').filter({ hasText: laborCode })).toContainText(`NEW${suffix}`);
    await page.screenshot({ path: testInfo.outputPath('migration-preview.png'), fullPage: true });

    // The preview changed nothing yet.
    await page.getByRole('tab', { name: 'Opcodes' }).click();
    await searchFor(page, laborCode);
    await page.getByRole('button', { name: `Edit ${laborCode}` }).click();
    await expect(page.getByLabel('Communication code')).toHaveValue(`OLD${suffix}`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Communication codes' }).click();
    await page.getByLabel('Mapping 1: current code').fill(`old${suffix}`);
    await page.getByLabel('new code').fill(`NEW${suffix}`);
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await page.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Changed the communication code of 1 opcode.' }),
    ).toBeVisible();

    // A second preview finds nothing left to change.
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await expect(page.getByText(`No opcode has the communication code old${suffix}`)).toBeVisible();

    await page.reload();
    await searchFor(page, laborCode);
    await page.getByRole('button', { name: `Edit ${laborCode}` }).click();
    await expect(page.getByLabel('Communication code')).toHaveValue(`NEW${suffix}`);
    await expect(page.getByText('Communication code migrated')).toBeVisible();
  });

  test('menus list dealer packages and the next factory service by mileage', async ({ page }) => {
    await signInThroughApi(page, demoAdvisor(1, 2));
    await openOpcodes(page);
    await page.getByRole('tab', { name: 'Menus' }).click();
    await expect(page.getByText('Basic maintenance package')).toBeVisible();
    await page.getByLabel('Vehicle mileage').fill('20000');
    const factory = page.getByRole('region', { name: 'Factory maintenance menus' });
    await expect(factory.getByText('30,000 mile factory maintenance')).toBeVisible();
    await expect(factory.getByText('15,000 mile factory maintenance')).toHaveCount(0);
  });
});

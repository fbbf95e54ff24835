import { expect, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, signInThroughApi } from './demo';

/**
 * Each project edits its own dealer's settings (desktop: the first demo dealer, phone: the second),
 * so the two never race for the same settings version.
 */
const dealerIndexFor = (projectName: string) => (projectName === 'phone' ? 1 : 0);

/**
 * A date about two years ahead, moving with the clock so reruns against a running server pick
 * another one, and far from the weeks the booking specs use.
 */
function futureClosedDate(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 700 + (Math.floor(Date.now() / 60_000) % 300));
  return day.toISOString().slice(0, 10);
}

const closureGroups = (page: Page) => page.getByRole('group', { name: /^Closed date \d+$/ });

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Scheduling settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hours' })).toBeVisible();
}

/**
 * Saves. Another spec may save the same dealer's settings at the same moment (the closed-date spec
 * does): then the page reports the conflict, and the edit is made again on the reloaded settings,
 * as an advisor would.
 */
async function save(page: Page, redo: () => Promise<void>) {
  const saved = page.getByRole('status').filter({ hasText: /^Saved at / });
  const reload = page.getByRole('button', { name: 'Reload settings' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(saved.or(reload)).toBeVisible();
    if (await saved.isVisible()) return;
    await reload.click();
    await expect(reload).toHaveCount(0);
    await redo();
  }
  await expect(saved).toBeVisible();
}

/** Adds a whole-day closure in the Closed dates tab. */
async function addClosure(page: Page, date: string, reason: string) {
  const before = await closureGroups(page).count();
  await page.getByRole('button', { name: 'Add closed date' }).click();
  await page.getByLabel(`Closed date ${before + 1}: date`).fill(date);
  await page.getByLabel(`Closed date ${before + 1}: reason`).fill(reason);
}

test.describe('scheduling settings', () => {
  test('add a closed date and change an hour, see both kept after reload, and recover from a concurrent save', async ({
    page,
  }, testInfo) => {
    const dealerIndex = dealerIndexFor(testInfo.project.name);
    const dealer = demoDealer(dealerIndex);
    const date = futureClosedDate();
    const reason = `Inventory day ${testInfo.project.name}`;
    // The dealership's first demo advisor may change the rules (administrator or service manager).
    await signInThroughApi(page, demoAdvisor(dealerIndex, 0));
    await openSettings(page);
    await expect(page.getByText(`Times are in the dealer’s time zone: `)).toContainText(dealer.timeZone);

    await test.step('add a whole-day closure and save', async () => {
      await page.getByRole('tab', { name: 'Closed dates' }).click();
      const before = await closureGroups(page).count();
      await page.getByRole('button', { name: 'Add closed date' }).click();
      const row = `Closed date ${before + 1}`;
      await expect(page.getByLabel(`${row}: date`)).toBeFocused();
      // Half a partial closure is refused before anything is sent, at the field.
      await page.getByLabel(`${row}: date`).fill(date);
      await page.getByLabel(`${row}: closed from (optional)`).fill('12:00');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Enter both times, or neither for the whole day.')).toBeVisible();
      await expect(page.getByLabel(`${row}: closed until (optional)`)).toBeFocused();

      await page.getByLabel(`${row}: closed from (optional)`).fill('');
      await page.getByLabel(`${row}: reason`).fill(reason);
      await expect(page.getByRole('tab', { name: 'Closed dates (unsaved changes)' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
      await save(page, () => addClosure(page, date, reason));
      if (testInfo.project.name === 'desktop') {
        await page.screenshot({ path: testInfo.outputPath('settings-closures.png'), fullPage: true });
      }
    });

    const saturdayCloses = page.getByLabel('Saturday closes');
    let originalClose = '';
    let changedClose = '';
    await test.step('change Saturday’s closing time and save', async () => {
      await page.getByRole('tab', { name: 'Hours' }).click();
      originalClose = await saturdayCloses.inputValue();
      changedClose = originalClose === '13:30' ? '13:00' : '13:30';
      await saturdayCloses.fill(changedClose);
      await save(page, () => saturdayCloses.fill(changedClose));
    });

    await test.step('after a reload both changes are there', async () => {
      await page.reload();
      await expect(saturdayCloses).toHaveValue(changedClose);
      await page.getByRole('tab', { name: 'Closed dates' }).click();
      const kept = closureGroups(page).filter({
        has: page.getByRole('button', { name: `Remove closed date ${date}` }),
      });
      await expect(kept).toHaveCount(1);
      await expect(kept.getByLabel(/: reason$/)).toHaveValue(reason);
    });

    await test.step('a save by someone else in between is reported, and reloading shows theirs', async () => {
      await page.getByRole('tab', { name: 'Hours' }).click();
      const notice = page.getByLabel('Minimum notice (minutes)');
      const savedNotice = await notice.inputValue();
      await notice.fill(String(Number(savedNotice) + 15));
      // Someone else saves (same settings, new version) while this page still has the old one.
      const path = `/api/appointment/v2/department/${dealer.departmentUuid}/scheduling-rules`;
      const current = (await (await page.request.get(path)).json()) as {
        version: number;
        hoursOfOperation: unknown;
        rules: unknown;
      };
      const saved = await page.request.put(path, {
        headers: fromOwnPage,
        data: { version: current.version, hoursOfOperation: current.hoursOfOperation, rules: current.rules },
      });
      expect(saved.ok(), await saved.text()).toBe(true);

      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Someone saved these settings after you opened them')).toBeVisible();
      await page.getByRole('button', { name: 'Reload settings' }).click();
      await expect(page.getByText('Someone saved these settings after you opened them')).toHaveCount(0);
      await expect(notice).toHaveValue(savedNotice);
      await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes.' })).toBeVisible();
    });

    await test.step('put things back: the old closing time, no closed date', async () => {
      const putBack = async () => {
        await page.getByRole('tab', { name: 'Hours' }).click();
        await saturdayCloses.fill(originalClose);
        await page.getByRole('tab', { name: 'Closed dates' }).click();
        await page.getByRole('button', { name: `Remove closed date ${date}` }).click();
      };
      await putBack();
      await save(page, putBack);
      await page.reload();
      await expect(saturdayCloses).toHaveValue(originalClose);
      await page.getByRole('tab', { name: 'Closed dates' }).click();
      await expect(page.getByRole('button', { name: `Remove closed date ${date}` })).toHaveCount(0);
      if (testInfo.project.name === 'phone') {
        await page.screenshot({ path: testInfo.outputPath('settings-phone.png'), fullPage: true });
      }
    });
  });

  test('an advisor who may not change the rules sees them read-only', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same page on the phone');
    const rulesPath = `/api/appointment/v2/department/${demoDealer(0).departmentUuid}/scheduling-rules`;
    await signInThroughApi(page, demoAdvisor(0, 2));
    await openSettings(page);
    await expect(page.getByTestId('read-only-note')).toContainText('only dealership administrators');
    await expect(page.getByLabel('Saturday closes')).toBeDisabled();
    await page.getByRole('tab', { name: 'Closed dates' }).click();
    await expect(page.getByRole('button', { name: 'Add closed date' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    // Whose schedule to see can still be chosen.
    await page.getByRole('tab', { name: 'Advisors' }).click();
    await expect(page.getByLabel('Advisor', { exact: true })).toBeEnabled();
    const current = await (await page.request.get(rulesPath)).json();
    const refused = await page.request.put(rulesPath, { data: current });
    expect(refused.status()).toBe(403);
  });
});

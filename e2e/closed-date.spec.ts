import { expect, test } from '@playwright/test';
import { demoAdvisor, demoDealer, fromOwnPage, signInThroughApi } from './demo';

/** A weekday about five weeks ahead: outside the weeks the booking specs use, never a Sunday. */
function closedWeekday(offsetDays: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offsetDays);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

type Settings = {
  version: number;
  hoursOfOperation: unknown[];
  rules: { closures: Array<{ date: string }> };
};

test('a date closed in settings shows as closed, with its reason, in the booking wizard', async ({
  page,
}, testInfo) => {
  // Each project works on its own dealer and date, so the two never touch the same settings.
  const dealerIndex = testInfo.project.name === 'phone' ? 1 : 0;
  const dealer = demoDealer(dealerIndex);
  const customer = dealer.customers[2] ?? dealer.customers[0];
  if (!customer) throw new Error('the demo dealer has customers');
  const date = closedWeekday(dealerIndex === 0 ? 36 : 38);
  const reason = `Shop renovation ${testInfo.project.name}`;
  const rulesUrl = `/api/appointment/v2/department/${dealer.departmentUuid}/scheduling-rules`;
  await signInThroughApi(page, demoAdvisor(dealerIndex, 0));

  await test.step('close the date in settings', async () => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Closed dates' }).click();
    const before = await page.getByRole('group', { name: /^Closed date \d+$/ }).count();
    await page.getByRole('button', { name: 'Add closed date' }).click();
    await page.getByLabel(`Closed date ${before + 1}: date`).fill(date);
    await page.getByLabel(`Closed date ${before + 1}: reason`).fill(reason);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();
  });

  try {
    await test.step('the wizard shows the day closed with the reason', async () => {
      await page.goto('/book');
      await page.getByLabel('Search customers').fill(customer.lastName);
      await page
        .getByRole('list', { name: 'Matching customers' })
        .getByRole('button', { name: new RegExp(`^${customer.firstName} ${customer.lastName}(?! [A-Za-z])`) })
        .click();
      const next = () => page.getByRole('button', { name: 'Continue' }).click();
      await next();
      await expect(page.getByRole('heading', { name: 'Vehicle', level: 2 })).toBeVisible();
      if ((await page.getByRole('radio', { checked: true }).count()) === 0) {
        await page.getByRole('radio').first().check();
      }
      await next();
      await page.getByRole('checkbox', { name: 'Oil and filter change', exact: true }).check();
      await next();
      await expect(page.getByRole('heading', { name: 'Transport', level: 2 })).toBeVisible();
      await page.getByRole('radio').first().check();
      await next();
      await expect(page.getByRole('heading', { name: 'Advisor', level: 2 })).toBeVisible();
      await next();
      await expect(page.getByRole('heading', { name: 'Date and time', level: 2 })).toBeVisible();
      // The calendar starts at the chosen date: its first day is the closed one.
      await page.getByLabel('Go to date').fill(date);
      const closedDay = page.getByRole('group', { name: 'Days' }).getByRole('button').first();
      await expect(closedDay).toHaveAccessibleName(new RegExp(`: Closed — ${reason}$`));
      await closedDay.click();
      await expect(page.getByText(reason).first()).toBeVisible();
    });
  } finally {
    // Leave the dealer's settings as they were for the other specs and later runs.
    const current = (await (await page.request.get(rulesUrl)).json()) as Settings;
    current.rules.closures = current.rules.closures.filter((c) => c.date !== date);
    const saved = await page.request.put(rulesUrl, {
      headers: fromOwnPage,
      data: { version: current.version, hoursOfOperation: current.hoursOfOperation, rules: current.rules },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
});
